import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../generated/graphql-env';

/**
 * The typed `graphql()` every front end writes its documents with (gql.tada): result and
 * variable types come from the client schema the gateway composes (`npm run codegen`), so no
 * front end copies a server shape by hand. Shared through `@pod/platform`, so remotes carry
 * no second copy; documents are parsed where they are defined, so each route chunk holds only
 * its own documents.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown };
}>();

export { readFragment } from 'gql.tada';
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
