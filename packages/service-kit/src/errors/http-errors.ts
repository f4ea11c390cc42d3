import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logging/logger';
import { INTERNAL_MESSAGE } from './internal-errors';

// body-parser's error types: what the client got wrong, in words a person can act on.
const CLIENT_MISTAKES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request is too large',
  'encoding.unsupported': 'The request encoding is not supported',
  'charset.unsupported': 'The request charset is not supported',
  'request.aborted': 'The request was aborted',
  'request.size.invalid': 'The request size does not match its Content-Length',
};

/**
 * Express error handler answering in the GraphQL error shape instead of Express's HTML page
 * (which shows the stack outside production): 4xx for the client's mistakes, 500 INTERNAL
 * with the request id as correlation id (and the full error in the log) for the rest.
 */
export function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; type?: string }, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.type && CLIENT_MISTAKES[error.type]) ?? 'The request is not valid';
      res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason: error.type ?? `HTTP_${status}` } }] });
      return;
    }
    const requestId = String(res.getHeader('x-request-id') ?? req.headers['x-request-id'] ?? '');
    logger.error({ err: error, requestId, path: req.path }, 'unexpected request error');
    res.status(500).json({ errors: [{ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL', ...(requestId ? { correlationId: requestId } : {}) } }] });
  };
}
