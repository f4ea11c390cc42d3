import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, DESIGN_MESSAGES, type OrderStatus } from '@pod/contracts';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { storeApiFor } from '@pod/store-client';
import { seedWooCatalogue, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { OrderDesignEntity } from '../designs/order-design.entity';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService, type StartOrdersOptions } from '../index';
import { insertOrderFixture, type DesignFixture, type OrderFixture } from '../orders/order-fixture';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity } from '../orders/order.entity';

/**
 * The list's row actions on the orders service, with the stores as @pod/store-fakes (their
 * REST protocols) and media for real (print files). Carrier assignment needs the catalog:
 * assign-carrier.test.ts.
 */

const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => testUser({ ...user, is_supper_admin: false });
const admin = as(DEMO_USERS.admin);
const supporter = as(DEMO_USERS.supporter);
const seller = as(DEMO_USERS.seller);
const supplier = as(DEMO_USERS.supplier);
const otherSeller = testUser({ email: 'other@shop.test', roles: ['Seller'] });
const wooSite = randomUUID();
const shopifySite = randomUUID();

let woo: FakeWooStore;
let shopify: FakeShopStore;
let media: MediaTestEnv;
let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let db: DataSource;

beforeAll(async () => {
  [woo, shopify, media] = await Promise.all([
    startFakeWooStore({ seed: (catalogue, baseUrl) => seedWooCatalogue(catalogue, baseUrl, 1) }),
    startFakeShopifyStore(),
    startMediaTestEnv(),
  ]);
  const storeSites: StartOrdersOptions['storeSites'] = async (siteId) =>
    siteId === shopifySite
      ? { platform: 'shopify', domain: shopify.url, credentials: { kind: 'shopify', access_token: shopify.accessToken } }
      : { platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } };
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { MEDIA_URL: media.service.url, STORE_ALLOWED_ORIGINS: `${woo.url},${shopify.url}` }, extra: { storeSites, storePolicy: { backoffMs: 10, timeoutMs: 5_000 } } });
  call = orders.call;
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await media?.stop();
  await Promise.all([woo?.stop(), shopify?.stop()]);
});

async function newOrder(status: OrderStatus, extra: Partial<OrderFixture> = {}, designs: DesignFixture[] = []) {
  return (await insertOrderFixture(db, { site_id: wooSite, seller_id: seller.id, status, ...extra }, designs)).order;
}

const rowOf = (id: string) => db.getRepository(OrderEntity).findOneByOrFail({ id });
const historyOf = (id: string) => db.getRepository(OrderHistoryEntity).find({ where: { order_id: id }, order: { created_at: 'ASC', id: 'ASC' } });
const code = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;

/** A WooCommerce store order of one line, as the fake store keeps it. */
function wooOrder() {
  const product = [...woo.catalogue.products.values()][0]!;
  return woo.orders.create({ line_items: [{ product_id: product.id }] });
}

async function shopifyOrder(): Promise<number> {
  const api = storeApiFor({ platform: 'shopify', domain: shopify.url, credentials: { kind: 'shopify', access_token: shopify.accessToken } });
  const res = await api.call<{ product: { variants: Array<{ id: number }> } }>({ method: 'POST', endpoint: 'products.json', body: { product: { title: 'Tee', variants: [{ price: '20.00', sku: 'TEE' }] } } });
  return shopify.orders.create({ line_items: [{ variant_id: res.body.product.variants[0]!.id }] }).id;
}

