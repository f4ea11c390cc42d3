import type { GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';

const CLIENT_MISTAKES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * Keeps every error a client sees within the codes of ARCHITECTURE.md §5: subgraph errors pass
 * through untouched; Apollo's document errors become BAD_USER_INPUT (with the original code in
 * `extensions.reason`); anything else is logged and masked as INTERNAL.
 */
export function formatGatewayError(logger: Logger) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)) return formatted;
    if (typeof code === 'string' && CLIENT_MISTAKES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', reason: code } };
    }
    logger.error({ error: formatted }, 'unexpected gateway error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
}
