import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderEntity, type Order } from '../orders/order.entity';
import { periodStart } from './order-stats.service';

const admin = testUser(['Administrator']);
const seller = testUser(['Seller']);
const otherSeller = testUser(['Seller']);
const supplier = testUser(['Supplier']);
const supporter = testUser(['Supporter']);
const listing = testUser(['Listing']);
const [siteA1, siteA2, siteB] = [randomUUID(), randomUUID(), randomUUID()];
const [typeT1, typeT2, typeT3] = [randomUUID(), randomUUID(), randomUUID()];

let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
let first: Order;
let second: Order;
let third: Order;

const STATS = `query($filter: AdminStatsFilter) {
  adminStats(filter: $filter) {
    agg_by revenue profit orders
    periods { period revenue profit orders }
    top_products { product_id title other quantity orders revenue }
    top_product_types { product_type_id quantity orders revenue }
  }
}`;

interface Stats {
  agg_by: string;
  revenue: number;
  profit: number;
  orders: number;
  periods: Array<{ period: string; revenue: number; profit: number; orders: number }>;
  top_products: Array<{ product_id: string | null; title: string; other: boolean; quantity: number; orders: number; revenue: number }>;
  top_product_types: Array<{ product_type_id: string | null; quantity: number; orders: number; revenue: number }>;
}

async function stats(user: ReturnType<typeof testUser>, filter: Record<string, unknown> = {}): Promise<Stats> {
  const res = await orders.call(STATS, { filter }, user);
  expect(res.errors).toBeUndefined();
  return res.data!.adminStats as Stats;
}

/** The -07:00 business day `d` of January 2026 from `from`'s 00:00 to `to`'s 23:59:59.999, as the page sends it. */
const jan = (d: number, hourUtc = 12) => new Date(Date.UTC(2026, 0, d, hourUtc));
const RANGE = { from: '2026-01-05T07:00:00.000Z', to: '2026-01-13T06:59:59.999Z' };

/**
 * The fixture, computed by hand below. Seller A (sites A1, A2), seller B (site B); the -07:00
 * clock puts 12:00 UTC on the same date and 2026-01-13 03:00 UTC on January 12.
 *   #1  P01 T1  A1 fulfilled          Jan 5   3 × 20.00, base 8.00, ship 5.00 → revenue 60.00, profit 31.00
 *   #2  P01 T1  A2 accepted           Jan 6   1 × 20.00, base 8.00, ship 0    → 20.00 / 12.00
 *   #3  P02 T2  A1 in_production      Jan 6   2 × 15.50, base 6.00, ship 4.99 → 31.00 / 14.01
 *   #4  P03 T2  A1 paused (accepted)  Jan 12 (13th 03:00 UTC) 5 × 9.99, base 3.50 → 49.95 / 32.45
 *   #5–13 P04…P12 T3 A1 processing    Jan 8   1 × 10.00, base 5.00 each       → 90.00 / 45.00 in all
 *   #14 P01 T1  B  fulfilled          Jan 6  10 × 100.00, base 10.00          → 1000.00 / 900.00
 * Never counted: cancelled, refunded, error, paused from error, deleted (all seller A, P01/P02).
 */
beforeAll(async () => {
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService);
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  let n = 0;
  const add = (fields: Partial<Order> & Pick<Order, 'site_id' | 'seller_id' | 'status'>) => {
    n += 1;
    return insertOrderFixture(db, { origin_id: `ST${n}`, shipping_cost: 0, ...fields });
  };
  const A = { seller_id: seller.id, site_id: siteA1 };
  first = (await add({ ...A, status: 'fulfilled', product_id: 'P01', product_type_id: typeT1, title: 'Classic Tee / M', quantity: 3, price: 20, base_cost: 8, shipping_cost: 5, created_at: jan(5) })).order;
  second = (await add({ ...A, site_id: siteA2, status: 'accepted', product_id: 'P01', product_type_id: typeT1, title: 'Classic Tee / L', quantity: 1, price: 20, base_cost: 8, created_at: jan(6) })).order;
  third = (await add({ ...A, status: 'in_production', product_id: 'P02', product_type_id: typeT2, title: 'Mug 11oz', quantity: 2, price: 15.5, base_cost: 6, shipping_cost: 4.99, created_at: jan(6) })).order;
  await add({ ...A, status: 'pending', paused_from: 'accepted', product_id: 'P03', product_type_id: typeT2, title: 'Mug 15oz', quantity: 5, price: 9.99, base_cost: 3.5, created_at: jan(13, 3) });
  for (let i = 4; i <= 12; i++) {
    const id = `P${String(i).padStart(2, '0')}`;
    await add({ ...A, status: 'processing', product_id: id, product_type_id: typeT3, title: `Poster ${id}`, quantity: 1, price: 10, base_cost: 5, created_at: jan(8) });
  }
  await add({ seller_id: otherSeller.id, site_id: siteB, status: 'fulfilled', product_id: 'P01', product_type_id: typeT1, title: 'Classic Tee / S', quantity: 10, price: 100, base_cost: 10, created_at: jan(6) });
  const never = { ...A, product_id: 'P01', product_type_id: typeT1, quantity: 50, price: 50, base_cost: 1, created_at: jan(7) };
  for (const status of ['cancelled', 'refunded', 'error'] as OrderStatus[]) await add({ ...never, status });
  await add({ ...never, status: 'pending', paused_from: 'error' });
  const deleted = (await add({ ...never, status: 'fulfilled' })).order;
  await db.getRepository(OrderEntity).update(deleted.id, { deleted_at: new Date(), deleted_by: admin.id });
});

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
});

