import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_USERS } from '@pod/contracts';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { liveClient, signInAs } from './gateway-client';
import type { ManagedProcess } from '../processes/node-process';
import { failOnError, ordersOfShopper, placePersonalisedOrder, printFileFeed, sellOnStore, waitUntil, type OrderWithDesigns, type PrintFileUpdate, type StoreProduct } from './store-orders';

/** How long the orders of a burst may take to be taken in after their webhooks were answered. */
const INTAKE_TIMEOUT_MS = 120_000;

/**
 * Print files over Kafka in media's render process(es) (issue 11, ARCHITECTURE §6; the media
 * subgraph runs with MEDIA_CONSUMERS=off beside them, as in compose): shoppers' personalised
 * orders arrive as signed webhooks from a fake WooCommerce store through the gateway; orders
 * requests a design per print area (`orders.design.requested`), a render process renders and
 * answers (`media.design.generated`), orders completes the designs and the gateway pushes
 * `generateOrderPrintFile` to the seller's websocket.
 *
 * 1. Kill: the render process is SIGKILLed while it is rendering a batch (some answers
 *    committed, the rest in its render pool), then started again. Every design completes
 *    exactly once: one render answer and one File row per design in media's tables, one
 *    Completed update per design.
 * 2. Scale out: a burst of designs with one render process, then another burst with a second
 *    one in the same consumer group: each design rendered once (counted in media's ledger, its
 *    files and each replica's log), and the throughput of both runs.
 */

/** Controls media's render processes (services/media/src/render-main.ts; see distributed.ts). */
export interface RenderProcesses {
  /** The render process running now (the smoke starts one beside the media subgraph). */
  current(): ManagedProcess;
  /** SIGKILL: no shutdown hook runs, nothing is committed or closed. */
  kill(process: ManagedProcess): Promise<void>;
  /** SIGTERM: the process closes its consumer (leaving the group) and exits. */
  stop(process: ManagedProcess): Promise<void>;
  /** Starts a render process under `name` (its own log), health on `port` (0 = a free one), and waits for /ready. */
  start(name: string, options: { port?: number; replaceCurrent?: boolean }): Promise<ManagedProcess>;
}

const SETTLE_TIMEOUT_MS = 180_000;
const KILL_BATCH_ORDERS = 3;
const BURST_DESIGNS = Number(process.env.SMOKE_BURST_DESIGNS ?? 40);
const PLACE_CONCURRENCY = 8;
const WARM_UP_BATCHES = 5;

