import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEMO_MEDIA, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { createTestDatabase, freePort } from '@pod/service-kit/testing';
import { startS3Server } from '../embedded/s3-server';
import { graphql, signInAs } from '../smoke/gateway-client';
import { startBenchSuite } from './bench-suite';

export interface OrderExportResult {
  bench: 'order-export';
  orders: number;
  /** From the mutation to the stored file (the job's status done), seen by a client polling every 100 ms. */
  seconds: number;
  ordersPerSecond: number;
  csvBytes: number;
  /** Peak resident set of this process (orders, media, users-sites and the gateway share it) while the export ran, sampled every 20 ms, and just before. */
  peakRssMb: number;
  rssBeforeMb: number;
  nodeEnv: string;
  loadAverage: number;
}

const EXPORT = `mutation BenchExport($filter: OrderFilter!, $template_id: ID!) { supplierExportOrder(filter: $filter, template_id: $template_id) { id total } }`;
const JOB = `query BenchExportJob($id: ID!) { orderExport(id: $id) { status progress total error } }`;
const DOWNLOAD = `query BenchExportDownload($id: ID!) { downloadFile(id: $id) }`;

/** Every defined column a supplier sheet typically holds, print files included (links signed per batch). */
const COLUMNS = ['order_id', 'origin_number', 'sku', 'title', 'quantity', 'shipping_name', 'shipping_address1', 'shipping_address2', 'shipping_city', 'shipping_state_code', 'shipping_zip', 'shipping_country_code', 'customer_email', 'print_file_url_1', 'print_file_url_2', 'created_at'];

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Issue 13 "Exporting 10,000 orders keeps memory bounded": users-sites, orders, media and the
 * gateway in this process (s3rver for files, PostgreSQL when DATABASE_URL else PGlite), 10,000
 * accepted orders of the demo seller with two print files each, then the demo Supplier's
 * `supplierExportOrder` of every accepted order through the gateway, followed until done. Prints
 * the seconds and the peak RSS (sampled; the process holds every service, so this bounds the
 * orders process from above).
 */
