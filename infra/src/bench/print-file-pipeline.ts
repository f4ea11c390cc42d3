import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_USERS } from '@pod/contracts';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { onInternalCall } from '@pod/service-kit/internal-client';
import { freePort } from '@pod/service-kit/testing';
import { startFakeWooStore } from '@pod/store-fakes';
import { startS3Server } from '../embedded/s3-server';
import { liveClient, signInAs } from '../smoke/gateway-client';
import { failOnError, ordersOfShopper, placePersonalisedOrder, printFileFeed, sellOnStore, waitUntil, type PrintFileUpdate } from '../smoke/store-orders';
import { startBenchSuite } from './bench-suite';

/** Issue 11's target: webhook accepted → print file ready, p50. Reported, never asserted. */
const TARGET_P50_MS = 3000;
const SETTLE_TIMEOUT_MS = 300_000;
const PLACE_CONCURRENCY = 8;

export interface PrintFilePipelineResult {
  bench: 'print-file-pipeline';
  database: 'postgresql' | 'pglite';
  bus: 'in-process';
  nodeEnv: string;
  /** The seeded T-shirt: two print areas (Front, Back), each 4500×5400 at 300 dpi. */
  printSize: string;
  printFilesPerOrder: number;
  /**
   * One order at a time: the store's signed webhook answered by the gateway → the order's last
   * print file Completed, as a seller's `generateOrderPrintFile` websocket subscription hears it.
   */
  latency: { orders: number; p50Ms: number; p95Ms: number; minMs: number; maxMs: number; targetP50Ms: number; withinTarget: boolean };
  /** A burst of orders placed together (8 webhooks in flight): first placed → last print file Completed. */
  throughput: { orders: number; printFiles: number; seconds: number; printFilesPerMinute: number };
  /**
   * Internal HTTP requests (service to service, retries included) per timed order, as the
   * service-kit internal client heard them during the latency orders, by route.
   */
  internalCalls: { perOrder: number; byRoute: Record<string, number> };
}

/** The q-quantile (nearest rank) of the samples. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (n: number) => Math.round(n);

/**
 * The whole print-file pipeline on the embedded default (issue 11): every service and the
 * gateway in this process on the in-process bus, PGlite unless DATABASE_URL, s3rver behind the
 * signed proxy, and a fake WooCommerce store. The demo seller connects a site to the store with
 * its order webhooks, pushes a T-shirt with the personalised demo artwork on both print areas,
 * then shoppers order it: the store's signed webhook → gateway → orders' intake →
 * `orders.design.requested` → media's render pool → `media.design.generated` → orders →
 * `orders.design.updated` → the gateway's `generateOrderPrintFile` on the seller's websocket.
 */
