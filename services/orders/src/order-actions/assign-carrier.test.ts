import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type OrderStatus } from '@pod/contracts';
import { startCatalogService } from '@pod/catalog';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderHistoryEntity } from '../orders/order-history.entity';

/** The accepted tab's assign-carrier modal, against the real catalog (the product type's carriers). */

const admin = testUser(DEMO_USERS.admin);
const seller = testUser(DEMO_USERS.seller);
const supporter = testUser(DEMO_USERS.supporter);
const supplier = testUser(DEMO_USERS.supplier);
const [tee, mug] = DEMO_PRODUCT_TYPES;

let catalog: ServiceUnderTest<RunningService>;
let orders: ServiceUnderTest<RunningService>;
let db: DataSource;

beforeAll(async () => {
  catalog = await startServiceForTest('catalog', startCatalogService);
  const set = await catalog.call(
    `mutation($id: ID!, $carriers: [ProductTypeCarrierInput!]!) { updateProductTypeCarriers(product_type_id: $id, carriers: $carriers) { id } }`,
    { id: tee!.id, carriers: [{ carrier_id: 'usps', price: 4.5, default: true }, { carrier_id: 'ups', price: 7.25 }] },
    admin,
  );
  expect(set.errors).toBeUndefined();
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { CATALOG_URL: catalog.service.url } });
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
}, 90_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await catalog?.stop();
});

const ASSIGN = `mutation($ids: [ID!]!, $carrier: ID!, $price: Float!) {
  assignOrderCarrier(order_ids: $ids, carrier_id: $carrier, price: $price) { message succeeded refused { order_id message } }
}`;
const CARRIER = `query($id: ID!) { order(id: $id) { carrier { id name price } } }`;

async function newOrder(status: OrderStatus, productTypeId = tee!.id) {
  return (await insertOrderFixture(db, { site_id: randomUUID(), seller_id: seller.id, status, product_type_id: productTypeId })).order.id;
}

describe('assignOrderCarrier', () => {
  it('assigns the carrier and price to each accepted order whose product type it ships, and says why the others were refused', async () => {
    const [a, b, review, mugOrder] = [await newOrder('accepted'), await newOrder('accepted'), await newOrder('pending_review'), await newOrder('accepted', mug!.id)];
    const unknown = randomUUID();
    const res = await orders.call(ASSIGN, { ids: [a, b, review, mugOrder, unknown], carrier: 'ups', price: 7.25 }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.assignOrderCarrier).toEqual({
      message: 'Assign supplier successfully',
      succeeded: [a, b],
      refused: [
        { order_id: review, message: 'A carrier can only be assigned to an accepted order (this one is pending_review)' },
        { order_id: mugOrder, message: "UPS does not ship this order's product type" },
        { order_id: unknown, message: 'Order not found' },
      ],
    });
    expect((await orders.call(CARRIER, { id: a }, admin)).data.order.carrier).toEqual({ id: 'ups', name: 'UPS', price: 7.25 });
    expect((await orders.call(CARRIER, { id: review }, admin)).data.order.carrier).toBeNull();
    const history = await db.getRepository(OrderHistoryEntity).find({ where: { order_id: b }, order: { created_at: 'ASC' } });
    expect(history.at(-1)).toMatchObject({ type: 'carrier', user_id: admin.id, message: 'Carrier UPS assigned at 7.25' });
  });

  it('answers "No order was changed" when every order is refused, and refuses an unknown carrier outright', async () => {
    const review = await newOrder('pending_review');
    const none = await orders.call(ASSIGN, { ids: [review], carrier: 'usps', price: 4.5 }, admin);
    expect(none.data.assignOrderCarrier).toMatchObject({ message: 'No order was changed', succeeded: [] });
    expect((await orders.call(ASSIGN, { ids: [review], carrier: 'pony', price: 1 }, admin)).errors?.[0]).toMatchObject({ message: 'Carrier not found', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("is the Administrator's only, and bounded", async () => {
    const order = await newOrder('accepted');
    for (const user of [seller, supporter, supplier]) {
      expect.soft((await orders.call(ASSIGN, { ids: [order], carrier: 'usps', price: 4.5 }, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const many = Array.from({ length: 201 }, () => randomUUID());
    expect((await orders.call(ASSIGN, { ids: many, carrier: 'usps', price: 4.5 }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await orders.call(ASSIGN, { ids: [order], carrier: 'usps', price: -1 }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await orders.call(CARRIER, { id: order }, admin)).data.order.carrier).toBeNull();
  });
});
