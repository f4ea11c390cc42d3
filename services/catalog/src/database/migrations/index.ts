import { createEventTablesMigration } from '@pod/service-kit/events';
import { SERVICE_NAME } from '../../config';
import { CreateCategories1761000000000 } from './1761000000000-CreateCategories';
import { CreateProductTypes1761000010000 } from './1761000010000-CreateProductTypes';
import { CreateProducts1761000030000 } from './1761000030000-CreateProducts';
import { UniqueCategoryTitles1763900000000 } from './1763900000000-UniqueCategoryTitles';
import { CreateCarriers1764000000000 } from './1764000000000-CreateCarriers';
import { ProductPrintAreaArtworkIndex1764340000001 } from './1764340000001-ProductPrintAreaArtworkIndex';
import { PushHeartbeat1764350000000 } from './1764350000000-PushHeartbeat';
import { ProductMockups1764400000000 } from './1764400000000-ProductMockups';

/**
 * Every committed migration of the catalog schema, in the order they run. The event tables
 * (outbox + processed ids) are there from the start: mockups and store pushes use events.
 */
export const CATALOG_MIGRATIONS = [createEventTablesMigration(SERVICE_NAME), CreateCategories1761000000000, CreateProductTypes1761000010000, CreateProducts1761000030000, UniqueCategoryTitles1763900000000, CreateCarriers1764000000000, ProductPrintAreaArtworkIndex1764340000001, PushHeartbeat1764350000000, ProductMockups1764400000000];