export async function runPrintFilePipeline(options: { orders?: number; burstOrders?: number; env?: Record<string, string | undefined> } = {}): Promise<PrintFilePipelineResult> {
  const env = options.env ?? process.env;
  const orderCount = Math.max(1, options.orders ?? 50);
  const burstOrders = Math.max(1, options.burstOrders ?? 25);
  const directory = await mkdtemp(join(tmpdir(), 'pod-bench-s3-'));
  const s3 = await startS3Server({ port: await freePort(), directory, bucket: 'pod-files', corsOrigins: ['http://localhost:3000'] });
  const gatewayPort = await freePort();
  const gatewayBase = `http://127.0.0.1:${gatewayPort}`;
  const store = await startFakeWooStore({ keys: { consumer_key: `ck_bench_${randomBytes(8).toString('hex')}`, consumer_secret: `cs_bench_${randomBytes(8).toString('hex')}` } });
  const suite = await startBenchSuite(
    {
      ...env,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      PUBLIC_API_URL: gatewayBase,
      PUBLIC_MEDIA_URL: `${gatewayBase}/media`,
      // the bench's store is a fake on 127.0.0.1
      ALLOW_LOOPBACK_STORES: '1',
    },
    ['users-sites', 'catalog', 'orders', 'artworks', 'media'],
    { gatewayPort },
  ).catch(async (error) => {
    await Promise.all([store.stop(), s3.stop()]);
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  const graphqlUrl = suite.gatewayUrl;
  const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
  const client = liveClient(graphqlUrl, token);
  try {
    const feed = printFileFeed(client);
    const tee = await sellOnStore(graphqlUrl, token, store, DEMO_PRODUCT_TYPES[0]!);
    const perOrder = tee.product.print_areas.length;
    const completedCount = () => feed.updates.filter((u) => u.design.status === 'Completed').length;
    const check = () => failOnError(feed.updates, feed.updates.map((u) => u.design.id));

    // Latency: one order at a time (one untimed order first warms the render pool and caches).
    const tag = randomBytes(3).toString('hex');
    const placed: Array<{ email: string; acceptedAt: number }> = [];
    const calls = new Map<string, number>();
    let stopCounting: (() => void) | null = null;
    for (let i = -1; i < orderCount; i++) {
      // The untimed first order fills caches; the hops are counted from the first timed one.
      if (i === 0) stopCounting = onInternalCall((call) => calls.set(`${call.method} ${call.path}`, (calls.get(`${call.method} ${call.path}`) ?? 0) + 1));
      const email = `bench.${tag}.${i + 1}@example.com`;
      const before = completedCount();
      const { acceptedAt } = await placePersonalisedOrder(store, tee, { email, name: `Bench ${i + 1}` });
      await waitUntil(() => (check(), completedCount() >= before + perOrder), feed.failure, SETTLE_TIMEOUT_MS, `the print files of order ${i + 1} were not ready`);
      if (i >= 0) placed.push({ email, acceptedAt });
    }
    stopCounting?.();
    const samples: number[] = [];
    for (const { email, acceptedAt } of placed) samples.push(readyAt(feed.updates, await designsOf(graphqlUrl, token, email, perOrder)) - acceptedAt);
    samples.sort((a, b) => a - b);
    const p50 = quantile(samples, 0.5);

    // Throughput: a burst of orders placed together.
    const burstEmail = `bench.${tag}.burst@example.com`;
    const startedAt = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(PLACE_CONCURRENCY, burstOrders) }, async () => {
        while (next < burstOrders) {
          const i = next++;
          await placePersonalisedOrder(store, tee, { email: burstEmail, name: `Burst ${i + 1}` });
        }
      }),
    );
    // Webhooks are answered 202 and a ledger worker takes the orders in: wait until it has.
    let burst = await ordersOfShopper(graphqlUrl, token, burstEmail);
    const intakeDeadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (burst.flatMap((o) => o.designs).length < burstOrders * perOrder && Date.now() < intakeDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      burst = await ordersOfShopper(graphqlUrl, token, burstEmail);
    }
    const burstDesigns = burst.flatMap((o) => o.designs.map((d) => d.id));
    if (burst.length !== burstOrders || burstDesigns.length !== burstOrders * perOrder) throw new Error(`intake kept ${burst.length} orders / ${burstDesigns.length} designs of the ${burstOrders}-order burst`);
    const ids = new Set(burstDesigns);
    const doneIds = () => new Set(feed.updates.filter((u) => ids.has(u.design.id) && u.design.status === 'Completed').map((u) => u.design.id));
    await waitUntil(() => (check(), doneIds().size === ids.size), feed.failure, SETTLE_TIMEOUT_MS, `the burst's print files were not all ready (${doneIds().size} of ${ids.size})`);
    const seconds = (readyAt(feed.updates, burstDesigns) - startedAt) / 1000;

    return {
      bench: 'print-file-pipeline',
      database: env.DATABASE_URL ? 'postgresql' : 'pglite',
      bus: 'in-process',
      nodeEnv: process.env.NODE_ENV ?? 'unset',
      printSize: tee.product.print_areas.map((a) => `${a.name} 4500×5400`).join(', '),
      printFilesPerOrder: perOrder,
      latency: {
        orders: samples.length,
        p50Ms: round(p50),
        p95Ms: round(quantile(samples, 0.95)),
        minMs: round(samples[0]!),
        maxMs: round(samples.at(-1)!),
        targetP50Ms: TARGET_P50_MS,
        withinTarget: p50 <= TARGET_P50_MS,
      },
      throughput: { orders: burstOrders, printFiles: ids.size, seconds: Math.round(seconds * 10) / 10, printFilesPerMinute: Math.round((ids.size * 60) / seconds) },
      internalCalls: { perOrder: Math.round(([...calls.values()].reduce((a, b) => a + b, 0) / Math.max(1, placed.length)) * 10) / 10, byRoute: Object.fromEntries(calls) },
    };
  } finally {
    await client.dispose();
    await suite.stop();
    await store.stop();
    await s3.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

/** The design ids of the one order of a shopper, checked to be at 4500×5400. */
async function designsOf(graphqlUrl: string, token: string, email: string, perOrder: number): Promise<string[]> {
  const orders = await ordersOfShopper(graphqlUrl, token, email);
  const designs = orders.flatMap((o) => o.designs);
  if (orders.length !== 1 || designs.length !== perOrder) throw new Error(`${email}: intake kept ${orders.length} orders with ${designs.length} designs`);
  const wrong = designs.filter((d) => d.status !== 'Completed' || d.width !== 4500 || d.height !== 5400 || !d.file_id);
  if (wrong.length) throw new Error(`${email}: designs not Completed at 4500×5400 with a file: ${JSON.stringify(wrong)}`);
  return designs.map((d) => d.id);
}

/** When the last of these designs was heard Completed. */
function readyAt(updates: PrintFileUpdate[], designIds: string[]): number {
  const at = designIds.map((id) => updates.find((u) => u.design.id === id && u.design.status === 'Completed')?.at);
  if (at.some((t) => t === undefined)) throw new Error('a design was never heard Completed');
  return Math.max(...(at as number[]));
}

/** `npm run bench:print-files` (this line alone; free ports only, no lock needed). */
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runPrintFilePipeline({ orders: Number(process.env.BENCH_PRINT_ORDERS ?? 50), burstOrders: Number(process.env.BENCH_PRINT_BURST ?? 25) }).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      process.stderr.write(`bench:print-files failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
