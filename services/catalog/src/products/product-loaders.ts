import DataLoader from 'dataloader';
import type { Product, ProductPrintArea, ProductStore, ProductVariant } from './product.entity';
import type { ProductsService } from './products.service';

/** Per-request loaders of products and what hangs off them: one query per page, not per row. */
export interface ProductLoaders {
  productById: DataLoader<string, Product | null>;
  variantsByProduct: DataLoader<string, ProductVariant[]>;
  variantById: DataLoader<string, ProductVariant | null>;
  printAreasByProduct: DataLoader<string, ProductPrintArea[]>;
  storesByProduct: DataLoader<string, ProductStore[]>;
}

function byKey<T, K extends string>(ids: readonly K[], rows: T[], key: (row: T) => string): Array<T | null> {
  const map = new Map(rows.map((row) => [key(row), row]));
  return ids.map((id) => map.get(id) ?? null);
}

function groupBy<T>(ids: readonly string[], rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(key(row))?.push(row);
  return ids.map((id) => groups.get(id)!);
}

/** Product types and their variants come from the product types' own loaders (`productType`, `variant`). */
export function createProductLoaders(products: ProductsService): ProductLoaders {
  return {
    productById: new DataLoader(async (ids) => byKey(ids, await products.findByIds(ids), (p) => p.id)),
    variantsByProduct: new DataLoader(async (ids) => groupBy(ids, await products.variantsOf(ids), (v) => v.product_id)),
    variantById: new DataLoader(async (ids) => byKey(ids, await products.variantsByIds(ids), (v) => v.id)),
    printAreasByProduct: new DataLoader(async (ids) => groupBy(ids, await products.printAreasOf(ids), (a) => a.product_id)),
    storesByProduct: new DataLoader(async (ids) => groupBy(ids, await products.storesOf(ids), (s) => s.product_id)),
  };
}