describe('cancelOrder', () => {
  const CANCEL = `mutation($id: ID!, $store: Boolean, $related: Boolean) {
    cancelOrder(order_id: $id, cancel_in_store: $store, with_related: $related) { message order { id status } cancelled refused { order_id message } store_message }
  }`;

  it("without options: the seller cancels their own site's order, only that line, with who did it in the history", async () => {
    const order = await newOrder('accepted', { origin_id: '5001' });
    const sibling = await newOrder('accepted', { origin_id: '5001' });
    const res = await call(CANCEL, { id: order.id }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelOrder).toEqual({ message: 'Order has been cancel', order: { id: order.id, status: 'cancelled' }, cancelled: [order.id], refused: [], store_message: null });
    expect((await rowOf(sibling.id)).status).toBe('accepted');
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'cancel', user_id: seller.id, message: 'Order cancelled (was accepted)' });
  });

  it('is refused for cancelled, in_production, fulfilled and refunded orders', async () => {
    for (const status of ['cancelled', 'in_production', 'fulfilled', 'refunded'] as const) {
      const res = await call(CANCEL, { id: (await newOrder(status)).id }, admin);
      expect.soft(res.errors?.[0], status).toMatchObject({ message: `Order cannot be cancelled while it is ${status}`, extensions: { code: 'CONFLICT' } });
    }
  });

  it("roles: Supporter and Supplier change nothing, another seller's order is not found, the four options are the Administrator's", async () => {
    const order = await newOrder('accepted');
    expect(code(await call(CANCEL, { id: order.id }, supporter))).toBe('FORBIDDEN');
    expect(code(await call(CANCEL, { id: order.id }, supplier))).toBe('FORBIDDEN');
    expect((await call(CANCEL, { id: order.id }, otherSeller)).errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    expect(code(await call(CANCEL, { id: order.id, related: true }, seller))).toBe('FORBIDDEN');
    expect(code(await call(CANCEL, { id: order.id, store: true }, seller))).toBe('FORBIDDEN');
    expect((await rowOf(order.id)).status).toBe('accepted');
  });

  it('with_related also cancels the other lines of the same store order (same site), and says which it could not', async () => {
    const order = await newOrder('accepted', { origin_id: '5002' });
    const review = await newOrder('pending_review', { origin_id: '5002' });
    const producing = await newOrder('in_production', { origin_id: '5002' });
    const otherSite = await newOrder('accepted', { origin_id: '5002', site_id: randomUUID() });
    const res = await call(CANCEL, { id: order.id, related: true }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelOrder).toMatchObject({ message: 'Order has been cancel', store_message: null });
    expect(res.data.cancelOrder.cancelled.sort()).toEqual([order.id, review.id].sort());
    expect(res.data.cancelOrder.refused).toEqual([{ order_id: producing.id, message: 'Order cannot be cancelled while it is in_production' }]);
    expect((await rowOf(review.id)).status).toBe('cancelled');
    expect((await rowOf(producing.id)).status).toBe('in_production');
    expect((await rowOf(otherSite.id)).status).toBe('accepted');
  });

  it('cancel_in_store cancels the WooCommerce order first, then ours', async () => {
    const stored = wooOrder();
    const order = await newOrder('accepted', { origin_id: String(stored.id), name: `#${stored.number}` });
    const res = await call(CANCEL, { id: order.id, store: true }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelOrder).toMatchObject({ order: { status: 'cancelled' }, store_message: `The store cancelled order #${stored.number}` });
    expect(woo.orders.orders.get(stored.id)?.status).toBe('cancelled');
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'cancel', message: 'Order cancelled and in the store (was accepted)', user_id: admin.id });
  });

  it('cancel_in_store with related on Shopify: the store order and every line of it', async () => {
    const storeId = await shopifyOrder();
    const order = await newOrder('pending_review', { site_id: shopifySite, platform: 'shopify', origin_id: String(storeId) });
    const sibling = await newOrder('accepted', { site_id: shopifySite, platform: 'shopify', origin_id: String(storeId) });
    const res = await call(CANCEL, { id: order.id, store: true, related: true }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelOrder.cancelled.sort()).toEqual([order.id, sibling.id].sort());
    expect(shopify.orders.orders.get(storeId)?.cancelled_at).toBeTruthy();
  });

  it("a store refusal cancels nothing here: the store's reason is answered and written to the history", async () => {
    const storeId = await shopifyOrder();
    await shopify.cancelOrder(storeId);
    const order = await newOrder('accepted', { site_id: shopifySite, platform: 'shopify', origin_id: String(storeId) });
    const res = await call(CANCEL, { id: order.id, store: true }, admin);
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/^The store refused: .*Order has already been cancelled/);
    expect((await rowOf(order.id)).status).toBe('accepted');
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'store', user_id: admin.id });

    const missing = await newOrder('accepted', { origin_id: '999999' });
    const gone = await call(CANCEL, { id: missing.id, store: true }, admin);
    expect(gone.errors?.[0]).toMatchObject({ message: 'The store refused: Invalid ID.', extensions: { code: 'CONFLICT' } });
    expect((await rowOf(missing.id)).status).toBe('accepted');
  });
});

