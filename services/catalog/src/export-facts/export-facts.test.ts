import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { signUserContext, type RunningService } from '@pod/service-kit';
import { startServiceForTest, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { DEMO_PRODUCT_TYPES } from '../database/seed';
import { startCatalogService } from '../index';
import { MAX_EXPORT_FACT_IDS } from './export-facts.routes';

/** The names an order export prints, asked by orders over the signed internal route. */

const MEDIA = 'http://media.test';
const [tee] = DEMO_PRODUCT_TYPES;
let catalog: ServiceUnderTest<RunningService>;
let sql: pg.Client;

beforeAll(async () => {
  catalog = await startServiceForTest(SERVICE_NAME, startCatalogService, { env: { PUBLIC_MEDIA_URL: MEDIA } });
  sql = new pg.Client({ connectionString: catalog.db.url });
  await sql.connect();
}, 60_000);
afterAll(async () => {
  await sql?.end();
  await catalog?.stop();
});

const post = (body: unknown, headers: Record<string, string> = signUserContext(null, TEST_INTERNAL_SECRET)) =>
  fetch(`${catalog.baseUrl}/internal/product-types/export-facts`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A product of the demo seller with one variant of the tee's first type variant. */
async function productVariant(image: string | null): Promise<{ id: string; typeVariantId: string }> {
  const productId = randomUUID().replace(/-/g, '').slice(0, 9);
  await sql.query(`INSERT INTO "catalog"."products" ("id", "title", "permalink", "site_id", "user_id") VALUES ($1, 'Tee', $4, $2, $3)`, [productId, DEMO_SITES.woo.id, DEMO_USERS.seller.id, `tee-${productId}`]);
  const typeVariant = (await sql.query<{ id: string }>(`SELECT id FROM "catalog"."product_type_variants" WHERE product_type_id = $1 ORDER BY sorting, id LIMIT 1`, [tee!.id])).rows[0]!;
  const variant = await sql.query<{ id: string }>(
    `INSERT INTO "catalog"."product_variants" ("product_id", "product_type_id", "product_type_variant_id", "regular_price", "image") VALUES ($1, $2, $3, 20, $4) RETURNING id`,
    [productId, tee!.id, typeVariant.id, image],
  );
  return { id: variant.rows[0]!.id, typeVariantId: typeVariant.id };
}

describe('POST /internal/product-types/export-facts', () => {
  it('answers the product types, type variant attributes and mockup URLs that exist, and nothing else', async () => {
    const withImage = await productVariant('u/someone/mockups/tee black.png');
    const withStoreImage = await productVariant('https://store.example.com/tee.png');
    const without = await productVariant(null);
    const missing = randomUUID();
    const res = await post({
      product_type_ids: [tee!.id, missing, tee!.id],
      product_type_variant_ids: [withImage.typeVariantId, missing],
      product_variant_ids: [withImage.id, withStoreImage.id, without.id, missing],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    // print areas in the type's own order (Front, Back), not by name: the CSV's positions follow it
    expect(body.product_types).toEqual([{ id: tee!.id, title: tee!.title, sku: tee!.sku, print_areas: tee!.printAreas.map((a) => ({ id: a.id, name: a.name })) }]);
    expect(tee!.printAreas.map((a) => a.name)).toEqual(['Front', 'Back']);
    expect(body.variants).toHaveLength(1);
    expect(body.variants[0].id).toBe(withImage.typeVariantId);
    // In the product type's attribute order, names and options only.
    expect(body.variants[0].attributes.map((a: { name: string }) => a.name)).toEqual(tee!.attributes.map((a) => a.name));
    for (const [index, attribute] of (body.variants[0].attributes as Array<{ name: string; option: string }>).entries()) {
      expect(Object.keys(attribute).sort()).toEqual(['name', 'option']);
      expect(tee!.attributes[index]!.options).toContain(attribute.option);
    }
    expect(body.product_variants).toEqual(
      expect.arrayContaining([
        { id: withImage.id, mockup_url: `${MEDIA}/img/auto/u/someone/mockups/tee%20black.png` },
        { id: withStoreImage.id, mockup_url: 'https://store.example.com/tee.png' },
      ]),
    );
    expect(body.product_variants).toHaveLength(2);
  });

  it('refuses unsigned callers, and lists that are too long, not lists or not uuids', async () => {
    expect((await post({ product_type_ids: [tee!.id] }, {})).status).toBe(401);
    expect((await post({ product_type_ids: [tee!.id] }, signUserContext(null, 'another secret'))).status).toBe(401);
    const tooMany = Array.from({ length: MAX_EXPORT_FACT_IDS + 1 }, () => randomUUID());
    for (const body of [{ product_type_ids: tooMany }, { product_variant_ids: 'x' }, { product_type_variant_ids: ['not-a-uuid'] }, { product_type_ids: [42] }]) {
      const res = await post(body);
      expect.soft(res.status).toBe(400);
      expect.soft((await res.json()).error).toMatch(/at most 1000 ids, each a uuid/);
    }
    const full = await post({ product_type_ids: tooMany.slice(1) });
    expect(full.status).toBe(200);
    expect((await full.json()).product_types).toEqual([]);
  });
});

describe('GET /internal/product-types/print-area-names', () => {
  it('lists each print-area name once (any case), in print-area order, to signed callers only', async () => {
    const url = `${catalog.baseUrl}/internal/product-types/print-area-names`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: signUserContext(null, TEST_INTERNAL_SECRET) });
    expect(res.status).toBe(200);
    const { names } = (await res.json()) as { names: string[] };
    const demo = [...new Set(DEMO_PRODUCT_TYPES.flatMap((type) => type.printAreas.map((a) => a.name)))];
    expect([...names].sort()).toEqual([...demo].sort());
    expect(names.indexOf('Front')).toBeLessThan(names.indexOf('Back'));
  });
});
