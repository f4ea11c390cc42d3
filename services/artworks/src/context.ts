import type DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import type { ArtworkCategoryNode } from './artwork-categories/category-tree';
import type { ArtworkRecord, ArtworkService } from './artworks/artwork.service';
import type { MockupService } from './mockups/mockup.service';
import type { MockupRow } from './mockups/mockup.entity';

/** Per-request context of the artworks subgraph: the signed user plus domain services and loaders. */
export interface ArtworksContext extends ServiceContext {
  categories: ArtworkCategoryService;
  categoryLoader: DataLoader<string, ArtworkCategoryNode | null>;
  artworks: ArtworkService;
  artworkLoader: DataLoader<string, ArtworkRecord | null>;
  artworkCountLoader: DataLoader<string, number>;
  mockups: MockupService;
  mockupLoader: DataLoader<string, MockupRow | null>;
}
