import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@pod/service-kit/testing';
import { graphql, signInAs } from '../smoke/gateway-client';
import { DEMO_ORDER_MIX, DEMO_ORDER_STATUS, DEMO_PRODUCTS, demoOrderPlan } from './demo-orders-plan';
import { startEmbedded, type EmbeddedSuite } from './launch';

describe('the demo order plan', () => {
  const plan = demoOrderPlan('http://localhost:4000/media');

  it('has at least 40 personalised orders over every status of the list tabs and beyond', () => {
    expect(plan.length).toBeGreaterThanOrEqual(40);
    const statuses = plan.map((o) => DEMO_ORDER_STATUS[o.kind]);
    for (const tab of ['pending_review', 'accepted', 'exported', 'rejected', 'cancelled', 'error', 'ready', 'in_production', 'fulfilled', 'pending']) {
      expect(statuses, tab).toContain(tab);
    }
    expect(plan.every((o) => o.personalization.some((f) => f.key === 'Name' && f.value))).toBe(true);
    // both kinds of error are real: a line of a product we never pushed, a name the artwork refuses (2–14 characters)
    expect(plan.filter((o) => o.kind === 'error_no_match').every((o) => o.product === null)).toBe(true);
    expect(plan.filter((o) => o.kind === 'error_render').every((o) => [...o.personalization.find((f) => f.key === 'Name')!.value].length > 14)).toBe(true);
    expect(plan.filter((o) => o.kind !== 'error_render').every((o) => [...o.personalization.find((f) => f.key === 'Name')!.value].length <= 14)).toBe(true);
  });

  it('sells all three demo products, and any first 13 orders cover every kind', () => {
    expect(new Set(plan.map((o) => o.product))).toEqual(new Set([null, 'mug', 'tee', 'poster']));
    expect(new Set(demoOrderPlan('', DEMO_ORDER_MIX.length).map((o) => o.kind)).size).toBe(DEMO_ORDER_MIX.length);
    for (const order of plan) if (order.product) expect(DEMO_PRODUCTS[order.product].variants[order.variant]).toBeDefined();
  });
});

