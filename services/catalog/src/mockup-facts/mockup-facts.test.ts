import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MOCKUP_PRINT_AREAS, DEMO_PRODUCT_TYPE_IDS, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { signUserContext, type RunningService } from '@pod/service-kit';
import { startServiceForTest, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { createCatalogClient } from '@pod/catalog-client';
import { SERVICE_NAME } from '../config';
import { DEMO_PRODUCT_TYPES } from '../database/seed';
import { startCatalogService } from '../index';

/** What the artworks service checks a mockup against, asked over the signed internal route. */

const [tee, mug] = DEMO_PRODUCT_TYPES;
let catalog: ServiceUnderTest<RunningService>;
let sql: pg.Client;

beforeAll(async () => {
  catalog = await startServiceForTest(SERVICE_NAME, startCatalogService, {});
  sql = new pg.Client({ connectionString: catalog.db.url });
  await sql.connect();
}, 60_000);
afterAll(async () => {
  await sql?.end();
  await catalog?.stop();
});

describe('POST /internal/product-types/mockup-facts', () => {
  it('answers each product type’s attributes, print areas and variants, and a product’s owner', async () => {
    const productId = randomUUID().replace(/-/g, '').slice(0, 9);
    await sql.query(`INSERT INTO "catalog"."products" ("id", "title", "permalink", "site_id", "user_id", "product_type_ids") VALUES ($1, 'Tee', $4, $2, $3, $5)`, [
      productId,
      DEMO_SITES.woo.id,
      DEMO_USERS.seller.id,
      `tee-${productId}`,
      JSON.stringify([tee!.id]),
    ]);
    const client = createCatalogClient({ baseUrl: catalog.baseUrl, secret: TEST_INTERNAL_SECRET });
    const facts = await client.mockupFacts([tee!.id, randomUUID(), 'not-an-id'], productId);
    expect(facts.product_types.map((t) => t.id)).toEqual([tee!.id]);
    const [type] = facts.product_types;
    expect(type!.attributes.map((a) => a.slug)).toEqual(['color', 'size']);
    expect(type!.print_areas.map((a) => [a.id, a.name, a.width, a.height])).toEqual(tee!.printAreas.map((a) => [a.id, a.name, a.width, a.height]));
    // 2 colours × 4 sizes, each with its attribute options.
    expect(type!.variants).toHaveLength(8);
    expect(type!.variants[0]!.attributes.map((a) => a.slug)).toEqual(['color', 'size']);
    expect(facts.product).toEqual({ id: productId, user_id: DEMO_USERS.seller.id, product_type_ids: [tee!.id] });

    const none = await client.mockupFacts([mug!.id], 'nope12345');
    expect(none.product).toBeNull();
    expect(none.product_types[0]!.print_areas.map((a) => a.name)).toEqual(['Wrap']);
  });

  it('agrees with the demo mockups’ print areas (the artworks seed places one layer per print area)', () => {
    for (const [shape, areas] of Object.entries(DEMO_MOCKUP_PRINT_AREAS)) {
      const type = DEMO_PRODUCT_TYPES.find((t) => t.id === DEMO_PRODUCT_TYPE_IDS[shape as keyof typeof DEMO_PRODUCT_TYPE_IDS])!;
      expect(areas.map((a) => ({ id: a.id, name: a.name, width: a.width, height: a.height }))).toEqual(type.printAreas.map((a) => ({ id: a.id, name: a.name, width: a.width, height: a.height })));
    }
  });

  it('refuses unsigned calls and unbounded lists', async () => {
    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(`${catalog.baseUrl}/internal/product-types/mockup-facts`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await post({ product_type_ids: [] }, {})).status).toBe(401);
    const tooMany = await post({ product_type_ids: Array.from({ length: 51 }, () => randomUUID()) }, signUserContext(null, TEST_INTERNAL_SECRET));
    expect(tooMany.status).toBe(400);
  });
});
