import type DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { BannerService } from './banners/banner.service';
import type { FileRow } from './files/file.entity';
import type { FileService } from './files/file.service';

/** Per-request context of the media subgraph. */
export interface MediaContext extends ServiceContext {
  files: FileService;
  banners: BannerService;
  fileLoader: DataLoader<string, FileRow | null>;
  /** Public base of the /media routes, for absolute image addresses. */
  publicMediaUrl: string;
}
