import { batchChunks, MAPPING_UI_MESSAGES, storeAttributes, variationsBatch, type MappingProductType, type VariantRow } from './mappingRules';
import type { StoreProductRow, StoreTerm } from './queries';
import { SHOPIFY_PAGE_SIZE, storeRest, StoreRestError, wooListAll } from './storeRest';

/** What the mapping page reads from and writes to the seller's store, per platform (spec 001 §7). */

type Token = string | null;

interface WooProduct {
  id: number;
  name: string;
  images?: Array<{ src: string }>;
}

interface ShopProduct {
  id: number;
  title: string;
  image?: { src: string } | null;
  images?: Array<{ src: string }>;
}

export async function loadTerms(token: Token, siteId: string, platform: string): Promise<{ categories: StoreTerm[]; tags: StoreTerm[] }> {
  if (platform === 'woocommerce') {
    const [categories, tags] = await Promise.all([
      wooListAll<{ id: number; name: string }>(token, siteId, 'products/categories'),
      wooListAll<{ id: number; name: string }>(token, siteId, 'products/tags'),
    ]);
    return { categories, tags };
  }
  const res = await storeRest<{ custom_collections: Array<{ id: number; title: string }> }>(token, siteId, 'custom_collections.json', { query: { limit: SHOPIFY_PAGE_SIZE } });
  return { categories: res.custom_collections.map((c) => ({ id: c.id, name: c.title })), tags: [] };
}

export async function loadProducts(token: Token, siteId: string, platform: string, filter: { category?: number; tag?: number }): Promise<StoreProductRow[]> {
  if (platform === 'woocommerce') {
    const products = await wooListAll<WooProduct>(token, siteId, 'products', { category: filter.category, tag: filter.tag });
    return products.map((p) => ({ id: p.id, title: p.name, image: p.images?.[0]?.src ?? null }));
  }
  const res = await storeRest<{ products: ShopProduct[] }>(token, siteId, 'products.json', { query: { limit: SHOPIFY_PAGE_SIZE, collection_id: filter.category } });
  return res.products.map((p) => ({ id: p.id, title: p.title, image: p.image?.src ?? p.images?.[0]?.src ?? null }));
}

interface BatchAnswer {
  create?: Array<{ id?: number; error?: { message: string } }>;
  update?: Array<{ id?: number; error?: { message: string } }>;
}

/**
 * "Start Mapping" for one store product at a WooCommerce store: the product gets our product
 * types (meta) and attributes, its published variations are replaced by the rows. Shopify
 * mapping is not implemented: "Sorry".
 */
export async function mapStoreProduct(token: Token, siteId: string, platform: string, productId: number, types: MappingProductType[], rows: VariantRow[]): Promise<void> {
  if (platform !== 'woocommerce') throw new Error(MAPPING_UI_MESSAGES.shopify);
  await storeRest(token, siteId, `products/${productId}`, {
    method: 'PUT',
    // variations belong to variable products; a simple store product becomes one
    body: { type: 'variable', meta_data: [{ key: 'pod_product_types', value: types.map((t) => t.id) }], attributes: storeAttributes(types, rows) },
  });
  const existing = await wooListAll<{ id: number; sku: string }>(token, siteId, `products/${productId}/variations`, { status: 'publish' });
  for (const chunk of batchChunks(variationsBatch(productId, types, rows, existing))) {
    const answer = await storeRest<BatchAnswer>(token, siteId, `products/${productId}/variations/batch`, { method: 'POST', body: chunk });
    const failed = [...(answer.create ?? []), ...(answer.update ?? [])].find((item) => item.error);
    if (failed?.error) throw new StoreRestError(failed.error.message, 400, failed.error);
  }
}
