import type DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import type { ArtworkCategoryNode } from './artwork-categories/category-tree';

/** Per-request context of the artworks subgraph: the signed user plus domain services and loaders. */
export interface ArtworksContext extends ServiceContext {
  categories: ArtworkCategoryService;
  categoryLoader: DataLoader<string, ArtworkCategoryNode | null>;
}
