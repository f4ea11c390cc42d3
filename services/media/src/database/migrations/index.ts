import { CreateFilesAndBanners1760200000000 } from './1760200000000-CreateFilesAndBanners';

/** Committed migrations in the order they run. */
export const MEDIA_MIGRATIONS = [CreateFilesAndBanners1760200000000];
