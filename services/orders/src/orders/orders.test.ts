import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransition, DEMO_USERS, ORDER_STATUSES, type OrderStatus } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { seedWooCatalogue, startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService, type StartOrdersOptions } from '../index';
import { insertOrderFixture, type OrderFixture } from './order-fixture';
import { OrderEntity } from './order.entity';

const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => testUser({ ...user, is_supper_admin: false });
const admin = as(DEMO_USERS.admin);
const supporter = as(DEMO_USERS.supporter);
const seller = as(DEMO_USERS.seller);
const supplier = as(DEMO_USERS.supplier);
const otherSeller = testUser({ email: 'other@shop.test', roles: ['Seller'] });
const listing = testUser(['Listing']);
const siteId = randomUUID();

let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let db: DataSource;
let woo: FakeWooStore;

beforeAll(async () => {
  woo = await startFakeWooStore({ seed: (catalogue, baseUrl) => seedWooCatalogue(catalogue, baseUrl, 1) });
  const storeSites: StartOrdersOptions['storeSites'] = async () => ({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } });
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { STORE_ALLOWED_ORIGINS: woo.url }, extra: { storeSites } });
  call = orders.call;
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
});

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await woo?.stop();
});

/** An order of the demo seller's site, as intake writes it. */
async function newOrder(status: OrderStatus, extra: Partial<OrderFixture> = {}) {
  const { order } = await insertOrderFixture(db, { site_id: siteId, seller_id: seller.id, status, ...extra });
  return order;
}

const setStatus = (id: string, status: OrderStatus, pausedFrom: OrderStatus | null = null) =>
  db.getRepository(OrderEntity).update({ id }, { status, paused_from: pausedFrom });

const STATUS = `mutation($id: ID!, $status: String!) { updateOrderStatus(order_id: $id, status: $status) { id status paused paused_from detail_label } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(order_id: $id) { message order { id status } } }`;
const PAUSE = `mutation($id: ID!) { pauseOrder(order_id: $id) { message order { id status paused paused_from detail_label } } }`;
const RESUME = `mutation($id: ID!) { resumeOrder(order_id: $id) { message order { id status paused paused_from } } }`;
const HISTORY = `query($id: ID!) { getOrderHistory(order_id: $id) { type message user { id } order { id } } }`;

describe('updateOrderStatus', () => {
  it('moves along every edge of the graph and refuses every other pair with a clear message', async () => {
    for (const from of ORDER_STATUSES.filter((status) => status !== 'pending')) {
      const order = await newOrder(from);
      for (const to of ORDER_STATUSES.filter((status) => status !== 'pending')) {
        await setStatus(order.id, from);
        const res = await call(STATUS, { id: order.id, status: to }, admin);
        if (canTransition(from, to)) {
          expect.soft(res.errors, `${from} → ${to}`).toBeUndefined();
          expect.soft(res.data?.updateOrderStatus.status, `${from} → ${to}`).toBe(to);
        } else {
          expect.soft(res.errors?.[0], `${from} → ${to}`).toMatchObject({ message: `Order status cannot change from ${from} to ${to}`, extensions: { code: 'CONFLICT' } });
        }
      }
    }
  });

  it('writes who changed what to the history', async () => {
    const order = await newOrder('pending_review');
    await call(STATUS, { id: order.id, status: 'accepted' }, seller);
    const res = await call(HISTORY, { id: order.id }, seller);
    expect(res.data.getOrderHistory).toEqual([
      { type: 'intake', message: `Order ${order.name} received from the store`, user: null, order: { id: order.id } },
      { type: 'status', message: 'Status changed from pending_review to accepted', user: { id: seller.id }, order: { id: order.id } },
    ]);
  });

  it('accepts or rejects from review only when every design is Completed with a file (spec 000 §4)', async () => {
    const { order } = await insertOrderFixture(db, { site_id: siteId, seller_id: seller.id, status: 'pending_review' }, [
      { base_print_area_id: 'front', base_print_area_name: 'Front', status: 'Completed', file_id: randomUUID() },
      { base_print_area_id: 'back', base_print_area_name: 'Back', status: 'Error', log: 'font missing' },
    ]);
    for (const status of ['accepted', 'rejected']) {
      expect.soft((await call(STATUS, { id: order.id, status }, admin)).errors?.[0]).toMatchObject({ message: 'Every design must have a completed print file first', extensions: { code: 'CONFLICT' } });
    }
    await db.query(`UPDATE "orders"."order_designs" SET status = 'Completed', file_id = $2, log = NULL WHERE order_id = $1`, [order.id, randomUUID()]);
    expect((await call(STATUS, { id: order.id, status: 'rejected' }, admin)).data.updateOrderStatus.status).toBe('rejected');
    expect((await call(STATUS, { id: order.id, status: 'accepted' }, admin)).data.updateOrderStatus.status).toBe('accepted');
  });

  it('refuses an unknown status', async () => {
    const order = await newOrder('accepted');
    const res = await call(STATUS, { id: order.id, status: 'shipped' }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: 'Unknown order status shipped', extensions: { code: 'BAD_USER_INPUT', field: 'status' } });
  });
});