/** The PNG's own pixel size, from its IHDR chunk (the first chunk of every PNG). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ORDER = 'query ($id: ID!) { order(id: $id) { status name designs { status width height log file { url } } } }';

describe('npm start with the demo orders', () => {
  let dir: string;
  let db: TestDatabase;
  // both stay across the restart, as npm start's fixed ports do: the site's store address and its webhooks' address
  let storePort: number;
  let gatewayPort: number;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pod-demo-orders-'));
    db = await createTestDatabase();
    storePort = await freePort();
    gatewayPort = await freePort();
  });
  afterAll(async () => {
    await db?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** Every service and the gateway (no front ends), on free ports; `DEMO_ORDERS` of the plan's orders. */
  async function launch(): Promise<{ suite: EmbeddedSuite; graphqlUrl: string }> {
    const port = async () => String(await freePort());
    const suite = await startEmbedded({
      env: {
        LOG_LEVEL: 'silent', POD_DATA_DIR: dir, DATABASE_URL: db.url, POD_SKIP_FRONTENDS: '1',
        GATEWAY_PORT: String(gatewayPort), USERS_SITES_PORT: await port(), CATALOG_PORT: await port(), ORDERS_PORT: await port(),
        ARTWORKS_PORT: await port(), MEDIA_PORT: await port(), S3_PORT: await port(), MAILBOX_SMTP_PORT: '0', MAILBOX_HTTP_PORT: '0',
        DEMO_STORE_PORT: String(storePort), DEMO_ORDERS: String(DEMO_ORDER_MIX.length),
      },
    });
    return { suite, graphqlUrl: `http://127.0.0.1:${gatewayPort}/graphql` };
  }

  it('takes orders in through the demo store, renders their print files, spreads them over the statuses, and seeds once', { timeout: 240_000 }, async () => {
    const first = await launch();
    try {
      const seeded = await first.suite.demoOrders;
      expect(seeded?.outcome).toBe('seeded');
      // one order of each kind, each where its kind ends
      expect(seeded!.orders.map((o) => o.status)).toEqual(demoOrderPlan('', DEMO_ORDER_MIX.length).map((o) => DEMO_ORDER_STATUS[o.kind]));

      const admin = await signInAs(first.graphqlUrl, DEMO_USERS.admin.email);
      let completed = 0;
      for (const { id, kind } of seeded!.orders) {
        const { order } = await graphql(first.graphqlUrl, ORDER, { id }, admin);
        if (kind === 'error_no_match') expect(order.designs).toEqual([]);
        if (kind === 'error_render') expect(order.designs.some((d: { status: string; log: string }) => d.status === 'Error' && d.log.includes('"Name" must be at most 14 characters'))).toBe(true);
        for (const design of order.designs.filter((d: { status: string }) => d.status === 'Completed')) {
          // the stored print file is a PNG of the design's pixel size
          const file = await fetch(design.file.url);
          expect(file.status).toBe(200);
          expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width: design.width, height: design.height });
          completed++;
        }
      }
      expect(completed).toBeGreaterThanOrEqual(DEMO_ORDER_MIX.length - 2);
    } finally {
      await first.suite.stop();
    }

    // a second start adds nothing; the demo store kept its products and webhooks, so a hand-placed order arrives and renders
    const again = await launch();
    try {
      expect((await again.suite.demoOrders)?.outcome).toBe('already seeded');
      const storeUrl = again.suite.urls.demoStore!;
      const formPage = await (await fetch(`${storeUrl}/__fake/place-order`)).text();
      const mug = new RegExp(`value="(\\d+:\\d+)">${DEMO_PRODUCTS.mug.title}`).exec(formPage)?.[1];
      expect(mug).toBeDefined();
      // the page offers the fields the demo artwork asks for, a photo of our storage ready
      const photo = /name="value2" value="([^"]+)"/.exec(formPage)?.[1];
      expect(formPage).toContain('name="field2" value="Your photo"');
      const email = 'hand.placed@example.com';
      const placed = await fetch(`${storeUrl}/__fake/place-order`, {
        method: 'POST',
        body: new URLSearchParams({ item: mug!, quantity: '1', field1: 'Name', value1: 'Robin', field2: 'Your photo', value2: photo!, first_name: 'Hand', last_name: 'Placed', email }),
      });
      // 202: orders recorded the delivery; its intake worker takes the order in right after
      expect(await placed.text()).toMatch(/order\.created → .*: HTTP 202/);

      const admin = await signInAs(again.graphqlUrl, DEMO_USERS.admin.email);
      const ordersByCustomer = await vi.waitFor(async () => {
        const { customers } = await graphql(again.graphqlUrl, 'query ($s: String) { customers(filter: { search: $s }) { hits { id } } }', { s: email }, admin);
        expect(customers.hits).toHaveLength(1);
        return (await graphql(again.graphqlUrl, 'query ($id: ID!) { ordersByCustomer(cus_id: $id) { id name } }', { id: customers.hits[0].id }, admin)).ordersByCustomer as Array<{ id: string; name: string }>;
      }, { timeout: 30_000, interval: 200 });
      expect(ordersByCustomer).toHaveLength(1);
      // a new store order number, not one of the seeded orders' numbers taken again
      expect(seededNames(await first.suite.demoOrders)).not.toContain(ordersByCustomer[0].name);
      // the print file renders over the bus: wait until the order settles
      const order = await vi.waitFor(async () => {
        const settled = (await graphql(again.graphqlUrl, ORDER, { id: ordersByCustomer[0].id }, admin)).order as { status: string; designs: Array<{ status: string; log: string | null }> };
        expect(settled.status).not.toBe('processing');
        return settled;
      }, { timeout: 60_000, interval: 200 });
      expect(order, order.designs[0]?.log ?? '').toMatchObject({ status: 'pending_review', designs: [{ status: 'Completed' }] });
    } finally {
      await again.suite.stop();
    }
  });
});

function seededNames(outcome: Awaited<EmbeddedSuite['demoOrders']>): string[] {
  return (outcome?.orders ?? []).map((o) => o.name);
}
