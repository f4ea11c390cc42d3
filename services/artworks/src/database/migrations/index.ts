import { CreateArtworkCategories1760100000000 } from './1760100000000-CreateArtworkCategories';

/** Committed migrations in the order they run. */
export const ARTWORKS_MIGRATIONS = [CreateArtworkCategories1760100000000];
