import { CreateCategories1761000000000 } from './1761000000000-CreateCategories';

/** Every committed migration of the catalog schema, in the order they run. */
export const CATALOG_MIGRATIONS = [CreateCategories1761000000000];