describe('enterPayment', () => {
  const PAY = `mutation($id: ID!) { enterPayment(order_id: $id) { message order { id paid paid_at status } } }`;

  it('records the payment once, for an accepted order not yet in production (a paused one by where it was)', async () => {
    const order = await newOrder('accepted', { base_cost: 9.5, quantity: 2, shipping_cost: 4.99 });
    const res = await call(PAY, { id: order.id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.enterPayment).toMatchObject({ message: 'Order has been enter payment', order: { id: order.id, paid: true, status: 'accepted' } });
    expect(Date.parse(res.data.enterPayment.order.paid_at)).not.toBeNaN();
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'payment', user_id: admin.id, message: 'Payment entered: 23.99 USD' });
    expect((await call(PAY, { id: order.id }, admin)).errors?.[0]).toMatchObject({ message: 'Payment has already been entered for this order', extensions: { code: 'CONFLICT' } });
    const paused = await newOrder('pending', { paused_from: 'exported' });
    expect((await call(PAY, { id: paused.id }, admin)).errors).toBeUndefined();
    for (const status of ['pending_review', 'in_production', 'cancelled'] as const) {
      const refused = await call(PAY, { id: (await newOrder(status)).id }, admin);
      expect.soft(refused.errors?.[0], status).toMatchObject({
        message: `Payment can only be entered for an accepted order not yet in production (this one is ${status})`, extensions: { code: 'CONFLICT' },
      });
    }
  });

  it('is the Administrator’s only', async () => {
    const order = await newOrder('accepted');
    for (const user of [seller, supporter, supplier]) expect.soft(code(await call(PAY, { id: order.id }, user))).toBe('FORBIDDEN');
    expect((await rowOf(order.id)).paid_at).toBeNull();
  });
});

describe('deleteOrder', () => {
  const DELETE = `mutation($id: ID!) { deleteOrder(order_id: $id) { message order_id } }`;
  const ORDER = `query($id: ID!) { order(id: $id) { id } }`;
  const HISTORY = `query($id: ID!) { getOrderHistory(order_id: $id) { id } }`;
  const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Order { id } } }`;

  it('soft deletes: the row and its history stay, and no read path shows it any more', async () => {
    const order = await newOrder('error');
    const res = await call(DELETE, { id: order.id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteOrder).toEqual({ message: `Order #${order.id} has been deleted`, order_id: order.id });
    expect(await rowOf(order.id)).toMatchObject({ deleted_by: admin.id, status: 'error' });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'delete', user_id: admin.id });
    for (const user of [admin, supporter, seller]) {
      expect.soft(code(await call(ORDER, { id: order.id }, user))).toBe('NOT_FOUND');
      expect.soft(code(await call(HISTORY, { id: order.id }, user))).toBe('NOT_FOUND');
      expect.soft((await call(ENTITIES, { reps: [{ __typename: 'Order', id: order.id }] }, user)).data._entities).toEqual([null]);
    }
    expect(code(await call(DELETE, { id: order.id }, admin))).toBe('NOT_FOUND');
  });

  it('is the Administrator’s only (Supporter has no delete) and keeps orders the supplier has', async () => {
    const order = await newOrder('accepted');
    for (const user of [seller, supporter, supplier]) expect.soft(code(await call(DELETE, { id: order.id }, user))).toBe('FORBIDDEN');
    expect((await rowOf(order.id)).deleted_at).toBeNull();
    for (const status of ['exported', 'in_production', 'fulfilled'] as const) {
      const refused = await call(DELETE, { id: (await newOrder(status)).id }, admin);
      expect.soft(refused.errors?.[0], status).toMatchObject({ message: `Order cannot be deleted while it is ${status}`, extensions: { code: 'CONFLICT' } });
    }
  });
});

