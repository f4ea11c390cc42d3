import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@pod/service-kit';

const QUIET = new Set(['/health', '/ready']);

/** One structured line per request; probes are logged at debug so they do not drown the rest. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Read now: mounted routers rewrite req.url while they handle the request.
    const path = req.path;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10, requestId: res.getHeader('x-request-id') };
      if (QUIET.has(path)) logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  };
}