describe('pause and resume', () => {
  it('pauses to pending remembering the status, and resumes back to it', async () => {
    const order = await newOrder('accepted');
    const paused = await call(PAUSE, { id: order.id }, seller);
    expect(paused.data.pauseOrder).toEqual({ message: 'Order has been paused', order: { id: order.id, status: 'pending', paused: true, paused_from: 'accepted', detail_label: 'OnHold' } });
    expect((await call(PAUSE, { id: order.id }, seller)).errors?.[0].message).toBe('Order cannot be paused while it is pending');
    const resumed = await call(RESUME, { id: order.id }, seller);
    expect(resumed.data.resumeOrder).toEqual({ message: 'Order has been resumed', order: { id: order.id, status: 'accepted', paused: false, paused_from: null } });
    expect((await call(RESUME, { id: order.id }, seller)).errors?.[0]).toMatchObject({ message: 'Order is not paused', extensions: { code: 'CONFLICT' } });
    const types = (await call(HISTORY, { id: order.id }, seller)).data.getOrderHistory.map((h: { type: string }) => h.type);
    expect(types).toEqual(['intake', 'pause', 'resume']);
  });

  it('refuses to pause in production and later', async () => {
    for (const status of ['in_production', 'fulfilled', 'refunded', 'cancelled'] as const) {
      const order = await newOrder(status);
      expect((await call(PAUSE, { id: order.id }, admin)).errors?.[0].message).toBe(`Order cannot be paused while it is ${status}`);
    }
  });

  it('through updateOrderStatus: pending pauses, the remembered status resumes, anything else is refused', async () => {
    const order = await newOrder('pending_review');
    expect((await call(STATUS, { id: order.id, status: 'pending' }, admin)).data.updateOrderStatus).toMatchObject({ status: 'pending', paused_from: 'pending_review' });
    expect((await call(STATUS, { id: order.id, status: 'accepted' }, admin)).errors?.[0].message).toBe('Order status cannot change from pending to accepted');
    expect((await call(STATUS, { id: order.id, status: 'pending_review' }, admin)).data.updateOrderStatus).toMatchObject({ status: 'pending_review', paused: false });
  });
});

describe('cancelOrder', () => {
  it('cancels with the spec message and refuses cancelled, in_production, fulfilled', async () => {
    const order = await newOrder('pending_review');
    expect((await call(CANCEL, { id: order.id }, seller)).data.cancelOrder).toEqual({ message: 'Order has been cancel', order: { id: order.id, status: 'cancelled' } });
    for (const status of ['cancelled', 'in_production', 'fulfilled'] as const) {
      const refused = await newOrder(status);
      expect((await call(CANCEL, { id: refused.id }, admin)).errors?.[0]).toMatchObject({ message: `Order cannot be cancelled while it is ${status}`, extensions: { code: 'CONFLICT' } });
    }
  });

  it('cancels a paused order by the status it was paused from', async () => {
    const order = await newOrder('pending', { paused_from: 'accepted' });
    expect((await call(CANCEL, { id: order.id }, admin)).data.cancelOrder.order.status).toBe('cancelled');
  });
});