describe('refreshOrder', () => {
  const REFRESH = `mutation($id: ID!) { refreshOrder(order_id: $id) { message order { id shipping_address { city zip } status } } }`;

  it('re-reads the store order and applies it through intake', async () => {
    const stored = wooOrder();
    const order = await newOrder('accepted', { origin_id: String(stored.id), origin_line_id: String(stored.line_items[0]!.id), shipping_address: { city: 'Austin', zip: '78701' } });
    await woo.updateOrder(stored.id, { shipping: { city: 'Dallas', postcode: '75201' } });
    const res = await call(REFRESH, { id: order.id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.refreshOrder).toMatchObject({ message: 'Order has been refreshed', order: { id: order.id, status: 'accepted', shipping_address: { city: 'Dallas', zip: '75201' } } });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ type: 'refresh', user_id: admin.id, message: 'Refreshed from the store (applied)' });

    // a cancellation in the store arrives the same way
    await woo.updateOrder(stored.id, { status: 'cancelled' });
    expect((await call(REFRESH, { id: order.id }, admin)).data.refreshOrder.order.status).toBe('cancelled');
  });

  it("answers the store's reason when it no longer has the order, and is the Administrator's only", async () => {
    const order = await newOrder('accepted', { origin_id: '999998' });
    expect((await call(REFRESH, { id: order.id }, admin)).errors?.[0]).toMatchObject({ message: 'The store refused: Invalid ID.', extensions: { code: 'CONFLICT' } });
    for (const user of [seller, supporter, supplier]) expect.soft(code(await call(REFRESH, { id: order.id }, user))).toBe('FORBIDDEN');
  });
});