export async function runOrderExport(options: { orders?: number; env?: Record<string, string | undefined> } = {}): Promise<OrderExportResult> {
  const env = options.env ?? process.env;
  const count = Math.max(1, options.orders ?? Number(env.BENCH_EXPORT_ORDERS ?? 10_000));
  const directory = await mkdtemp(join(tmpdir(), 'pod-bench-export-s3-'));
  const s3 = await startS3Server({ port: await freePort(), directory, bucket: 'pod-files', corsOrigins: ['http://localhost:3000'] });
  const database = await createTestDatabase({ baseUrl: env.DATABASE_URL, prefix: 'pod_bench_export' });
  // A failing cleanup is reported, never allowed to hide the error of the run itself.
  const cleanup = async () => {
    for (const step of [() => database.dispose(), () => s3.stop(), () => rm(directory, { recursive: true, force: true })]) {
      await step().catch((error: unknown) => process.stderr.write(`order-export bench: cleanup: ${String(error)}\n`));
    }
  };
  const suite = await startBenchSuite(
    { ...env, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: s3.bucket, S3_REGION: 'us-east-1' },
    ['users-sites', 'orders', 'media'],
    { databaseUrl: database.url },
  ).catch(async (error) => {
    await cleanup();
    throw error;
  });
  let stage = 'seed';
  try {
    const db = new pg.Client({ connectionString: database.url });
    // An idle client's socket error would otherwise be thrown with no hint of where it came from.
    db.on('error', (error) => process.stderr.write(`order-export bench: seed connection: ${error.message}\n`));
    await db.connect();
    let templateId: string;
    try {
      // Two print files per order: seeded demo files media knows, so every link is signed for real.
      const [front, back] = DEMO_MEDIA.tee.images;
      await db.query(
        `INSERT INTO orders.orders (site_id, seller_id, platform, origin_id, origin_line_id, name, title, sku, quantity, price, base_cost, shipping_cost, status, shipping_address, customer_info, created_at)
         SELECT $1, $2, 'woocommerce', 'B' || n, 'L' || n, '#' || (50000 + n), 'Bench tee ' || n, 'TEE-' || (n % 6), 1 + n % 3, 24.99, 9.5, 4.99, 'accepted',
                jsonb_build_object('first_name', 'Zoë', 'last_name', 'Bench ' || n, 'address1', n || ' Main St, Apt "' || (n % 40) || '"', 'address2', E'Back door\\nbuzz 2',
                                   'city', 'Austin', 'state_code', 'TX', 'zip', '78701', 'country_code', 'US'),
                jsonb_build_object('email', 'bench' || n || '@example.com'),
                now() - (n || ' minutes')::interval
         FROM generate_series(1, $3) AS n`,
        [DEMO_SITES.woo.id, DEMO_USERS.seller.id, count],
      );
      await db.query(
        `INSERT INTO orders.order_designs (order_id, base_print_area_id, base_print_area_name, width, height, dpi, status, file_id, file_key)
         SELECT o.id, area.id, area.name, 4500, 5400, 300, 'Completed', area.file_id, area.file_key
         FROM orders.orders o CROSS JOIN (VALUES ('front', 'Front', $1::uuid, $2), ('back', 'Back', $3::uuid, $4)) AS area(id, name, file_id, file_key)
         WHERE o.origin_id LIKE 'B%'`,
        [front!.id, front!.key, back!.id, back!.key],
      );
      const template = await db.query<{ id: string }>(
        `INSERT INTO orders.export_templates (name, author_id, by_admin, supplier_ids, data) VALUES ('Bench sheet', $1, true, '{}', $2::jsonb) RETURNING id`,
        [DEMO_USERS.admin.id, JSON.stringify(COLUMNS.map((key) => ({ name: key, type: 'defined_value', value: key })))],
      );
      templateId = template.rows[0]!.id;
      await db.query('ANALYZE orders.orders; ANALYZE orders.order_designs');
    } finally {
      await db.end();
    }

    stage = 'export';
    const token = await signInAs(suite.gatewayUrl, DEMO_USERS.supplier.email);
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    let seconds: number;
    let exportId: string;
    try {
      const job = (await graphql(suite.gatewayUrl, EXPORT, { filter: { status: ['accepted'] }, template_id: templateId }, token)).supplierExportOrder as { id: string; total: number };
      if (job.total !== count) throw new Error(`the export claimed ${job.total} of ${count} orders`);
      exportId = job.id;
      for (;;) {
        const state = (await graphql(suite.gatewayUrl, JOB, { id: job.id }, token)).orderExport as { status: string; error: string | null };
        if (state.status === 'failed') throw new Error(`the export failed: ${state.error}`);
        if (state.status === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      seconds = (performance.now() - started) / 1000;
    } finally {
      clearInterval(sampler);
    }
    stage = 'download';
    const url = (await graphql(suite.gatewayUrl, DOWNLOAD, { id: exportId }, token)).downloadFile as string;
    const csv = Buffer.from(await (await fetch(url)).arrayBuffer());
    return {
      bench: 'order-export',
      orders: count,
      seconds: Math.round(seconds * 100) / 100,
      ordersPerSecond: Math.round(count / seconds),
      csvBytes: csv.length,
      peakRssMb: mb(peak),
      rssBeforeMb: mb(rssBefore),
      nodeEnv: process.env.NODE_ENV ?? 'unset',
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    };
  } catch (error) {
    throw new Error(`order-export bench failed while in ${stage}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await suite.stop().catch((error: unknown) => process.stderr.write(`order-export bench: stop: ${String(error)}\n`));
    await cleanup();
  }
}

// `npm run bench:order-export -w @pod/infra`: this line alone.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runOrderExport()
    .then((result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`order-export bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
