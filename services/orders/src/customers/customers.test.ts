import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startOrdersService } from '../index';
import { DEMO_CUSTOMERS } from '../database/demo-customers';
import { demoCustomerId } from '../database/seed';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { CustomerEntity } from './customer.entity';

// The demo accounts as the gateway passes them; none is a super admin here, as before.
const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], siteId: string | null = null) => testUser({ ...user, is_supper_admin: false, siteId });
const admin = as(DEMO_USERS.admin);
const supporter = as(DEMO_USERS.supporter);
const seller = as(DEMO_USERS.seller, DEMO_SITES.woo.id);
const supplier = as(DEMO_USERS.supplier);
const otherSeller = testUser({ email: 'other@shop.test', roles: ['Seller'] });
const otherSiteId = randomUUID();

const LIST = `query Customers($filter: CustomerFilter) {
  customers(filter: $filter) { count hits { id first_name last_name email phone site_id seller_id address { city state country } } }
}`;
const DETAIL = `query Customer($id: ID!) {
  customerById(id: $id) { id first_name email site { id } lifetime_value order_count average_order_value }
}`;

let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let otherCustomerId: string;

beforeAll(async () => {
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService);
  call = orders.call;
  // A customer of another seller's shop, written straight into the table the way store intake will.
  const dataSource = await openDatabase({ url: orders.db.url, schema: 'orders', entities: [CustomerEntity], migrations: ORDERS_MIGRATIONS });
  const saved = await dataSource.getRepository(CustomerEntity).save({
    first_name: 'Olivia', last_name: 'Other', email: 'olivia@other.test', phone: '+1 555 0100',
    address: { city: 'Reno', state: 'Nevada', country: 'United States' }, site_id: otherSiteId, seller_id: otherSeller.id,
  });
  otherCustomerId = saved.id;
  await dataSource.destroy();
});

afterAll(async () => {
  await orders?.stop();
});

describe('customers list', () => {
  it('pages 20 at a time, newest first, with the total count', async () => {
    const first = await call(LIST, {}, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data.customers.count).toBe(DEMO_CUSTOMERS.length + 1);
    expect(first.data.customers.hits).toHaveLength(20);
    expect(first.data.customers.hits[0].id).toBe(otherCustomerId);

    const second = await call(LIST, { filter: { offset: 20 } }, admin);
    expect(second.data.customers.hits).toHaveLength(DEMO_CUSTOMERS.length + 1 - 20);
    const ids = new Set([...first.data.customers.hits, ...second.data.customers.hits].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(DEMO_CUSTOMERS.length + 1);
  });

  it('searches by name, full name, email and phone', async () => {
    const byLast = await call(LIST, { filter: { search: 'johnson' } }, admin);
    expect(byLast.data.customers.hits.map((c: { email: string }) => c.email)).toEqual(['emily.johnson@example.com']);
    const byFull = await call(LIST, { filter: { search: 'Emily Johnson' } }, admin);
    expect(byFull.data.customers.count).toBe(1);
    const byEmail = await call(LIST, { filter: { search: 'olivia@other' } }, admin);
    expect(byEmail.data.customers.hits[0].id).toBe(otherCustomerId);
    const byPhoneDigits = await call(LIST, { filter: { search: '5125550142' } }, admin);
    expect(byPhoneDigits.data.customers.hits.map((c: { last_name: string }) => c.last_name)).toEqual(['Johnson']);
    const byFirst = await call(LIST, { filter: { search: 'olivia' } }, admin);
    expect(byFirst.data.customers.count).toBe(2);
    const nothing = await call(LIST, { filter: { search: '100%_' } }, admin);
    expect(nothing.data.customers).toEqual({ count: 0, hits: [] });
  });

  it('filters by site ids', async () => {
    const res = await call(LIST, { filter: { site_ids: [DEMO_SITES.offline.id], limit: 100 } }, admin);
    expect(res.data.customers.count).toBe(DEMO_CUSTOMERS.length / 2);
    expect(res.data.customers.hits.every((c: { site_id: string }) => c.site_id === DEMO_SITES.offline.id)).toBe(true);
  });

  it('scopes a seller to customers of their own sites; staff see everyone', async () => {
    const mine = await call(LIST, { filter: { limit: 100 } }, seller);
    expect(mine.data.customers.count).toBe(DEMO_CUSTOMERS.length);
    expect(mine.data.customers.hits.every((c: { seller_id: string }) => c.seller_id === DEMO_USERS.seller.id)).toBe(true);

    const theirs = await call(LIST, { filter: { search: 'olivia' } }, otherSeller);
    expect(theirs.data.customers.hits.map((c: { id: string }) => c.id)).toEqual([otherCustomerId]);

    // Asking for another seller's site does not widen a seller's scope.
    const sneaky = await call(LIST, { filter: { site_ids: [otherSiteId] } }, seller);
    expect(sneaky.data.customers).toEqual({ count: 0, hits: [] });

    const staff = await call(LIST, { filter: { limit: 1 } }, supporter);
    expect(staff.data.customers.count).toBe(DEMO_CUSTOMERS.length + 1);
  });

  it('refuses roles without customers.read and anonymous callers', async () => {
    expect((await call(LIST, {}, supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(LIST, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects out-of-range paging', async () => {
    const res = await call(LIST, { filter: { limit: 1000 } }, admin);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
  });
});

describe('customer detail', () => {
  it('returns the customer with its site reference and zero stats while there are no orders', async () => {
    const id = demoCustomerId(0);
    const res = await call(DETAIL, { id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.customerById).toEqual({
      id, first_name: 'Emily', email: 'emily.johnson@example.com', site: { id: DEMO_SITES.woo.id },
      lifetime_value: 0, order_count: 0, average_order_value: 0,
    });
    const orders = await call(`query($id: ID!) { ordersByCustomer(cus_id: $id) { id price quantity created_at status } }`, { id }, admin);
    expect(orders.data).toEqual({ ordersByCustomer: [] });
  });

  it('hides other sellers\' customers from a seller as not found', async () => {
    expect((await call(DETAIL, { id: demoCustomerId(1) }, seller)).data.customerById.id).toBe(demoCustomerId(1));
    const res = await call(DETAIL, { id: otherCustomerId }, seller);
    expect(res.errors?.[0]).toMatchObject({ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } });
    const orders = await call(`query($id: ID!) { ordersByCustomer(cus_id: $id) { id } }`, { id: otherCustomerId }, seller);
    expect(orders.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(DETAIL, { id: 'not-a-uuid' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('resolves federation references in one batch', async () => {
    const res = await call(
      `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Customer { id last_name } } }`,
      { reps: [{ __typename: 'Customer', id: demoCustomerId(2) }, { __typename: 'Customer', id: randomUUID() }] },
      admin,
    );
    expect(res.data._entities).toEqual([{ id: demoCustomerId(2), last_name: 'Williams' }, null]);
  });
});

describe('start-up seed', () => {
  it('is idempotent across restarts', async () => {
    const again = await startServiceForTest(SERVICE_NAME, startOrdersService, { db: orders.db });
    await again.stop();
    const res = await call(LIST, { filter: { limit: 1 } }, admin);
    expect(res.data.customers.count).toBe(DEMO_CUSTOMERS.length + 1);
  });
});
