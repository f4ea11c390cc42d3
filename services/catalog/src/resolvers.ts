import { mergeResolvers } from '@pod/service-kit';
import type { CatalogContext } from './context';
import { categoriesResolvers } from './categories/categories.resolvers';
import { productTypesResolvers } from './product-types/product-types.resolvers';
import { variantsResolvers } from './variants/variants.resolvers';
import { productsResolvers } from './products/products.resolvers';
import { campaignStoresResolvers } from './campaign-stores/campaign-stores.resolvers';
import { storesResolvers } from './stores/stores.resolvers';
import { carriersResolvers } from './carriers/carriers.resolvers';
import { artworksResolvers } from './artworks/artworks.resolvers';
import { productMockupsResolvers } from './product-mockups/product-mockups.resolvers';

/** Each capability contributes its own resolver map. */
export const catalogResolvers = mergeResolvers<CatalogContext>(categoriesResolvers, productTypesResolvers, variantsResolvers, productsResolvers, campaignStoresResolvers, storesResolvers, carriersResolvers, artworksResolvers, productMockupsResolvers);
