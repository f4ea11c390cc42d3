import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_TYPE_IDS, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { startCatalogTestEnv, SELLER_ARTWORK_ID, type CatalogTestEnv } from '@pod/catalog/testing';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { startOrdersService } from '@pod/orders';
import { insertOrderFixture, ORDERS_ENTITIES, ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startFederatedTestGateway, type FederatedTestGateway } from './testing/federated-test-gateway';

/**
 * An order (orders subgraph) read through the composed gateway: its product, variant and
 * product type come from the catalog subgraph by federation reference, batched there.
 */
const JWT_SECRET = 'order-references-jwt-secret';

let env: CatalogTestEnv;
let orders: ServiceUnderTest<RunningService>;
let gateway: FederatedTestGateway;
const query: FederatedTestGateway['query'] = (...args) => gateway.query(...args);

beforeAll(async () => {
  env = await startCatalogTestEnv();
  orders = await startServiceForTest('orders', startOrdersService, { env: { USERS_SITES_URL: env.usersSites.service.url } });
  gateway = await startFederatedTestGateway(env, { jwtSecret: JWT_SECRET, ordersUrl: orders.service.url });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await orders?.stop();
  await env?.stop();
});

describe('an order read through the gateway', () => {
  it("resolves the order's product, variant and product type from the catalog, and asks users-sites for its store", async () => {
    const seller = testUser({ ...DEMO_USERS.seller, siteId: DEMO_SITES.offline.id });
    const mug = DEMO_PRODUCT_TYPES.find((type) => type.id === DEMO_PRODUCT_TYPE_IDS.mug)!;
    const typeVariants = (await env.call(`query ($id: ID!) { productTypeVariants(product_type_id: $id) { id retail_cost sale_cost sku } }`, { id: mug.id }, seller)).data.productTypeVariants;
    const created = await env.call(`mutation ($input: ProductInput!) { createProduct(input: $input) { id title variants { id product_type_variant_id } } }`, {
      input: {
        title: 'Best Dad Mug',
        product_type_ids: [mug.id],
        variants: typeVariants.map((v: { id: string; retail_cost: number; sale_cost: number | null }, i: number) => ({
          product_type_id: mug.id, product_type_variant_id: v.id, regular_price: v.retail_cost, price: v.sale_cost, active: true, sorting: i + 1,
        })),
        print_areas: mug.printAreas.map((area) => ({ product_type_print_area_id: area.id, product_type_id: mug.id, name: area.name, artwork_id: SELLER_ARTWORK_ID })),
        images: [mug.images[0]!],
      },
    }, seller);
    expect(created.errors).toBeUndefined();
    const product = created.data.createProduct;
    const variant = product.variants[0];

    const db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
    const { order } = await insertOrderFixture(db, {
      site_id: DEMO_SITES.offline.id, seller_id: DEMO_USERS.seller.id, status: 'pending_review',
      product_id: product.id, product_variant_id: variant.id, product_type_id: mug.id, product_type_variant_id: variant.product_type_variant_id,
    });
    const { order: shipped } = await insertOrderFixture(db, { site_id: DEMO_SITES.offline.id, seller_id: DEMO_USERS.seller.id, status: 'in_production' });
    await db.destroy();

    const res = await query(DEMO_USERS.seller, `query ($id: ID!) { order(id: $id) {
      id detail_label product { id title } variant { id product_type_variant { id sku } } product_type { id title } product_type_variant { id sku }
    } }`, { id: order.id });
    expect(res.errors).toBeUndefined();
    const sku = typeVariants.find((v: { id: string }) => v.id === variant.product_type_variant_id).sku;
    expect(res.data.order).toEqual({
      id: order.id,
      detail_label: 'ReviewDesign',
      product: { id: product.id, title: 'Best Dad Mug' },
      variant: { id: variant.id, product_type_variant: { id: variant.product_type_variant_id, sku } },
      product_type: { id: mug.id, title: mug.title },
      product_type_variant: { id: variant.product_type_variant_id, sku },
    });

    // A Supplier is told an order still in review does not exist, through the gateway too.
    const bySupplier = await query(DEMO_USERS.supplier, `query ($id: ID!) { order(id: $id) { id } }`, { id: order.id });
    expect(bySupplier.errors?.[0]?.message).toBe('Order not found');

    // The order's site by its title to a Supplier, who may read the order but not the site (its
    // address and owner stay hidden); whole to the site's owner.
    const SITE = `query ($id: ID!) { order(id: $id) { site { id title platform domain user_id user { id } } } }`;
    const supplierView = await query(DEMO_USERS.supplier, SITE, { id: shipped.id });
    expect(supplierView.errors).toBeUndefined();
    expect(supplierView.data.order.site).toEqual({ id: DEMO_SITES.offline.id, title: DEMO_SITES.offline.title, platform: 'import', domain: null, user_id: null, user: null });
    const ownerView = await query(DEMO_USERS.seller, SITE, { id: shipped.id });
    expect(ownerView.data.order.site).toMatchObject({ id: DEMO_SITES.offline.id, title: DEMO_SITES.offline.title, user_id: DEMO_USERS.seller.id, user: { id: DEMO_USERS.seller.id } });

    // Tracking asks users-sites where the site's store is: an import site has none, which the Timeline records.
    const tracked = await query(DEMO_USERS.seller, `mutation ($id: ID!) { addTracking(order_id: $id, tracking: { carrier: "UPS", number: "1Z999" }) {
      tracking { carrier number } history { type message }
    } }`, { id: shipped.id });
    expect(tracked.errors).toBeUndefined();
    expect(tracked.data.addTracking.tracking).toEqual({ carrier: 'UPS', number: '1Z999' });
    expect(tracked.data.addTracking.history.at(-1)).toEqual({ type: 'store', message: 'The store did not take the tracking: Import sites have no store to talk to' });
  });
});
