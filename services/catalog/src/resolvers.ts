import { mergeResolvers } from '@pod/service-kit';
import type { CatalogContext } from './context';
import { categoriesResolvers } from './categories/categories.resolvers';

/** Each capability contributes its own resolver map. */
export const catalogResolvers = mergeResolvers<CatalogContext>(categoriesResolvers);
