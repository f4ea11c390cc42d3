import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateFilesAndBanners1760200000000 } from './1760200000000-CreateFilesAndBanners';
import { FileKind1763900000000 } from './1763900000000-FileKind';
import { CreateDesignRenders1764000000000 } from './1764000000000-CreateDesignRenders';
import { CreatePsdImports1764350000001 } from './1764350000001-CreatePsdImports';

/**
 * Committed migrations in the order they run. The event tables (outbox + processed ids) are
 * there from the start: media consumes design requests and publishes render results.
 */
export const MEDIA_MIGRATIONS = [createEventTablesMigration('media'), CreateFilesAndBanners1760200000000, FileKind1763900000000, CreateDesignRenders1764000000000, CreatePsdImports1764350000001];
