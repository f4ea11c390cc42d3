import { expect } from 'vitest';
import type { UserContext } from '@pod/service-kit';
import { SELLER_ARTWORK_ID, type CatalogTestEnv } from '../testing/catalog-test-env';
import { DEMO_PRODUCT_TYPES } from '../database/seed';

/** Test-only helpers shared by the products and push tests. */

export const [DEMO_TEE, DEMO_MUG] = DEMO_PRODUCT_TYPES;

export const PRODUCT_FIELDS = `id origin_id title description permalink images sku store_product_type weight weight_unit created_at site_id user_id
  site { id } product_stores { site_id origin_id } product_type_ids product_types { id sku }
  variants { id price regular_price product_type_id product_type_variant_id active sorting mockup_id image design_status product_type_variant { id sku base_cost } }
  print_areas { product_type_print_area_id name product_type_id artwork_id }
  collection_ids { entity_id sorting } tag_ids { entity_id sorting } bundled_products excludeMockups`;
export const CREATE_PRODUCT = `mutation Create($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
export const UPDATE_PRODUCT = `mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
export const CAMPAIGN_FIELDS = 'id siteId campaignId productId status pushFirstTime pushedAt createdAt updatedAt permalink log product { id title sku } site { id }';
export const CAMPAIGN_STORES = `query Pushes($filter: CampaignStoreFilter) { campaignStores(filter: $filter) { count hits { ${CAMPAIGN_FIELDS} } } }`;

export interface TypeVariantRow {
  id: string;
  sku: string;
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  product_type_id: string;
}

/** The variants of a demo product type, as the product form loads them. */
export async function typeVariants(env: CatalogTestEnv, typeId: string, user: UserContext): Promise<TypeVariantRow[]> {
  const res = await env.call(`query ($id: ID!) { productTypeVariants(product_type_id: $id) { id sku base_cost retail_cost sale_cost product_type_id } }`, { id: typeId }, user);
  expect(res.errors).toBeUndefined();
  return res.data.productTypeVariants;
}

/** A complete product form for the demo mug: both variants at the type's prices, an artwork on its print area, the type's first picture. */
export async function mugInput(env: CatalogTestEnv, user: UserContext, over: Record<string, unknown> = {}) {
  const variants = await typeVariants(env, DEMO_MUG.id, user);
  return {
    title: 'Best Dad Mug',
    description: '<p>For the best dad</p>',
    product_type_ids: [DEMO_MUG.id],
    variants: variants.map((v, i) => ({
      product_type_id: DEMO_MUG.id,
      product_type_variant_id: v.id,
      regular_price: v.retail_cost,
      price: v.sale_cost,
      active: true,
      sorting: i + 1,
    })),
    print_areas: DEMO_MUG.printAreas.map((a) => ({ product_type_print_area_id: a.id, product_type_id: DEMO_MUG.id, name: a.name, artwork_id: SELLER_ARTWORK_ID })),
    images: [DEMO_MUG.images[0]!],
    ...over,
  };
}

/**
 * A WooCommerce site of the demo seller connected to `storeUrl` the way a store does it: the
 * site's authorisation URL carries the signed `user_id`; the store posts its keys with it to
 * users-sites' callback.
 */
export async function connectWooSite(env: CatalogTestEnv, seller: UserContext, storeUrl: string, keys: { consumer_key: string; consumer_secret: string }): Promise<string> {
  const created = await env.usersSites.call(
    `mutation ($d: String) { createSite(title: "Seller Woo", domain: $d, platform: "woocommerce", isConnect: true) { id authUrl } }`,
    { d: storeUrl },
    seller,
  );
  expect(created.errors).toBeUndefined();
  const { id, authUrl } = created.data.createSite as { id: string; authUrl: string };
  const userId = new URL(authUrl).searchParams.get('user_id');
  const callback = await fetch(`${env.usersSites.baseUrl}/oauth/woocommerce/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: 1, user_id: userId, ...keys, key_permissions: 'read_write' }),
  });
  expect(callback.status).toBeLessThan(400);
  return id;
}

/** Polls until `check` returns a value. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
