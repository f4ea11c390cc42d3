import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { BannerService } from './banners/banner.service';
import type { FileRow } from './files/file.entity';
import type { FileService } from './files/file.service';

/** Domain services shared by every request. */
export interface MediaServices {
  files: FileService;
  banners: BannerService;
}

/** Per-request context of the media subgraph: the signed user plus services and request-scoped loaders. */
export interface MediaContext extends ServiceContext {
  services: MediaServices;
  loaders: {
    /** Registered files by id, for federation references. */
    file: DataLoader<string, FileRow | null>;
  };
  /** Public base of the /media routes, for absolute image addresses. */
  publicMediaUrl: string;
}

export function createMediaContext(base: ServiceContext, services: MediaServices, publicMediaUrl: string): MediaContext {
  return {
    ...base,
    services,
    loaders: {
      file: new DataLoader(async (ids: readonly string[]) => {
        const found = await services.files.byIds([...ids]);
        return ids.map((id) => found.get(id) ?? null);
      }),
    },
    publicMediaUrl,
  };
}
