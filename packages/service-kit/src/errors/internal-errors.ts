import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logging/logger';

export const INTERNAL_MESSAGE = 'Internal server error';

/** What a client sees of an unexpected error: no message, trace or path of the server's. */
export function maskedInternalError(path?: GraphQLFormattedError['path']): GraphQLFormattedError {
  return { message: INTERNAL_MESSAGE, ...(path ? { path } : {}), extensions: { code: 'INTERNAL' } };
}

/**
 * Apollo plugin tying each unexpected error to its request: the log line carries the request
 * id and the full stack, and every INTERNAL error the client receives carries the same id as
 * `extensions.correlationId`, so support can find the trace from what the user reports.
 */
export function correlationPlugin<TContext extends { requestId?: string }>(
  logger: Logger,
  isUnexpected: (error: GraphQLError) => boolean,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ contextValue }) {
      const requestId = contextValue.requestId;
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            if (!isUnexpected(error)) continue;
            logger.error({ err: error.originalError ?? error, requestId, operationName, path: error.path }, 'unexpected error');
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors || !requestId) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
            error.extensions?.code === 'INTERNAL' && !error.extensions.correlationId
              ? { ...error, extensions: { ...error.extensions, correlationId: requestId } }
              : error,
          );
        },
      };
    },
  };
}
