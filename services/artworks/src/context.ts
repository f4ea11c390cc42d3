import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import type { ArtworkCategoryNode } from './artwork-categories/artwork-category.kind';
import type { ArtworkRecord, ArtworkService } from './artworks/artwork.service';
import type { MockupService } from './mockups/mockup.service';
import type { PsdImportService } from './psd-import/psd-import.service';
import type { ArtworkPrintFileService } from './artwork-print-files/artwork-print-file.service';
import type { ArtworkPrintCheckService } from './artwork-print-checks/artwork-print-check.service';
import type { MockupRow } from './mockups/mockup.entity';
import type { StrongConfirm } from './shared/strong-confirm';
import type { FontService } from './fonts/font.service';
import type { FontRecord } from './fonts/font.entity';
import type { ClipartCategoryService } from './clipart-categories/clipart-category.service';
import type { ClipartCategoryNode } from './clipart-categories/clipart-category.kind';
import type { ClipartService } from './cliparts/clipart.service';
import type { ClipartRow } from './cliparts/clipart.entity';

/** Domain services shared by every request. */
export interface ArtworksServices {
  categories: ArtworkCategoryService;
  artworks: ArtworkService;
  mockups: MockupService;
  clipartCategories: ClipartCategoryService;
  cliparts: ClipartService;
  /** The stronger delete confirmation of the configured owner (STRONG_CONFIRM_OWNER_ID). */
  strongConfirm: StrongConfirm;
  fonts: FontService;
  psdImports: PsdImportService;
  /** The editor's "Render print file" requests (issue 23). */
  printFiles: ArtworkPrintFileService;
  /** The product form's print check (issue 24 item 5). */
  printChecks: ArtworkPrintCheckService;
}

/** Per-request context of the artworks subgraph: the signed user plus services and request-scoped loaders. */
export interface ArtworksContext extends ServiceContext {
  services: ArtworksServices;
  loaders: {
    /** Categories the signed user may see (null otherwise), for federation references and artworks' categories. */
    category: DataLoader<string, ArtworkCategoryNode | null>;
    /** Artworks the signed user may see (null otherwise), for federation references. */
    artwork: DataLoader<string, ArtworkRecord | null>;
    /** One count query for every category of a tree response. */
    artworkCount: DataLoader<string, number>;
    mockup: DataLoader<string, MockupRow | null>;
    /** Live fonts the signed user may see (null otherwise), for federation references. */
    font: DataLoader<string, FontRecord | null>;
    /** Clipart categories the signed user may see (null otherwise), counts rolled up. */
    clipartCategory: DataLoader<string, ClipartCategoryNode | null>;
    /** Cliparts the signed user may see (null otherwise), for federation references. */
    clipart: DataLoader<string, ClipartRow | null>;
  };
}

export function createArtworksContext(base: ServiceContext, services: ArtworksServices): ArtworksContext {
  const { user } = base;
  return {
    ...base,
    services,
    loaders: {
      category: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.categories.getMany(user, [...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
      artwork: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.artworks.getMany(user, [...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
      artworkCount: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => 0);
        const counts = await services.artworks.countByCategory([...ids]);
        return ids.map((id) => counts.get(id) ?? 0);
      }),
      mockup: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.mockups.getMany([...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
      font: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.fonts.getMany(user, [...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
      clipartCategory: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.clipartCategories.getMany(user, [...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
      clipart: new DataLoader(async (ids: readonly string[]) => {
        if (!user) return ids.map(() => null);
        const found = await services.cliparts.getMany(user, [...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
    },
  };
}
