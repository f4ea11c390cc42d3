import type { SubgraphOptions } from './start-subgraph';
import type { ServiceContext } from '../auth/authorize';

/**
 * One capability's resolvers: some fields of some types (Query, Mutation, entities). A module
 * typed with the service's generated `Resolvers` fits (its types are optional keys).
 */
export type ResolverModule = { [typeName: string]: object | undefined };

/**
 * Merges the resolver maps of a service's capabilities by type, so each capability keeps its
 * own file and they can share Query and Mutation. A later module's field wins on a clash.
 */
export function mergeResolvers<TContext extends ServiceContext>(...modules: ResolverModule[]): SubgraphOptions<TContext>['resolvers'] {
  const merged: Record<string, object> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      if (fields) merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged as unknown as SubgraphOptions<TContext>['resolvers'];
}
