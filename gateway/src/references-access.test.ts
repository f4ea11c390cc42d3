import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA, DEMO_PRODUCT_TYPE_IDS, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { startCatalogTestEnv, type CatalogTestEnv } from '@pod/catalog/testing';
import { startFederatedTestGateway, type FederatedTestGateway } from './testing/federated-test-gateway';

/**
 * ARCHITECTURE §5 "entity references obey the same rules as queries", through the composed
 * gateway and the real users-sites, catalog and artworks subgraphs: a User reached from another
 * subgraph shows a reader without users.manage only its id and name.
 */
const JWT_SECRET = 'references-access-jwt-secret';

let env: CatalogTestEnv;
let gateway: FederatedTestGateway;
const query: FederatedTestGateway['query'] = (...args) => gateway.query(...args);

const PRIVATE = 'email phone address roles { name } status';
const HIDDEN = { email: null, phone: null, address: null, roles: null, status: null };

beforeAll(async () => {
  env = await startCatalogTestEnv();
  gateway = await startFederatedTestGateway(env, { jwtSecret: JWT_SECRET });
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await env?.stop();
});

describe('a User reached through another subgraph', () => {
  it("shows a category's creator to a Listing and a Seller as id and name only", async () => {
    for (const viewer of [DEMO_USERS.listing, DEMO_USERS.seller]) {
      const res = await query(viewer, `{ categories { hits { creater { id first_name last_name ${PRIVATE} } } } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data.categories.hits[0].creater).toEqual({ id: DEMO_USERS.admin.id, first_name: DEMO_USERS.admin.first_name, last_name: DEMO_USERS.admin.last_name, ...HIDDEN });
    }
  });

  it("shows an artwork's author to staff without users.manage as id and name only, and whole to the author", async () => {
    const byListing = await query(DEMO_USERS.listing, `{ artworks { hits { author { id first_name ${PRIVATE} } } } }`);
    expect(byListing.errors).toBeUndefined();
    expect(byListing.data.artworks.hits[0].author).toEqual({ id: DEMO_USERS.seller.id, first_name: DEMO_USERS.seller.first_name, ...HIDDEN });
    const byAuthor = await query(DEMO_USERS.seller, `{ artworks { hits { author { id email } } } }`);
    expect(byAuthor.data.artworks.hits[0].author).toEqual({ id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email });
  });

  it('shows the whole creator to an Administrator (users.manage)', async () => {
    const res = await query(DEMO_USERS.admin, `{ categories { hits { creater { id email roles { name } } } } }`);
    expect(res.data.categories.hits[0].creater).toEqual({ id: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, roles: [{ name: 'Administrator' }] });
  });
});

describe('a Site reached through another subgraph', () => {
  it("shows a product's site to a Listing by its title only (not its address or owner); an Administrator sees it whole", async () => {
    const mug = DEMO_PRODUCT_TYPES.find((t) => t.id === DEMO_PRODUCT_TYPE_IDS.mug)!;
    const variants = (await query(DEMO_USERS.seller, `query ($id: ID!) { productTypeVariants(product_type_id: $id) { id retail_cost } }`, { id: mug.id })).data.productTypeVariants;
    const input = {
      site_id: DEMO_SITES.offline.id,
      title: 'Reference check mug',
      product_type_ids: [mug.id],
      variants: variants.map((v: { id: string; retail_cost: number }) => ({ product_type_id: mug.id, product_type_variant_id: v.id, regular_price: v.retail_cost, active: true })),
      print_areas: mug.printAreas.map((a) => ({ product_type_print_area_id: a.id, product_type_id: mug.id, name: a.name, artwork_id: SEED_ARTWORK_IDS[0] })),
      // A picture of its product type: a product may always show those (no media service here).
      images: [DEMO_MEDIA.mug.images[0]!.key],
    };
    const created = await query(DEMO_USERS.seller, `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input });
    expect(created.errors).toBeUndefined();

    const PRODUCTS = `{ products { hits { id site_id site { id title domain user_id webhooks { id } user { id email } } } } }`;
    const listed = async (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => {
      const res = await query(user, PRODUCTS);
      expect(res.errors).toBeUndefined();
      return res.data.products.hits.find((p: { id: string }) => p.id === created.data.createProduct.id);
    };
    expect(await listed(DEMO_USERS.listing)).toEqual({
      id: created.data.createProduct.id,
      site_id: DEMO_SITES.offline.id,
      site: { id: DEMO_SITES.offline.id, title: DEMO_SITES.offline.title, domain: null, user_id: null, webhooks: null, user: null },
    });
    expect((await listed(DEMO_USERS.admin)).site).toEqual({
      id: DEMO_SITES.offline.id, title: DEMO_SITES.offline.title, domain: DEMO_SITES.offline.domain, user_id: DEMO_USERS.seller.id, webhooks: [], user: { id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email },
    });
  });
});