export async function checkOrderRendering(options: { graphqlUrl: string; databaseUrl: string; renders: RenderProcesses; out: (line: string) => void }): Promise<void> {
  const { graphqlUrl, renders, out } = options;
  const store = await startFakeWooStore({ keys: { consumer_key: `ck_smoke_${randomBytes(8).toString('hex')}`, consumer_secret: `cs_smoke_${randomBytes(8).toString('hex')}` } });
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
  const client = liveClient(graphqlUrl, token);
  try {
    const feed = printFileFeed(client);
    const ledger = mediaLedger(db);

    // 1. Kill the render process during a render, start it again. The T-shirt: two 4500×5400 print areas.
    const tee = await sellOnStore(graphqlUrl, token, store, DEMO_PRODUCT_TYPES[0]!);
    out(`orders site connected with webhooks, product ${tee.product.id} pushed (${tee.product.print_areas.length} print areas, personalised artwork)`);
    const first = await placeBatch(store, tee, KILL_BATCH_ORDERS, graphqlUrl, token);
    const designIds = first.orders.flatMap((o) => o.designs.map((d) => d.id));
    const victim = renders.current();
    // Kill as soon as it has committed its first answer of the batch: the rest are in its pool.
    let answeredAtKill = 0;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      answeredAtKill = await ledger.answered(designIds);
      if (answeredAtKill >= 1 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (answeredAtKill >= designIds.length) throw new Error(`media-render answered all ${designIds.length} designs before the smoke could kill it; raise KILL_BATCH_ORDERS`);
    if (answeredAtKill === 0) throw new Error(`media-render answered none of ${designIds.length} designs within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await renders.kill(victim);
    const answeredAfterKill = await ledger.answered(designIds);
    out(`media-render (pid ${victim.child.pid}) SIGKILLed mid-batch: ${answeredAfterKill} of ${designIds.length} designs answered, the rest held by its render pool`);
    const restarted = await renders.start('media-render-restarted', { replaceCurrent: true });
    out(`media-render started again (pid ${restarted.child.pid})`);
    await waitUntil(() => (failOnError(feed.updates, designIds), completed(feed.updates, designIds).size === designIds.length), feed.failure, SETTLE_TIMEOUT_MS, `not every design of the killed batch completed (${completed(feed.updates, designIds).size} of ${designIds.length})`);
    await checkOncePerDesign(ledger, feed.updates, designIds, 'killed batch');
    const settled = await ordersOfShopper(graphqlUrl, token, first.email);
    const files = settled.flatMap((o) => o.designs.map((d) => `${d.status} ${d.width}×${d.height} ${d.file_id ? 'file' : 'no file'}`));
    if (files.some((f) => !f.startsWith('Completed 4500×5400 file'))) throw new Error(`the killed batch's designs are not all Completed at 4500×5400 with a file: ${files.join(', ')}`);
    out(`after the restart: ${designIds.length} designs Completed once each (one render answer and one File row per design), orders ${settled.map((o) => o.status).join(', ')}`);

    // 2. The same burst with one render process, then with two in one consumer group. The mug: one 2700×1100 print area.
    const mug = await sellOnStore(graphqlUrl, token, store, DEMO_PRODUCT_TYPES[1]!);
    const one = await burst(store, mug, graphqlUrl, token, feed.updates, feed.failure, ledger, [restarted]);
    out(`burst, 1 render process: ${one.designs} designs in ${(one.ms / 1000).toFixed(1)} s = ${one.perMinute.toFixed(0)} designs/min (renders per process: ${one.split.join(' + ')})`);
    // Two fresh processes join the emptied group together (one generation), rather than one joining a
    // running member: librdkafka's mock cluster marks a group synced as soon as the leader's SyncGroup
    // carries every assignment and answers a follower's later SyncGroup with INVALID_REQUEST
    // (rdkafka_mock_cgrp.c), which kafkajs treats as fatal, so a late joiner can keep failing there.
    await renders.stop(restarted);
    const pair = await Promise.all([renders.start('media-render-2', { replaceCurrent: true }), renders.start('media-render-3', { port: 0 })]);
    const warmUp = await untilBothRender(store, mug, graphqlUrl, token, feed.updates, feed.failure, pair);
    out(`two render processes (pids ${pair.map((p) => p.child.pid).join(', ')}) in one consumer group; warm-up: ${warmUp.designs} designs rendered ${warmUp.split.join(' + ')}`);
    const two = await burst(store, mug, graphqlUrl, token, feed.updates, feed.failure, ledger, pair);
    out(`burst, 2 render processes: ${two.designs} designs in ${(two.ms / 1000).toFixed(1)} s = ${two.perMinute.toFixed(0)} designs/min (renders per process: ${two.split.join(' + ')})`);
    if (two.split.some((n) => n === 0)) {
      out('  one process got no partition: the group did not settle on the broker (see the comment above on the mock cluster); the burst still completed exactly once');
    }
    out(`throughput: 2 replicas ${two.perMinute.toFixed(0)} vs 1 replica ${one.perMinute.toFixed(0)} designs/min (×${(two.perMinute / one.perMinute).toFixed(2)}; every process shares this machine's ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)})`);
  } finally {
    await client.dispose();
    await db.end();
    await store.stop();
  }
}

/** `count` orders of one shopper, placed together; returns them (with their designs) once intake answered every webhook. */
async function placeBatch(store: FakeWooStore, sold: StoreProduct, count: number, graphqlUrl: string, token: string): Promise<{ email: string; orders: OrderWithDesigns[]; startedAt: number }> {
  const tag = randomBytes(4).toString('hex');
  const email = `smoke.${tag}@example.com`;
  const startedAt = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PLACE_CONCURRENCY, count) }, async () => {
      while (next < count) {
        const i = next++;
        await placePersonalisedOrder(store, sold, { email, name: `Shopper ${i + 1}` });
      }
    }),
  );
  // webhooks are answered 202 and taken in by orders' intake worker: wait until every order is there
  const deadline = Date.now() + INTAKE_TIMEOUT_MS;
  let orders = await ordersOfShopper(graphqlUrl, token, email);
  while (orders.length < count && Date.now() < deadline) {
    await sleep(200);
    orders = await ordersOfShopper(graphqlUrl, token, email);
  }
  const designs = orders.flatMap((o) => o.designs);
  if (orders.length !== count || designs.length !== count * sold.product.print_areas.length) {
    const why = [...new Set(orders.flatMap((o) => o.history.filter((h) => h.type === 'error').map((h) => h.message)))].slice(0, 3);
    throw new Error(`intake kept ${orders.length} orders (status ${[...new Set(orders.map((o) => o.status))].join(', ')}) with ${designs.length} designs for ${count} store orders of ${sold.product.print_areas.length} print areas${why.length ? `; their history says: ${why.join(' | ')}` : ''}`);
  }
  return { email, orders, startedAt };
}

/** Design ids that have a Completed update. */
function completed(updates: PrintFileUpdate[], designIds: string[]): Map<string, PrintFileUpdate[]> {
  const ids = new Set(designIds);
  const byDesign = new Map<string, PrintFileUpdate[]>();
  for (const u of updates) if (ids.has(u.design.id) && u.design.status === 'Completed') byDesign.set(u.design.id, [...(byDesign.get(u.design.id) ?? []), u]);
  return byDesign;
}

