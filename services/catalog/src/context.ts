import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { CategoriesService } from './categories/categories.service';
import type { SiteDirectory } from './sites/site-directory';

/** Domain services shared by every request. */
export interface CatalogServices {
  categories: CategoriesService;
  /** Sites (owned by users-sites): owner, platform, store address and credentials. */
  sites: SiteDirectory;
}

/** Per-request context: the signed user plus services and request-scoped loaders. */
export interface CatalogContext extends ServiceContext {
  services: CatalogServices;
  loaders: {
    /** One count per category on a page, batched. */
    categoryProductTypeCount: DataLoader<string, number>;
  };
}

export function createCatalogContext(base: ServiceContext, services: CatalogServices): CatalogContext {
  return {
    ...base,
    services,
    loaders: {
      categoryProductTypeCount: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => services.categories.productTypeCount(id)))),
    },
  };
}