const zero = (period: string) => ({ period, revenue: 0, profit: 0, orders: 0 });

describe('adminStats against the hand-computed fixture', () => {
  it('Administrator: every seller, by day over an 8-day range, the tops and "Other Products"', async () => {
    const answer = await stats(admin, RANGE);
    expect(answer.agg_by).toBe('day');
    expect(answer).toMatchObject({ revenue: 1250.95, profit: 1034.46, orders: 14 });
    expect(answer.periods).toEqual([
      { period: '2026-01-05', revenue: 60, profit: 31, orders: 1 },
      { period: '2026-01-06', revenue: 1051, profit: 926.01, orders: 3 },
      zero('2026-01-07'),
      { period: '2026-01-08', revenue: 90, profit: 45, orders: 9 },
      zero('2026-01-09'),
      zero('2026-01-10'),
      zero('2026-01-11'),
      { period: '2026-01-12', revenue: 49.95, profit: 32.45, orders: 1 },
    ]);
    expect(answer.top_products.map((p) => [p.product_id, p.quantity, p.orders, p.revenue])).toEqual([
      ['P01', 14, 3, 1080],
      ['P03', 5, 1, 49.95],
      ['P02', 2, 1, 31],
      ['P04', 1, 1, 10], ['P05', 1, 1, 10], ['P06', 1, 1, 10], ['P07', 1, 1, 10], ['P08', 1, 1, 10], ['P09', 1, 1, 10], ['P10', 1, 1, 10],
      [null, 2, 2, 20],
    ]);
    expect(answer.top_products.at(-1)).toMatchObject({ title: 'Other Products', other: true });
    expect(answer.top_products[1]).toMatchObject({ title: 'Mug 15oz', other: false });
    expect(answer.top_product_types).toEqual([
      { product_type_id: typeT1, quantity: 14, orders: 3, revenue: 1080 },
      { product_type_id: typeT3, quantity: 9, orders: 9, revenue: 90 },
      { product_type_id: typeT2, quantity: 7, orders: 2, revenue: 80.95 },
    ]);
  });

  it('weeks start on Monday on the -07:00 clock', async () => {
    const answer = await stats(admin, { ...RANGE, agg_by: 'week' });
    expect(answer.periods).toEqual([
      { period: '2026-01-05', revenue: 1201, profit: 1002.01, orders: 13 },
      { period: '2026-01-12', revenue: 49.95, profit: 32.45, orders: 1 },
    ]);
  });

  it('Administrator narrows by seller and by site', async () => {
    expect(await stats(admin, { ...RANGE, seller_id: seller.id })).toMatchObject({ revenue: 250.95, profit: 134.46, orders: 13 });
    const site = await stats(admin, { ...RANGE, site_id: siteA2 });
    expect(site).toMatchObject({ revenue: 20, profit: 12, orders: 1 });
    expect(site.top_products.map((p) => p.product_id)).toEqual(['P01']);
  });

  it('a range end is inclusive and on the business clock: the order of Jan 13 03:00 UTC is in January 12', async () => {
    const day12 = await stats(admin, { from: '2026-01-12T07:00:00.000Z', to: '2026-01-13T06:59:59.999Z' });
    expect(day12.periods).toEqual([{ period: '2026-01-12', revenue: 49.95, profit: 32.45, orders: 1 }]);
  });
});