/** Exactly once: one render answer (generated) and one File row per design in media, one Completed update per design. */
async function checkOncePerDesign(ledger: ReturnType<typeof mediaLedger>, updates: PrintFileUpdate[], designIds: string[], what: string): Promise<void> {
  const rows = await ledger.perDesign(designIds);
  const wrong = designIds.filter((id) => {
    const row = rows.get(id);
    return !row || row.answers !== 1 || row.generated !== 1 || row.files !== 1;
  });
  if (wrong.length) throw new Error(`${what}: not exactly one render answer and one File per design: ${wrong.map((id) => `${id} ${JSON.stringify(rows.get(id) ?? 'none')}`).join('; ')}`);
  const twice = [...completed(updates, designIds)].filter(([, list]) => list.length !== 1);
  if (twice.length) throw new Error(`${what}: designs Completed more than once: ${twice.map(([id, list]) => `${id} ×${list.length}`).join(', ')}`);
}

/** Media's own records of design requests (its schema in the shared database). */
function mediaLedger(db: pg.Client) {
  return {
    async answered(designIds: string[]): Promise<number> {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "media"."design_renders" WHERE "design_id" = ANY($1::uuid[])`, [designIds]);
      return Number(rows[0]!.n);
    },
    async perDesign(designIds: string[]): Promise<Map<string, { answers: number; generated: number; files: number }>> {
      const { rows } = await db.query<{ design_id: string; answers: string; generated: string; files: string }>(
        `SELECT r."design_id", count(*) AS answers, count(*) FILTER (WHERE r."outcome" = 'generated') AS generated, count(f."id") AS files
           FROM "media"."design_renders" r LEFT JOIN "media"."files" f ON f."id" = r."file_id"
          WHERE r."design_id" = ANY($1::uuid[]) GROUP BY r."design_id"`,
        [designIds],
      );
      return new Map(rows.map((r) => [r.design_id, { answers: Number(r.answers), generated: Number(r.generated), files: Number(r.files) }]));
    },
  };
}

/**
 * BURST_DESIGNS orders of the one-area product at once; waits until every design is Completed,
 * checks each was rendered once, and counts which render process rendered it (its log's
 * "print file rendered" lines). Throughput: designs / (first order placed → last Completed update).
 */
async function burst(
  store: FakeWooStore,
  sold: StoreProduct,
  graphqlUrl: string,
  token: string,
  updates: PrintFileUpdate[],
  failure: Promise<never>,
  ledger: ReturnType<typeof mediaLedger>,
  replicas: ManagedProcess[],
): Promise<{ designs: number; ms: number; perMinute: number; split: number[] }> {
  const batch = await placeBatch(store, sold, BURST_DESIGNS, graphqlUrl, token);
  const designIds = batch.orders.flatMap((o) => o.designs.map((d) => d.id));
  await waitUntil(() => (failOnError(updates, designIds), completed(updates, designIds).size === designIds.length), failure, SETTLE_TIMEOUT_MS, `not every design of the burst completed (${completed(updates, designIds).size} of ${designIds.length})`);
  const last = Math.max(...[...completed(updates, designIds).values()].map((list) => list[0]!.at));
  await checkOncePerDesign(ledger, updates, designIds, `burst on ${replicas.length} render process(es)`);
  const split = await Promise.all(replicas.map(async (p) => renderedIn(p.logFile, designIds)));
  const total = split.reduce((a, b) => a + b, 0);
  if (total !== designIds.length) throw new Error(`media's logs show ${total} renders for ${designIds.length} designs (per process ${split.join(' + ')})`);
  const ms = last - batch.startedAt;
  return { designs: designIds.length, ms, perMinute: (designIds.length * 60_000) / ms, split };
}

/**
 * A process that is ready has asked to join the consumer group; it gets partitions once the group
 * has synced. Small batches (at most WARM_UP_BATCHES) until each process has rendered one, so the
 * burst measures both and not the rebalance; answers how the warm-up designs were split.
 */
async function untilBothRender(
  store: FakeWooStore,
  sold: StoreProduct,
  graphqlUrl: string,
  token: string,
  updates: PrintFileUpdate[],
  failure: Promise<never>,
  replicas: ManagedProcess[],
): Promise<{ designs: number; split: number[] }> {
  const ids: string[] = [];
  let split = replicas.map(() => 0);
  for (let batch = 0; batch < WARM_UP_BATCHES && split.some((n) => n === 0); batch++) {
    const placed = await placeBatch(store, sold, 4, graphqlUrl, token);
    const batchIds = placed.orders.flatMap((o) => o.designs.map((d) => d.id));
    await waitUntil(() => (failOnError(updates, batchIds), completed(updates, batchIds).size === batchIds.length), failure, SETTLE_TIMEOUT_MS, 'not every warm-up design completed');
    ids.push(...batchIds);
    split = await Promise.all(replicas.map((p) => renderedIn(p.logFile, ids)));
  }
  return { designs: ids.length, split };
}

/** Renders a render process answered for these designs (its "print file rendered" log lines). */
async function renderedIn(logFile: string | null, designIds: string[]): Promise<number> {
  if (!logFile) throw new Error('smoke processes log to files');
  const ids = new Set(designIds);
  const lines = (await readFile(logFile, 'utf8')).split('\n').filter((line) => line.includes('print file rendered'));
  return lines.filter((line) => {
    const id = /"designId":"([^"]+)"/.exec(line)?.[1];
    return id !== undefined && ids.has(id);
  }).length;
}
