import { randomUUID } from 'node:crypto';
import { Between, In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SUPPLIER_VISIBLE_STATUSES, TOPICS, type OrderStatus } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { OrderDesignEntity } from '../designs/order-design.entity';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderEntity, type Order } from '../orders/order.entity';
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_PER_USER } from './saved-views.service';

const admin = testUser(['Administrator']);
const supporter = testUser(['Supporter']);
const supplier = testUser(['Supplier']);
const seller = testUser(['Seller']);
const otherSeller = testUser(['Seller']);
const sellerSites = [randomUUID(), randomUUID()];
const otherSite = randomUUID();
const shirts = randomUUID();
const mugs = randomUUID();

let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let db: DataSource;

const LIST = `query($filter: OrderFilter) {
  orders(filter: $filter) { count hits { id name origin_id status site_id seller_id created_at design_status } aggs { key doc_count } }
}`;

type ListAnswer = { count: number; hits: Array<Pick<Order, 'id' | 'name' | 'origin_id' | 'status' | 'site_id' | 'seller_id'> & { created_at: string; design_status: string }>; aggs: Array<{ key: string; doc_count: number }> };

async function list(user: ReturnType<typeof testUser>, filter: Record<string, unknown> = {}): Promise<ListAnswer> {
  const res = await call(LIST, { filter }, user);
  expect(res.errors).toBeUndefined();
  return res.data!.orders as ListAnswer;
}

const tabsOf = (answer: ListAnswer) => Object.fromEntries(answer.aggs.filter((tab) => tab.doc_count > 0).map((tab) => [tab.key, tab.doc_count]));

