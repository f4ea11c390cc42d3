import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../auth/request-context';

/** True when the document asks for the schema (`__schema` or `__type`); `__typename` is ordinary. */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The schema is readable by signed-in users only, except in development where tools
 * (GraphiQL, codegen) introspect anonymously. Checked once the operation is parsed, so
 * introspection stays enabled for whoever may use it.
 */
export function introspectionGuard(options: { anonymousAllowed: boolean }): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (options.anonymousAllowed || contextValue.user || !asksForSchema(document)) return;
          throw new GraphQLError('Please sign in to use schema introspection', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        },
      };
    },
  };
}