describe('updateCustomerInfo', () => {
  const MUTATION = `mutation($id: ID!, $info: CustomerInfoInput!) {
    updateCustomerInfo(order_id: $id, customer_info: $info) {
      id customer { first_name last_name email phone } shipping_address { first_name last_name phone address1 address2 city state state_code zip country country_code company }
    }
  }`;
  const shipping = {
    first_name: 'Ada', last_name: 'Lovelace', phone: '+44 20 7946 0000', address1: '12 St James Sq', address2: '', city: 'London',
    state: 'Greater London', state_code: 'LND', zip: 'SW1Y 4JH', country: 'United Kingdom', country_code: 'GB', company: 'Analytical Engines',
  };

  it('saves the shipping address and the customer contact', async () => {
    const order = await newOrder('accepted');
    const res = await call(MUTATION, { id: order.id, info: { shipping, customer: { email: 'ada@example.com' } } }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCustomerInfo.shipping_address).toEqual({ ...shipping, address2: null });
    expect(res.data.updateCustomerInfo.customer).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' });
    const history = (await call(HISTORY, { id: order.id }, seller)).data.getOrderHistory;
    expect(history.at(-1)).toMatchObject({ type: 'shipping', user: { id: seller.id } });
  });

  it('requires the list set (last name, address 1, city, state code, country code) and names the blank field', async () => {
    const order = await newOrder('accepted');
    const required: Record<string, string> = { last_name: 'Last name', address1: 'Address 1', city: 'City', state_code: 'State code', country_code: 'Country code' };
    for (const [field, label] of Object.entries(required)) {
      const res = await call(MUTATION, { id: order.id, info: { shipping: { ...shipping, [field]: '  ' } } }, seller);
      expect.soft(res.errors?.[0], field).toMatchObject({ message: `${label} can't be blank.`, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // the detail form's longer list is the client's; the server takes the list drawer's shorter one
    const listOnly = await call(MUTATION, { id: order.id, info: { shipping: { ...shipping, first_name: '', phone: '', state: '', zip: '', country: '' } } }, seller);
    expect(listOnly.errors).toBeUndefined();
    const long = await call(MUTATION, { id: order.id, info: { shipping: { ...shipping, country_code: 'GBRUKX' } } }, seller);
    expect(long.errors?.[0]).toMatchObject({ message: 'Country code max 5 character', extensions: { field: 'country_code' } });
    const optional = await call(MUTATION, { id: order.id, info: { shipping: { ...shipping, company: null, address2: null } } }, seller);
    expect(optional.errors).toBeUndefined();
    const tooLong = await call(MUTATION, { id: order.id, info: { shipping: { ...shipping, city: 'x'.repeat(256) } } }, seller);
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is refused for exported or cancelled orders (also while paused from exported)', async () => {
    for (const [status, pausedFrom] of [['exported', null], ['cancelled', null], ['pending', 'exported']] as const) {
      const order = await newOrder(status, { paused_from: pausedFrom });
      const res = await call(MUTATION, { id: order.id, info: { shipping } }, admin);
      expect.soft(res.errors?.[0]).toMatchObject({ message: `Shipping info cannot be saved for an order that is ${pausedFrom ?? status}`, extensions: { code: 'CONFLICT' } });
    }
  });
});

describe('addTracking', () => {
  const MUTATION = `mutation($id: ID!, $tracking: TrackingInput!) { addTracking(order_id: $id, tracking: $tracking) { id carrier { name } tracking { carrier number url } detail_label } }`;
  const tracking = { carrier: 'USPS', number: '9400100000000000000000', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000' };

  it('saves tracking in production, writes history and leaves the shopper a note in the WooCommerce store', async () => {
    const [productId] = [...woo.catalogue.products.keys()];
    const storeOrder = woo.orders.create({ line_items: [{ product_id: productId }] });
    const order = await newOrder('in_production', { origin_id: String(storeOrder.id) });
    const res = await call(MUTATION, { id: order.id, tracking }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.addTracking).toEqual({ id: order.id, carrier: { name: 'USPS' }, tracking, detail_label: 'InProduction' });
    const notes = woo.orders.notes.get(storeOrder.id) ?? [];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ customer_note: true });
    expect(notes[0].note).toContain('9400100000000000000000');
    const history = (await call(HISTORY, { id: order.id }, seller)).data.getOrderHistory;
    expect(history.slice(-2).map((h: { type: string }) => h.type)).toEqual(['tracking', 'store']);
    expect(history.at(-1).message).toMatch(/^Tracking sent to the store \(\d+\)$/);
  });

  it('keeps the tracking and records the store\'s refusal when the store does not know the order', async () => {
    const order = await newOrder('fulfilled', { origin_id: '999999999' });
    const res = await call(MUTATION, { id: order.id, tracking }, admin);
    expect(res.data.addTracking.detail_label).toBe('Fulfilled');
    const history = (await call(HISTORY, { id: order.id }, admin)).data.getOrderHistory;
    expect(history.at(-1).message).toMatch(/^The store did not take the tracking: /);
  });

  it('is refused before production and without a carrier or number', async () => {
    for (const status of ['accepted', 'exported', 'pending_review', 'cancelled'] as const) {
      const order = await newOrder(status);
      expect.soft((await call(MUTATION, { id: order.id, tracking }, admin)).errors?.[0].message).toBe('Tracking can only be added to an order in production or fulfilled');
    }
    const order = await newOrder('in_production');
    expect((await call(MUTATION, { id: order.id, tracking: { ...tracking, carrier: ' ' } }, admin)).errors?.[0]).toMatchObject({ message: "Carrier can't be blank.", extensions: { field: 'carrier' } });
    expect((await call(MUTATION, { id: order.id, tracking: { ...tracking, number: '' } }, admin)).errors?.[0]).toMatchObject({ message: "Tracking number can't be blank." });
  });
});

describe('comments', () => {
  const CREATE = `mutation($id: ID!, $comment: String!) { createComment(order_id: $id, comment: $comment) { id order_id comment author { id } } }`;
  const LIST = `query($id: ID!) { orderComment(order_id: $id) { comment author { id } created_at } }`;

  it('adds comments (Supporters too), refuses empty ones, lists them oldest first', async () => {
    const order = await newOrder('pending_review');
    expect((await call(CREATE, { id: order.id, comment: '   ' }, seller)).errors?.[0]).toMatchObject({ message: 'Comment cannot be empty', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await call(CREATE, { id: order.id, comment: ' Check the name spelling ' }, seller)).data.createComment).toMatchObject({ order_id: order.id, comment: 'Check the name spelling', author: { id: seller.id } });
    expect((await call(CREATE, { id: order.id, comment: 'Looks good' }, supporter)).errors).toBeUndefined();
    const list = (await call(LIST, { id: order.id }, admin)).data.orderComment;
    expect(list.map((c: { comment: string; author: { id: string } }) => [c.comment, c.author.id])).toEqual([['Check the name spelling', seller.id], ['Looks good', supporter.id]]);
    expect((await call(CREATE, { id: order.id, comment: 'hi' }, supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(CREATE, { id: order.id, comment: 'hi' }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('who reads which order', () => {
  const READS = {
    order: `query($id: ID!) { order(id: $id) { id } }`,
    orderById: `query($id: ID!) { orderById(id: $id) { id } }`,
    getOrderHistory: `query($id: ID!) { getOrderHistory(order_id: $id) { id } }`,
    orderComment: `query($id: ID!) { orderComment(order_id: $id) { id } }`,
  };
  const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Order { id status } } }`;

  async function reads(user: ReturnType<typeof testUser> | null, id: string) {
    const result: Record<string, string | true> = {};
    for (const [name, query] of Object.entries(READS)) {
      const res = await call(query, { id }, user);
      result[name] = res.errors?.[0]?.extensions?.code ?? true;
    }
    const entities = await call(ENTITIES, { reps: [{ __typename: 'Order', id }] }, user);
    const entity = entities.data?._entities?.[0];
    result._entities = entity?.id === id ? true : entity === null ? 'null' : String(entities.errors?.[0]?.extensions?.code);
    return result;
  }

  const SEEN = { order: true, orderById: true, getOrderHistory: true, orderComment: true, _entities: true };
  const HIDDEN = { order: 'NOT_FOUND', orderById: 'NOT_FOUND', getOrderHistory: 'NOT_FOUND', orderComment: 'NOT_FOUND', _entities: 'null' };

  it('Administrator and Supporter read every order', async () => {
    const order = await newOrder('processing', { seller_id: otherSeller.id });
    expect(await reads(admin, order.id)).toEqual(SEEN);
    expect(await reads(supporter, order.id)).toEqual(SEEN);
  });

  it('a Seller reads their own sites\' orders only', async () => {
    const mine = await newOrder('processing');
    const theirs = await newOrder('processing', { seller_id: otherSeller.id });
    expect(await reads(seller, mine.id)).toEqual(SEEN);
    expect(await reads(seller, theirs.id)).toEqual(HIDDEN);
    expect(await reads(otherSeller, theirs.id)).toEqual(SEEN);
  });

  it('a Supplier reads orders from accepted onwards and nothing before', async () => {
    for (const status of ['accepted', 'exported', 'ready', 'in_production', 'fulfilled', 'refunded'] as const) {
      expect.soft(await reads(supplier, (await newOrder(status)).id), status).toEqual(SEEN);
    }
    for (const status of ['processing', 'pending_review', 'rejected', 'error', 'cancelled'] as const) {
      expect.soft(await reads(supplier, (await newOrder(status)).id), status).toEqual(HIDDEN);
    }
    expect(await reads(supplier, (await newOrder('pending', { paused_from: 'exported' })).id)).toEqual(SEEN);
    expect(await reads(supplier, (await newOrder('pending', { paused_from: 'pending_review' })).id)).toEqual(HIDDEN);
  });

  it('other roles and anonymous callers read nothing; unknown ids are not found', async () => {
    const order = await newOrder('accepted');
    expect(await reads(listing, order.id)).toEqual({ order: 'FORBIDDEN', orderById: 'FORBIDDEN', getOrderHistory: 'FORBIDDEN', orderComment: 'FORBIDDEN', _entities: 'null' });
    expect(await reads(null, order.id)).toEqual({ order: 'UNAUTHENTICATED', orderById: 'UNAUTHENTICATED', getOrderHistory: 'UNAUTHENTICATED', orderComment: 'UNAUTHENTICATED', _entities: 'null' });
    expect(await reads(admin, randomUUID())).toEqual(HIDDEN);
    expect(await reads(admin, 'not-an-id')).toEqual(HIDDEN);
  });

  it('changes are refused to roles without orders.manage and hidden from other sellers', async () => {
    const order = await newOrder('pending_review');
    expect((await call(CANCEL, { id: order.id }, supporter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(CANCEL, { id: order.id }, supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(CANCEL, { id: order.id }, otherSeller)).errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(`query($id: ID!) { order(id: $id) { status } }`, { id: order.id }, admin)).data.order.status).toBe('pending_review');
  });
});

describe('order detail fields', () => {
  it('answers labels, the designs tag, designs, personalisation and references to other subgraphs', async () => {
    const artworkId = randomUUID();
    const variantId = randomUUID();
    const { order } = await insertOrderFixture(db, {
      site_id: siteId, seller_id: seller.id, status: 'pending_review', product_id: 'AB12CD34E', product_variant_id: variantId,
      customer_info: { first_name: 'Jane', last_name: 'Shopper', email: 'jane@example.com', phone: '555' },
      personalized_data: [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Jane' }] }],
    }, [
      { base_print_area_id: 'front', base_print_area_name: 'Front', artwork_id: artworkId, status: 'Completed', file_id: randomUUID() },
      { base_print_area_id: 'back', base_print_area_name: 'Back', status: 'Processing' },
    ]);
    const res = await call(`query($id: ID!) { order(id: $id) {
      status detail_label design_status paused customer { first_name email } site { id } product { id } variant { id } product_type { id }
      designs { base_print_area_name status file { id } } personalizedData { printArea personalized { name value } artwork { id } }
      history { type } price quantity
    } }`, { id: order.id }, supporter);
    expect(res.errors).toBeUndefined();
    expect(res.data.order).toMatchObject({
      status: 'pending_review', detail_label: 'ReviewDesign', design_status: 'Processing', paused: false,
      customer: { first_name: 'Jane', email: 'jane@example.com' }, site: { id: siteId }, product: { id: 'AB12CD34E' }, variant: { id: variantId }, product_type: null,
      personalizedData: [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Jane' }], artwork: { id: artworkId } }],
      history: [{ type: 'intake' }], price: 24.99, quantity: 1,
    });
    expect(res.data.order.designs.map((d: { base_print_area_name: string; status: string }) => [d.base_print_area_name, d.status])).toEqual([['Back', 'Processing'], ['Front', 'Completed']]);
  });
});

describe('customer stats from orders', () => {
  it('counts lifetime value, orders and average from the customer\'s orders, leaving out cancelled and refunded', async () => {
    const [customer] = await db.query(
      `INSERT INTO "orders"."customers" (first_name, last_name, email, site_id, seller_id) VALUES ('Stat', 'Customer', $1, $2, $3) RETURNING id`,
      [`stat-${randomUUID()}@example.com`, siteId, seller.id],
    );
    await newOrder('accepted', { customer_id: customer.id, price: 20, quantity: 2, created_at: new Date('2026-01-01T00:00:00Z') });
    await newOrder('fulfilled', { customer_id: customer.id, price: 5.5, quantity: 1, created_at: new Date('2026-02-01T00:00:00Z') });
    await newOrder('cancelled', { customer_id: customer.id, price: 100, quantity: 1, created_at: new Date('2026-03-01T00:00:00Z') });
    const res = await call(`query($id: ID!) {
      customerById(id: $id) { lifetime_value order_count average_order_value }
      ordersByCustomer(cus_id: $id) { price quantity status created_at }
    }`, { id: customer.id }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.customerById).toEqual({ lifetime_value: 45.5, order_count: 2, average_order_value: 22.75 });
    expect(res.data.ordersByCustomer.map((o: { status: string }) => o.status)).toEqual(['cancelled', 'fulfilled', 'accepted']);
    expect(res.data.ordersByCustomer[2]).toMatchObject({ price: 20, quantity: 2, created_at: '2026-01-01T00:00:00.000Z' });
  });
});
