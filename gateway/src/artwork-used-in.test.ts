import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA, DEMO_PRODUCT_TYPE_IDS, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { testUser } from '@pod/service-kit/testing';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { startCatalogTestEnv, type CatalogTestEnv } from '@pod/catalog/testing';
import { startFederatedTestGateway, type FederatedTestGateway } from './testing/federated-test-gateway';

/**
 * `Artwork.usedIn` (spec 002 §2.4 "Used in N campaign(s)"): the artworks subgraph owns the
 * artwork, the catalog contributes the count of products printing it, and the gateway joins
 * them. The count only covers products the reader may read.
 */
const JWT_SECRET = 'artwork-used-in-jwt-secret';
type Person = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

let env: CatalogTestEnv;
let gateway: FederatedTestGateway;
const query: FederatedTestGateway['query'] = (...args) => gateway.query(...args);

const USED_IN = `{ artworks(pageSize: 24) { hits { id usedIn } } }`;
const usedInOf = async (user: Person) => {
  const res = await query(user, USED_IN);
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data.artworks.hits.map((h: { id: string; usedIn: number }) => [h.id, h.usedIn]));
};

beforeAll(async () => {
  env = await startCatalogTestEnv();
  gateway = await startFederatedTestGateway(env, { jwtSecret: JWT_SECRET });
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await env?.stop();
});

describe('Artwork.usedIn through the gateway', () => {
  it('counts the products printing an artwork, once per product, over what the reader may read', async () => {
    const [used, unused] = SEED_ARTWORK_IDS;
    expect(await usedInOf(DEMO_USERS.seller)).toMatchObject({ [used]: 0, [unused]: 0 });

    const mug = DEMO_PRODUCT_TYPES.find((t) => t.id === DEMO_PRODUCT_TYPE_IDS.mug)!;
    const tee = DEMO_PRODUCT_TYPES.find((t) => t.id === DEMO_PRODUCT_TYPE_IDS.tee)!;
    const variants = async (typeId: string) =>
      (await query(DEMO_USERS.seller, `query ($id: ID!) { productTypeVariants(product_type_id: $id) { id retail_cost } }`, { id: typeId })).data.productTypeVariants;
    const productOf = async (type: typeof mug, title: string) => ({
      site_id: DEMO_SITES.offline.id,
      title,
      product_type_ids: [type.id],
      variants: (await variants(type.id)).map((v: { id: string; retail_cost: number }) => ({ product_type_id: type.id, product_type_variant_id: v.id, regular_price: v.retail_cost, active: true })),
      // Every print area prints the same artwork: the product still counts once.
      print_areas: type.printAreas.map((a) => ({ product_type_print_area_id: a.id, product_type_id: type.id, name: a.name, artwork_id: used })),
      // A picture of its product type: a product may always show those (no media service here).
      images: [DEMO_MEDIA[type.id === mug.id ? 'mug' : 'tee'].images[0]!.key],
    });
    for (const input of [await productOf(mug, 'Used-in mug'), await productOf(tee, 'Used-in tee')]) {
      const created = await query(DEMO_USERS.seller, `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input });
      expect(created.errors).toBeUndefined();
    }

    expect(await usedInOf(DEMO_USERS.seller)).toMatchObject({ [used]: 2, [unused]: 0 });
    // Staff who read every product count them too.
    expect(await usedInOf(DEMO_USERS.admin)).toMatchObject({ [used]: 2, [unused]: 0 });
    expect(await usedInOf(DEMO_USERS.listing)).toMatchObject({ [used]: 2 });
    // Designs read every artwork but no products: they count none.
    expect(await usedInOf(DEMO_USERS.designer)).toMatchObject({ [used]: 0 });
  });

  it("answers a reference straight to the catalog with the caller's own products only", async () => {
    // What the gateway sends the catalog for an artwork: another seller counts none of the demo seller's products.
    const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Artwork { id usedIn } } }`;
    const representations = [{ __typename: 'Artwork', id: SEED_ARTWORK_IDS[0] }];
    const stranger = testUser({ id: '20000000-0000-4000-8000-000000000001', roles: ['Seller'] });
    const asStranger = await env.call(ENTITIES, { r: representations }, stranger);
    expect(asStranger.errors).toBeUndefined();
    expect(asStranger.data._entities).toEqual([{ id: SEED_ARTWORK_IDS[0], usedIn: 0 }]);
    const asOwner = await env.call(ENTITIES, { r: representations }, testUser(DEMO_USERS.seller));
    expect(asOwner.data._entities).toEqual([{ id: SEED_ARTWORK_IDS[0], usedIn: 2 }]);
    const anonymous = await env.call(ENTITIES, { r: representations }, null);
    expect(anonymous.data._entities).toEqual([{ id: SEED_ARTWORK_IDS[0], usedIn: 0 }]);
  });
});