/** Every status once per seller site, one paused order each, at known dates a day apart. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
const mine: Order[] = [];
const theirs: Order[] = [];

beforeAll(async () => {
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService);
  call = orders.call;
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  let n = 0;
  const add = async (site_id: string, seller_id: string, status: OrderStatus, extra: Partial<Order> = {}) => {
    n += 1;
    const origin = `S${n}`;
    return (await insertOrderFixture(db, { site_id, seller_id, status, origin_id: origin, name: `#${1000 + n}`, created_at: day(n), product_type_id: n % 2 ? shirts : mugs, ...extra }, [{ base_print_area_id: 'front', base_print_area_name: 'Front', status: 'Pending' }])).order;
  };
  for (const site of sellerSites) {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) mine.push(await add(site, seller.id, status));
    mine.push(await add(site, seller.id, 'pending', { paused_from: 'accepted' }));
    mine.push(await add(site, seller.id, 'pending', { paused_from: 'processing' }));
  }
  for (const status of ['accepted', 'accepted', 'error'] as const) theirs.push(await add(otherSite, otherSeller.id, status));
});

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
});

describe('orders(filter): scope per role', () => {
  it('Administrator and Supporter see every order, newest first, with every status as a tab', async () => {
    for (const staff of [admin, supporter]) {
      const answer = await list(staff, { limit: -1 });
      expect(answer.count).toBe(mine.length + theirs.length);
      expect(answer.hits.map((hit) => hit.id)).toEqual([...mine, ...theirs].sort((a, b) => +b.created_at - +a.created_at).map((order) => order.id));
      expect(answer.aggs.map((tab) => tab.key)).toEqual([...ORDER_STATUSES]);
      expect(tabsOf(answer)).toMatchObject({ accepted: 4, error: 3, pending: 4, processing: 2 });
    }
  });

  it('staff narrow by seller and by site', async () => {
    expect((await list(admin, { seller_id: otherSeller.id })).count).toBe(3);
    expect((await list(supporter, { site_id: sellerSites[0] })).hits.every((hit) => hit.site_id === sellerSites[0])).toBe(true);
    expect((await list(admin, { site_id: sellerSites[0], seller_id: otherSeller.id })).count).toBe(0);
  });

  it("a Seller sees only their own orders, whatever seller they pass, and another seller's site is empty", async () => {
    const own = await list(seller, { limit: -1, seller_id: otherSeller.id });
    expect(own.count).toBe(mine.length);
    expect(own.hits.every((hit) => hit.seller_id === seller.id)).toBe(true);
    const oneSite = await list(seller, { site_id: sellerSites[1], limit: -1 });
    expect(oneSite.count).toBe(mine.length / 2);
    expect(oneSite.hits.every((hit) => hit.site_id === sellerSites[1])).toBe(true);
    const foreign = await list(seller, { site_id: otherSite });
    expect(foreign).toMatchObject({ count: 0, hits: [] });
    expect(foreign.aggs.every((tab) => tab.doc_count === 0)).toBe(true);
    expect((await list(otherSeller, { site_id: sellerSites[0] })).count).toBe(0);
  });

  it('a Supplier sees accepted onwards (a paused order by the status it resumes to), never before', async () => {
    const answer = await list(supplier, { limit: -1 });
    const visible = (order: Order) => SUPPLIER_VISIBLE_STATUSES.includes((order.status === 'pending' ? order.paused_from : order.status) as OrderStatus);
    expect(answer.hits.map((hit) => hit.id).sort()).toEqual([...mine, ...theirs].filter(visible).map((order) => order.id).sort());
    expect(answer.aggs.map((tab) => tab.key)).toEqual([...SUPPLIER_VISIBLE_STATUSES, 'pending']);
    expect(tabsOf(answer)).toMatchObject({ accepted: 4, pending: 2 });
    expect(tabsOf(answer)).not.toHaveProperty('processing');
    // Asking for a status they may not see widens nothing.
    expect((await list(supplier, { status: ['processing', 'error'] })).count).toBe(0);
  });

  it('a user without orders.read is refused', async () => {
    const res = await call(LIST, {}, testUser(['Listing']));
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('orders(filter): filters and counts', () => {
  it('the status filter narrows rows and count, not the tabs', async () => {
    const all = await list(seller);
    const accepted = await list(seller, { status: ['accepted', 'exported'], limit: -1 });
    expect(accepted.count).toBe(4);
    expect(accepted.hits.every((hit) => ['accepted', 'exported'].includes(hit.status))).toBe(true);
    expect(accepted.aggs).toEqual(all.aggs);
  });

  it('tab counts equal the rows of each tab, from the counters and from the row count alike', async () => {
    // Counters (no filter), one range count per status (dates), rows grouped by status (product types).
    const [from, to] = [day(3), day(20)];
    const cases = [
      { filter: {}, where: {} },
      { filter: { from: from.toISOString(), to: to.toISOString() }, where: { created_at: Between(from, to) } },
      { filter: { product_type_ids: [shirts, mugs] }, where: { product_type_id: In([shirts, mugs]) } },
    ];
    for (const { filter, where } of cases) {
      const answer = await list(admin, filter);
      for (const tab of answer.aggs) {
        const rows = await db.getRepository(OrderEntity).countBy({ status: tab.key as OrderStatus, ...where });
        expect.soft(tab.doc_count, `${tab.key} ${JSON.stringify(filter)}`).toBe(rows);
      }
      expect(answer.aggs.some((tab) => tab.doc_count > 0)).toBe(true);
    }
  });

  it('date range: both ends inclusive; only the range counts in the tabs', async () => {
    const [a, b] = [mine[2], mine[4]];
    const answer = await list(seller, { from: a.created_at.toISOString(), to: b.created_at.toISOString() });
    expect(answer.hits.map((hit) => hit.id)).toEqual([mine[4].id, mine[3].id, mine[2].id]);
    expect(answer.aggs.reduce((sum, tab) => sum + tab.doc_count, 0)).toBe(3);
    const justAfter = new Date(+a.created_at + 1).toISOString();
    expect((await list(seller, { from: justAfter, to: b.created_at.toISOString() })).count).toBe(2);
    const res = await call(LIST, { filter: { from: 'last week' } }, seller);
    expect(res.errors?.[0]).toMatchObject({ message: 'from must be an ISO-8601 date', extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
  });

  it('search by origin number (with or without #), origin id, app id, or all fields', async () => {
    const target = mine[5];
    const bare = target.name.replace('#', '');
    expect((await list(seller, { search: bare, field: 'origin_number' })).hits.map((hit) => hit.id)).toEqual([target.id]);
    expect((await list(seller, { search: target.name, field: 'origin_number' })).hits.map((hit) => hit.id)).toEqual([target.id]);
    expect((await list(seller, { search: target.origin_id, field: 'origin_id' })).hits.map((hit) => hit.id)).toEqual([target.id]);
    expect((await list(seller, { search: target.id, field: 'app_id' })).hits.map((hit) => hit.id)).toEqual([target.id]);
    for (const term of [bare, target.origin_id, target.id]) expect((await list(seller, { search: term })).hits.map((hit) => hit.id), term).toEqual([target.id]);
    // Looking in the wrong field finds nothing; another seller's order is never found.
    expect((await list(seller, { search: target.origin_id, field: 'app_id' })).count).toBe(0);
    expect((await list(seller, { search: theirs[0].id })).count).toBe(0);
    expect((await list(seller, { search: bare, field: 'origin_number' })).aggs.find((tab) => tab.key === target.status)?.doc_count).toBe(1);
  });

  it('product types', async () => {
    const answer = await list(seller, { product_type_ids: [mugs], limit: -1 });
    expect(answer.count).toBe(mine.filter((order) => order.product_type_id === mugs).length);
  });

  it('pages: 20 by default, offset/limit, bounds refused', async () => {
    const first = await list(admin);
    expect(first.hits).toHaveLength(20);
    const second = await list(admin, { offset: 20, limit: 20 });
    expect(second.hits.length).toBe(mine.length + theirs.length - 20);
    expect(second.hits.some((hit) => first.hits.some((row) => row.id === hit.id))).toBe(false);
    const res = await call(LIST, { filter: { limit: 0 } }, admin);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const tooBig = await call(LIST, { filter: { search: 'x'.repeat(201) } }, admin);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('orders.order.changed', () => {
  const outbox = (orderId: string) =>
    db.query(`SELECT payload FROM "orders"."outbox_events" WHERE topic = $1 AND key = $2 ORDER BY seq`, [TOPICS.orderChanged, orderId]) as Promise<Array<{ payload: Record<string, unknown> }>>;

  it('is written with the change, for creation, status and design status, whatever path wrote it', async () => {
    const { order, designs } = await insertOrderFixture(db, { site_id: sellerSites[0], seller_id: seller.id, status: 'processing' }, [{ base_print_area_id: 'front', base_print_area_name: 'Front', status: 'Pending' }]);
    await db.getRepository(OrderDesignEntity).update({ id: designs[0].id }, { status: 'Error' });
    await db.getRepository(OrderEntity).update({ id: order.id }, { status: 'error' });
    await db.getRepository(OrderEntity).update({ id: order.id }, { title: 'renamed' });
    const events = (await outbox(order.id)).map((row) => row.payload);
    expect(events.map((event) => event.change)).toEqual(['created', 'design', 'design', 'status']);
    expect(events.at(-1)).toEqual({ orderId: order.id, siteId: sellerSites[0], sellerId: seller.id, change: 'status', status: 'error', pausedFrom: null, designStatus: 'Error' });
  });
});

describe('saved views', () => {
  const SAVE = `mutation($name: String!, $query: String!) { saveOrderView(name: $name, query: $query) { id name query created_at } }`;
  const VIEWS = `{ savedOrderViews { id name query } }`;
  const DELETE = `mutation($id: ID!) { deleteOrderView(id: $id) }`;

  it('are personal: another user neither reads nor deletes them', async () => {
    const owner = testUser(['Seller']);
    const saved = await call(SAVE, { name: ' Accepted this month ', query: '?status=accepted&from=2026-11-01' }, owner);
    expect(saved.data?.saveOrderView).toMatchObject({ name: 'Accepted this month', query: 'status=accepted&from=2026-11-01' });
    const id = saved.data?.saveOrderView.id as string;
    expect((await call(VIEWS, {}, owner)).data?.savedOrderViews).toEqual([{ id, name: 'Accepted this month', query: 'status=accepted&from=2026-11-01' }]);
    expect((await call(VIEWS, {}, admin)).data?.savedOrderViews).toEqual([]);
    const stolen = await call(DELETE, { id }, admin);
    expect(stolen.errors?.[0]).toMatchObject({ message: SAVED_VIEW_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await call(VIEWS, {}, owner)).data?.savedOrderViews).toHaveLength(1);
    expect((await call(DELETE, { id }, owner)).data?.deleteOrderView).toBe(true);
    expect((await call(VIEWS, {}, owner)).data?.savedOrderViews).toEqual([]);
  });

  it('the same name replaces; names are required and bounded; at most the bound per user', async () => {
    const owner = testUser(['Supporter']);
    await call(SAVE, { name: 'Errors', query: 'status=error' }, owner);
    await call(SAVE, { name: 'Errors', query: 'status=error&site=x' }, owner);
    expect((await call(VIEWS, {}, owner)).data?.savedOrderViews).toMatchObject([{ name: 'Errors', query: 'status=error&site=x' }]);
    expect((await call(SAVE, { name: '   ', query: '' }, owner)).errors?.[0]).toMatchObject({ message: SAVED_VIEW_MESSAGES.nameRequired, extensions: { field: 'name' } });
    expect((await call(SAVE, { name: 'x'.repeat(101), query: '' }, owner)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (let i = 1; i < SAVED_VIEWS_PER_USER; i++) expect((await call(SAVE, { name: `View ${i}`, query: `offset=${i}` }, owner)).errors).toBeUndefined();
    expect((await call(SAVE, { name: 'One too many', query: '' }, owner)).errors?.[0]).toMatchObject({ message: SAVED_VIEW_MESSAGES.tooMany, extensions: { code: 'CONFLICT' } });
    expect((await call(SAVE, { name: 'Errors', query: 'status=error' }, owner)).errors).toBeUndefined();
  });
});