describe('the daily rollup and the order rows', () => {
  /** The same range one millisecond shorter: not whole business days, so read from the orders themselves. */
  const rowsRange = { from: RANGE.from, to: '2026-01-13T06:59:59.998Z' };

  it('answer alike (the Administrator and the Supplier columns)', async () => {
    expect(await stats(admin, rowsRange)).toEqual(await stats(admin, RANGE));
    expect(await stats(supplier, rowsRange)).toEqual(await stats(supplier, RANGE));
  });

  it('the rollup follows status, money, date, pause and delete changes in the writing transaction', async () => {
    const repo = db.getRepository(OrderEntity);
    await repo.update(first.id, { status: 'cancelled' });
    await repo.update(second.id, { quantity: 2 });
    await repo.update(third.id, { created_at: jan(7) });
    try {
      const answer = await stats(admin, RANGE);
      // -60 / -31 for #1, +20 / +12 for #2's second unit; #3 moves from Jan 6 to Jan 7.
      expect(answer).toMatchObject({ revenue: 1210.95, profit: 1015.46, orders: 13 });
      expect(answer.periods.slice(1, 3)).toEqual([
        { period: '2026-01-06', revenue: 1040, profit: 924, orders: 2 },
        { period: '2026-01-07', revenue: 31, profit: 14.01, orders: 1 },
      ]);
      expect(answer).toEqual(await stats(admin, rowsRange));
      await repo.update(second.id, { status: 'pending', paused_from: 'error' });
      await repo.update(third.id, { deleted_at: new Date() });
      expect(await stats(admin, RANGE)).toMatchObject({ revenue: 1139.95, profit: 977.45, orders: 11 });
      expect(await stats(supplier, RANGE)).toMatchObject({ revenue: 1049.95, profit: 932.45, orders: 2 });
    } finally {
      await repo.update(first.id, { status: 'fulfilled' });
      await repo.update(second.id, { quantity: 1, status: 'accepted', paused_from: null });
      await repo.update(third.id, { created_at: jan(6), deleted_at: null });
    }
    expect(await stats(admin, RANGE)).toMatchObject({ revenue: 1250.95, profit: 1034.46, orders: 14 });
  });
});

describe('role scoping on the server', () => {
  it('a Seller sees their own orders only, whatever seller_id or site_id they pass', async () => {
    expect(await stats(seller, RANGE)).toMatchObject({ revenue: 250.95, profit: 134.46, orders: 13 });
    expect(await stats(seller, { ...RANGE, seller_id: otherSeller.id })).toMatchObject({ revenue: 250.95, orders: 13 });
    const theirSite = await stats(seller, { ...RANGE, site_id: siteB });
    expect(theirSite).toMatchObject({ revenue: 0, profit: 0, orders: 0, top_products: [], top_product_types: [] });
    const other = await stats(otherSeller, RANGE);
    expect(other).toMatchObject({ revenue: 1000, profit: 900, orders: 1 });
  });

  it('a Supplier counts the orders it fulfils (accepted onwards, paused by paused_from), of every seller', async () => {
    const answer = await stats(supplier, { ...RANGE, seller_id: seller.id });
    expect(answer).toMatchObject({ revenue: 1160.95, profit: 989.46, orders: 5 });
    expect(answer.top_products.map((p) => [p.product_id, p.quantity])).toEqual([['P01', 14], ['P03', 5], ['P02', 2]]);
  });

  it('Supporter and roles without the dashboard get FORBIDDEN; no user is UNAUTHENTICATED', async () => {
    for (const user of [supporter, listing]) {
      const res = await orders.call(STATS, { filter: RANGE }, user);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await orders.call(STATS, { filter: RANGE });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the aggregation rule through the call (spec 001 §9)', () => {
  const from = '2026-01-01T07:00:00.000Z';
  /** The page's range of `days` calendar days from January 1: to = the last day's 23:59:59.999. */
  const days = (n: number) => new Date(Date.parse(from) + n * 86_400_000 - 1).toISOString();

  it.each([
    [14, 'day', 14],
    [15, 'week', 3],
    [60, 'week', 9],
    [61, 'month', 3],
  ])('%i days → %s (%i periods, zeros included)', async (n, unit, periods) => {
    const answer = await stats(admin, { from, to: days(n) });
    expect(answer.agg_by).toBe(unit);
    expect(answer.periods).toHaveLength(periods);
    expect(answer.revenue).toBe(1250.95);
  });

  it('no range → monthly over the months that have orders; agg_by overrides the rule', async () => {
    const all = await stats(admin);
    expect(all.agg_by).toBe('month');
    expect(all.periods).toEqual([{ period: '2026-01-01', revenue: 1250.95, profit: 1034.46, orders: 14 }]);
    expect((await stats(admin, { from, to: days(61), agg_by: 'day' })).periods).toHaveLength(61);
  });

  it('refuses what it cannot answer: from after to, a bad date, thousands of days', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: RANGE.to, to: RANGE.from }, 'from'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2000-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z', agg_by: 'day' }, 'agg_by'],
      [{ seller_id: 'not-an-id' }, 'seller_id'],
    ];
    for (const [filter, field] of cases) {
      const res = await orders.call(STATS, { filter }, admin);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

describe('periodStart (the JavaScript twin of date_trunc on the -07:00 clock)', () => {
  it('days, ISO weeks and months start at -07:00 midnight', () => {
    expect(periodStart(new Date('2026-01-13T06:59:59.999Z'), 'day')).toBe('2026-01-12');
    expect(periodStart(new Date('2026-01-13T07:00:00.000Z'), 'day')).toBe('2026-01-13');
    expect(periodStart(new Date('2026-01-11T12:00:00.000Z'), 'week')).toBe('2026-01-05');
    expect(periodStart(new Date('2026-01-12T12:00:00.000Z'), 'week')).toBe('2026-01-12');
    expect(periodStart(new Date('2026-02-01T06:00:00.000Z'), 'month')).toBe('2026-01-01');
  });
});
