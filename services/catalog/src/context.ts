import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { CategoriesService } from './categories/categories.service';
import { createProductTypeLoaders, type ProductTypeLoaders } from './product-types/product-types.loaders';
import type { ProductTypesService } from './product-types/product-types.service';
import type { VariantsService } from './variants/variants.service';
import type { SiteDirectory } from './sites/site-directory';
import type { ProductsService } from './products/products.service';
import { createProductLoaders, type ProductLoaders } from './products/product-loaders';
import type { CampaignStore } from './campaign-stores/campaign-store.entity';
import type { CampaignStoresService } from './campaign-stores/campaign-stores.service';
import type { StoreMappingService } from './stores/mapping/store-mapping.service';
import type { CarriersService, ProductTypeCarrier } from './carriers/carriers.service';
import type { ArtworkUsageService } from './artworks/artwork-usage.service';
import type { ProductMockupsService } from './product-mockups/product-mockups.service';

/** Domain services shared by every request. */
export interface CatalogServices {
  categories: CategoriesService;
  productTypes: ProductTypesService;
  variants: VariantsService;
  /** Sites (owned by users-sites): owner, platform, store address and credentials. */
  sites: SiteDirectory;
  products: ProductsService;
  campaignStores: CampaignStoresService;
  /** Store mapping: store products recorded as products of the site, variants refreshed from the store. */
  storeMapping: StoreMappingService;
  /** Carriers, and each product type's carriers and suppliers. */
  carriers: CarriersService;
  /** Which products print which artworks (`Artwork.usedIn`). */
  artworkUsage: ArtworkUsageService;
  /** Product mockups rendered from the product's artworks (`generateProductMockups`). */
  productMockups: ProductMockupsService;
}

/** Per-request context: the signed user plus services and request-scoped loaders. */
export interface CatalogContext extends ServiceContext {
  services: CatalogServices;
  /** Product types' loaders, plus: */
  loaders: ProductTypeLoaders & {
    /** One count per category on a page, batched. */
    categoryProductTypeCount: DataLoader<string, number>;
    /** Products and their variants, print areas and store ids, batched. */
    products: ProductLoaders;
    /** Campaign stores the signed user may see (null otherwise), for federation references. */
    campaignStore: DataLoader<string, CampaignStore | null>;
    productTypeCarriers: DataLoader<string, ProductTypeCarrier[]>;
    productTypeSuppliers: DataLoader<string, string[]>;
    /** `Artwork.usedIn` of every artwork on a page, in one query. */
    artworkUsedIn: DataLoader<string, number>;
  };
}

export function createCatalogContext(base: ServiceContext, services: CatalogServices): CatalogContext {
  return {
    ...base,
    services,
    loaders: {
      categoryProductTypeCount: new DataLoader((ids: readonly string[]) => services.categories.productTypeCounts(ids)),
      ...createProductTypeLoaders(services),
      products: createProductLoaders(services.products),
      campaignStore: new DataLoader((ids: readonly string[]) => services.campaignStores.findVisibleByIds(base.user, ids)),
      productTypeCarriers: new DataLoader((ids: readonly string[]) => services.carriers.offersOf(ids)),
      productTypeSuppliers: new DataLoader((ids: readonly string[]) => services.carriers.suppliersOf(ids)),
      artworkUsedIn: new DataLoader(async (ids: readonly string[]) => {
        const counts = await services.artworkUsage.usedIn(base.user, ids);
        return ids.map((id) => counts.get(id) ?? 0);
      }),
    },
  };
}
