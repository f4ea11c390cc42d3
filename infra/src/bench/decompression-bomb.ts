import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { psdDeclaringSize } from '@pod/render/testing';
import { insertOrderFixture, ORDERS_ENTITIES, ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { openDatabase } from '@pod/service-kit';
import { freePort } from '@pod/service-kit/testing';
import { startS3Server } from '../embedded/s3-server';
import { graphql, signInAs } from '../smoke/gateway-client';
import { startBenchSuite } from './bench-suite';
import { percentiles, type Percentiles } from './orders-list';

/** Issue 21 item 3's targets, reported and never asserted: refusal time and the media process's RSS growth. */
const TARGET_REFUSAL_MS = 100;
const TARGET_GROWTH_MB = 20;
const PSD_MIME = 'image/vnd.adobe.photoshop';

export interface DecompressionBombBenchResult {
  bench: 'decompression-bomb';
  /** The file: a real PSD whose header says 20000×20000. */
  psd: { declared: string; kilobytes: number };
  runs: number;
  /** Which call refused it (createFile checks the header since issue 21; before, uploadDesigns made media build a preview). */
  refusedBy: string;
  message: string;
  /** createFile start → the refusal (createFile's, or uploadDesigns' when createFile accepted the file). */
  refusal: Percentiles;
  targetRefusalMs: number;
  /** Largest RSS rise of this process (gateway, users-sites, orders, media, s3rver) over a run, from before the upload. */
  rssGrowthMb: number;
  targetGrowthMb: number;
  withinTargets: boolean;
  /** `me` through the gateway, one at a time: alone first, then while the bombs are sent. */
  meAlone: Percentiles;
  meDuringBombs: Percentiles;
}

/** One GraphQL call that answers its errors instead of throwing them. */
async function attempt(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: Record<string, { id?: string; message?: string } | null>; errors?: Array<{ message: string }> };
}

/** `me` latencies, one request at a time, until `until` resolves (or `count` requests when given). */
async function timeMe(url: string, token: string, options: { count?: number; until?: Promise<unknown> }): Promise<number[]> {
  const samples: number[] = [];
  let done = false;
  void options.until?.finally(() => (done = true));
  while (options.count ? samples.length < options.count : !done) {
    const started = performance.now();
    await graphql(url, `query BenchMe { me { id } }`, {}, token);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Issue 21 item 3 on the embedded shape (users-sites, orders, media and the gateway in this process,
 * s3rver): the demo seller uploads a ~120 KB PSD whose header declares 20000×20000 through the
 * signed form, registers it with createFile and, if that accepts it, names it in uploadDesigns on
 * one of their orders; `runs` times, with `me` timed beside it. RSS is sampled every 10 ms.
 */
export async function runDecompressionBomb(options: { runs?: number; env?: Record<string, string | undefined> } = {}): Promise<DecompressionBombBenchResult> {
  const env = options.env ?? process.env;
  const runs = Math.max(1, options.runs ?? 5);
  const directory = await mkdtemp(join(tmpdir(), 'pod-bench-bomb-'));
  const bomb = psdDeclaringSize(20_000, 20_000, { side: 168, noisy: true });
  const s3 = await startS3Server({ port: await freePort(), directory: join(directory, 's3'), bucket: 'pod-files', corsOrigins: ['http://localhost:3000'] });
  const suite = await startBenchSuite(
    { ...env, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: s3.bucket, S3_REGION: 'us-east-1', SEED_DEMO_DATA: 'true' },
    ['users-sites', 'orders', 'media'],
  );
  try {
    const url = suite.gatewayUrl;
    const token = await signInAs(url, DEMO_USERS.seller.email);
    // One order of the seller's that takes uploads (pending review), with a Front design to name.
    const ordersDb = await openDatabase({ url: suite.databaseUrl, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
    const fixture = await insertOrderFixture(ordersDb, { site_id: DEMO_SITES.woo.id, seller_id: DEMO_USERS.seller.id, status: 'pending_review' }, [
      { base_print_area_id: randomUUID(), base_print_area_name: 'Front', status: 'Completed' },
    ]).finally(() => ordersDb.destroy());
    const target = { orderId: fixture.order.id, designId: fixture.designs[0]!.id };

    const meAlone = await timeMe(url, token, { count: 50 });
    const refusals: number[] = [];
    let refusedBy = 'nothing';
    let message = '';
    let rssGrowth = 0;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const bombs = (async () => {
      for (let run = 0; run < runs; run++) {
        const name = `bomb${run}.psd`;
        const signed = (await graphql(url, `mutation($f: String!, $m: String!) { createSignedUrl(filename: $f, fileMime: $m) { key url fields { name value } } }`, { f: name, m: PSD_MIME }, token)).createSignedUrl;
        const form = new FormData();
        for (const field of signed.fields) form.append(field.name, field.value);
        form.append('file', new Blob([new Uint8Array(bomb)], { type: PSD_MIME }), name);
        const posted = await fetch(signed.url, { method: 'POST', body: form });
        if (!posted.ok) throw new Error(`upload refused: ${posted.status}`);
        const before = process.memoryUsage().rss;
        peak = before;
        const started = performance.now();
        const file = await attempt(url, `mutation($i: CreateFileInput!) { createFile(input: $i) { id } }`, { i: { key: signed.key, file_name: name, file_mime: PSD_MIME, file_size: bomb.length, source: 'aws' } }, token);
        if (file.errors?.length) {
          refusedBy = 'createFile';
          message = file.errors[0]!.message;
        } else {
          const upload = await attempt(url, `mutation($id: ID!, $input: [UploadDesignInput!]!) { uploadDesigns(orderId: $id, input: $input) { message } }`, { id: target.orderId, input: [{ id: target.designId, file_id: file.data?.createFile?.id }] }, token);
          refusedBy = upload.errors?.length ? 'uploadDesigns' : 'nothing (accepted)';
          message = upload.errors?.[0]?.message ?? upload.data?.uploadDesigns?.message ?? '';
        }
        refusals.push(performance.now() - started);
        peak = Math.max(peak, process.memoryUsage().rss);
        rssGrowth = Math.max(rssGrowth, peak - before);
      }
    })();
    const meDuring = await timeMe(url, token, { until: bombs });
    await bombs;
    clearInterval(sampler);
    const refusal = percentiles(refusals);
    const growthMb = Math.round((rssGrowth / 1024 / 1024) * 10) / 10;
    return {
      bench: 'decompression-bomb',
      psd: { declared: '20000×20000', kilobytes: Math.round(bomb.length / 1024) },
      runs,
      refusedBy,
      message,
      refusal,
      targetRefusalMs: TARGET_REFUSAL_MS,
      rssGrowthMb: growthMb,
      targetGrowthMb: TARGET_GROWTH_MB,
      withinTargets: refusal.maxMs <= TARGET_REFUSAL_MS && growthMb <= TARGET_GROWTH_MB,
      meAlone: percentiles(meAlone),
      meDuringBombs: percentiles(meDuring),
    };
  } finally {
    await suite.stop();
    await s3.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

// `npm run bench:bomb`: this line alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await runDecompressionBomb({ runs: Number(process.env.BENCH_BOMB_RUNS ?? 5) }))}\n`);
  process.exit(0);
}
