import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateArtworkCategories1760100000000 } from './1760100000000-CreateArtworkCategories';
import { CreateArtworks1761004000000 } from './1761004000000-CreateArtworks';
import { CreateMockups1761004000001 } from './1761004000001-CreateMockups';
import { CreateArtworkVersions1763900000000 } from './1763900000000-CreateArtworkVersions';
import { AddArtworkPreviews1764330000001 } from './1764330000001-AddArtworkPreviews';
import { CreatePsdImports1764350000001 } from './1764350000001-CreatePsdImports';
import { CreateFonts1764360000000 } from './1764360000000-CreateFonts';
import { CreateCliparts1764370000000 } from './1764370000000-CreateCliparts';
import { ArtworkVersionAuthors1764400000000 } from './1764400000000-ArtworkVersionAuthors';

/** Committed migrations in the order they run; the event tables carry the category outbox. */
export const ARTWORKS_MIGRATIONS = [createEventTablesMigration('artworks'), CreateArtworkCategories1760100000000, CreateArtworks1761004000000, CreateMockups1761004000001, CreateArtworkVersions1763900000000, AddArtworkPreviews1764330000001, CreatePsdImports1764350000001, CreateFonts1764360000000, CreateCliparts1764370000000, ArtworkVersionAuthors1764400000000];
