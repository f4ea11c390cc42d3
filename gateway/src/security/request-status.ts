import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A request that failed only through the client's own mistake (unknown operationName, two
 * anonymous operations, a subscription sent over HTTP) is answered 400, not 500: Apollo
 * reports some of these with a 500 status although nothing went wrong on the server.
 */
export function clientMistakeStatus<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (!errors?.length || data !== undefined || (response.http.status ?? 200) < 500) return;
          if (errors.every((error) => error.extensions?.code !== 'INTERNAL')) response.http.status = 400;
        },
      };
    },
  };
}
