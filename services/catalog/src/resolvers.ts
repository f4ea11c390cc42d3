import type { SubgraphOptions } from '@pod/service-kit';
import type { CatalogContext } from './context';
import { categoriesResolvers } from './categories/categories.resolvers';

type ResolverModule = Record<string, Record<string, unknown>>;

/** Each capability contributes its own resolver map; fields of the same type are merged. */
function mergeResolverMaps(...modules: ResolverModule[]): SubgraphOptions<CatalogContext>['resolvers'] {
  const merged: ResolverModule = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) merged[typeName] = { ...merged[typeName], ...fields };
  }
  return merged as unknown as SubgraphOptions<CatalogContext>['resolvers'];
}

export const catalogResolvers = mergeResolverMaps(categoriesResolvers);
