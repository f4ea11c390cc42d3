import { BannerCategoryEntity, BannerEntity } from '../banners/banner.entity';
import { FileEntity } from '../files/file.entity';

/** Media's PostgreSQL schema: the subgraph and the render process open the same one. */
export const MEDIA_SCHEMA = 'media';

/** Every entity of the media schema (the render consumers write with SQL, but open the same list). */
export const MEDIA_ENTITIES = [FileEntity, BannerCategoryEntity, BannerEntity];
