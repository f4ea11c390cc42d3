import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { CategoriesService } from './categories/categories.service';
import { createProductTypeLoaders, type ProductTypeLoaders } from './product-types/product-types.loaders';
import type { ProductTypesService } from './product-types/product-types.service';
import type { VariantsService } from './variants/variants.service';
import type { SiteDirectory } from './sites/site-directory';

/** Domain services shared by every request. */
export interface CatalogServices {
  categories: CategoriesService;
  productTypes: ProductTypesService;
  variants: VariantsService;
  /** Sites (owned by users-sites): owner, platform, store address and credentials. */
  sites: SiteDirectory;
}

/** Per-request context: the signed user plus services and request-scoped loaders. */
export interface CatalogContext extends ServiceContext {
  services: CatalogServices;
  /** Product types' loaders, plus: */
  loaders: ProductTypeLoaders & {
    /** One count per category on a page, batched. */
    categoryProductTypeCount: DataLoader<string, number>;
  };
}

export function createCatalogContext(base: ServiceContext, services: CatalogServices): CatalogContext {
  return {
    ...base,
    services,
    loaders: {
      categoryProductTypeCount: new DataLoader((ids: readonly string[]) => services.categories.productTypeCounts(ids)),
      ...createProductTypeLoaders(services),
    },
  };
}
