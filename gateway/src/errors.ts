import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '@pod/contracts';
import { maskedInternalError } from '@pod/service-kit';

// Apollo Server's and the gateway's (INVALID_GRAPHQL: unknown operationName, several anonymous operations) document errors.
const CLIENT_MISTAKES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE', 'INVALID_GRAPHQL', 'PERSISTED_QUERY_NOT_SUPPORTED', 'PERSISTED_QUERY_NOT_FOUND']);
// What may travel with an error to a client: never a stack, an exception or server paths.
const SERVER_ONLY_EXTENSIONS = ['stacktrace', 'exception'];

function isKnownCode(code: unknown): code is string {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** True for errors no client caused (the gateway's own faults and unknown subgraph codes). */
export function isUnexpectedGatewayError(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  return !isKnownCode(code) && !(typeof code === 'string' && CLIENT_MISTAKES.has(code));
}

/**
 * Keeps every error a client sees within the codes of ARCHITECTURE.md §5: subgraph errors pass
 * through without server-only extensions; Apollo's document errors become BAD_USER_INPUT (with
 * the original code in `extensions.reason`); anything else is masked as INTERNAL (the
 * correlation plugin logs it and adds the request id). `debug` (POD_DEBUG_ERRORS) shows all.
 */
export function formatGatewayError(options: { debug: boolean }) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    if (options.debug) return formatted;
    const code = formatted.extensions?.code;
    if (isKnownCode(code)) {
      const extensions = { ...formatted.extensions };
      for (const key of SERVER_ONLY_EXTENSIONS) delete extensions[key];
      return { ...formatted, extensions };
    }
    if (typeof code === 'string' && CLIENT_MISTAKES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', reason: code } };
    }
    return maskedInternalError(formatted.path);
  };
}