describe('updateOrderCustomize', () => {
  const CUSTOMIZE = `mutation($id: ID!, $customize: [OrderCustomizeInput!]!) {
    updateOrderCustomize(id: $id, customize: $customize) { message order { id status personalizedData { printArea personalized { name value } } } designs { id base_print_area_name status } }
  }`;
  const area = (name: string): DesignFixture => ({
    base_print_area_id: randomUUID(), base_print_area_name: name, artwork_id: randomUUID(), artwork_version: 2,
    status: 'Completed', file_id: randomUUID(), file_key: `designs/${randomUUID()}.png`,
  });
  const personalized = [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Ada' }] }, { printArea: 'Back', personalized: [{ name: 'Number', value: '7' }] }];
  const customized = (status: OrderStatus, extra: Partial<OrderFixture> = {}) => newOrder(status, { personalized_data: personalized, ...extra }, [area('Front'), area('Back')]);

  it("changes one print area's values and regenerates only its design", async () => {
    const order = await customized('accepted');
    const res = await call(CUSTOMIZE, { id: order.id, customize: [{ printArea: 'front', personalized: [{ name: 'Name', value: 'Grace' }] }] }, seller);
    expect(res.errors).toBeUndefined();
    const result = res.data.updateOrderCustomize;
    expect(result.message).toBe('Customization saved; the print files are being generated again');
    expect(result.order.status).toBe('processing');
    expect(result.order.personalizedData).toEqual([
      { printArea: 'Front', personalized: [{ name: 'Name', value: 'Grace' }] },
      { printArea: 'Back', personalized: [{ name: 'Number', value: '7' }] },
    ]);
    expect(result.designs).toEqual([expect.objectContaining({ base_print_area_name: 'Front', status: 'Pending' })]);
    const designs = await db.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
    expect(designs.find((design) => design.base_print_area_name === 'Back')?.status).toBe('Completed');
    expect(designs.find((design) => design.base_print_area_name === 'Front')?.request_id).toBeTruthy();
    expect((await historyOf(order.id)).map((entry) => entry.type)).toEqual(expect.arrayContaining(['customize', 'design']));
  });

  it('is refused where Re Generate is: exported, cancelled, production and later, and while the design is generating', async () => {
    const input = [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Grace' }] }];
    for (const status of ['exported', 'cancelled', 'in_production'] as const) {
      const res = await call(CUSTOMIZE, { id: (await customized(status)).id, customize: input }, admin);
      expect.soft(res.errors?.[0], status).toMatchObject({ message: `Customization cannot be changed for an order that is ${status}`, extensions: { code: 'CONFLICT' } });
    }
    const generating = await newOrder('processing', { personalized_data: personalized }, [{ ...area('Front'), status: 'Pending' }]);
    expect((await call(CUSTOMIZE, { id: generating.id, customize: input }, admin)).errors?.[0]).toMatchObject({ message: DESIGN_MESSAGES.stillGenerating, extensions: { code: 'CONFLICT' } });
    const order = await customized('accepted');
    expect((await call(CUSTOMIZE, { id: order.id, customize: [{ printArea: 'Sleeve', personalized: [] }] }, admin)).errors?.[0]).toMatchObject({
      message: 'This order has no print area named Sleeve', extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    expect(code(await call(CUSTOMIZE, { id: order.id, customize: [{ printArea: 'Front', personalized: tooMany }] }, admin))).toBe('BAD_USER_INPUT');
    expect((await rowOf(order.id)).personalized_data).toEqual(personalized);
  });

  it("roles: Supporter and Supplier may not; another seller's order is not found", async () => {
    const order = await customized('accepted');
    const input = [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Eve' }] }];
    expect(code(await call(CUSTOMIZE, { id: order.id, customize: input }, supporter))).toBe('FORBIDDEN');
    expect(code(await call(CUSTOMIZE, { id: order.id, customize: input }, supplier))).toBe('FORBIDDEN');
    expect(code(await call(CUSTOMIZE, { id: order.id, customize: input }, otherSeller))).toBe('NOT_FOUND');
  });
});

describe('updateOrderPrintFiles', () => {
  const SAVE = `mutation($id: ID!, $files: [OrderPrintFileInput!]!, $ready: Boolean) {
    updateOrderPrintFiles(order_id: $id, print_files: $files, is_ready: $ready) { message order { id status } designs { id file_id is_custom status } }
  }`;
  /** A 1×1 PNG: media reads its pixel size; the preflight flags it, which does not stop a save. */
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  let file: string;
  const design = (name: string): DesignFixture => ({ base_print_area_id: randomUUID(), base_print_area_name: name, artwork_id: randomUUID(), artwork_version: 1, status: 'Completed', file_id: randomUUID() });

  beforeAll(async () => {
    file = (await media.upload(seller, PNG, 'image/png', 'print_front.png')).data.createFile.id;
  }, 30_000);

  it('saves the files of a sup_rejected order, and Save and Ready moves it to ready', async () => {
    const order = await newOrder('sup_rejected', {}, [design('Front')]);
    const saved = await call(SAVE, { id: order.id, files: [{ print_area: 'front', file_id: file }] }, seller);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateOrderPrintFiles).toMatchObject({ message: 'Print files saved', order: { status: 'sup_rejected' }, designs: [{ file_id: file, is_custom: true, status: 'Completed' }] });
    const failed = await newOrder('sup_failed', {}, [design('Front')]);
    const [row] = await db.getRepository(OrderDesignEntity).findBy({ order_id: failed.id });
    const ready = await call(SAVE, { id: failed.id, files: [{ design_id: row!.id, file_id: file }], ready: true }, admin);
    expect(ready.errors).toBeUndefined();
    expect(ready.data.updateOrderPrintFiles).toMatchObject({ message: 'Print files saved and the order is ready', order: { status: 'ready' } });
    expect((await historyOf(failed.id)).at(-1)).toMatchObject({ type: 'status', user_id: admin.id });
  });

  it('is refused outside sup_rejected / sup_failed, for files not checked like uploads, and for a design the order does not have', async () => {
    const accepted = await newOrder('accepted', {}, [design('Front')]);
    expect((await call(SAVE, { id: accepted.id, files: [{ print_area: 'Front', file_id: file }], ready: true }, admin)).errors?.[0]).toMatchObject({
      message: 'Print files can only be saved and made ready when the supplier rejected them or failed (sup_rejected, sup_failed)', extensions: { code: 'CONFLICT' },
    });
    const order = await newOrder('sup_rejected', {}, [design('Front')]);
    const theirs = (await media.upload(otherSeller, PNG, 'image/png', 'theirs.png')).data.createFile.id;
    expect((await call(SAVE, { id: order.id, files: [{ print_area: 'Front', file_id: theirs }] }, seller)).errors?.[0]).toMatchObject({ message: 'File not found', extensions: { code: 'BAD_USER_INPUT' } });
    const badName = (await media.upload(seller, PNG, 'image/png', 'my-print.png')).data.createFile.id;
    expect((await call(SAVE, { id: order.id, files: [{ print_area: 'Front', file_id: badName }] }, seller)).errors?.[0]).toMatchObject({ message: 'File name cannot contain empty space or any special characters' });
    expect((await call(SAVE, { id: order.id, files: [{ print_area: 'Sleeve', file_id: file }] }, seller)).errors?.[0]).toMatchObject({ message: 'Name a design or a print area of this order for each print file' });
    expect(code(await call(SAVE, { id: order.id, files: [{ print_area: 'Front', file_id: file }] }, supplier))).toBe('FORBIDDEN');
    expect((await rowOf(order.id)).status).toBe('sup_rejected');
  });
});
