import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateArtworkCategories1760100000000 } from './1760100000000-CreateArtworkCategories';

/** Committed migrations in the order they run; the event tables carry the category outbox. */
export const ARTWORKS_MIGRATIONS = [createEventTablesMigration('artworks'), CreateArtworkCategories1760100000000];
