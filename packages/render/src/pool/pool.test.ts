import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceCases, startFixtureServer, type FixtureServer } from '@pod/artwork-scene/test-fixtures';
import { createRenderPool, type RenderPool } from './pool';
import { readPngDpi } from '../print-file/png-dpi';

let server: FixtureServer;
let pool: RenderPool;
beforeAll(async () => {
  server = await startFixtureServer();
  pool = createRenderPool({ threads: 2 });
});
afterAll(async () => {
  await pool.destroy();
  await server.close();
});

describe('createRenderPool', () => {
  it('renders in worker threads while the main event loop keeps turning', async () => {
    const c = referenceCases(server.baseUrl)[0];
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const results = await Promise.all([1, 2].map(() => pool.render({ ...c, printArea: { width: 750, height: 900, dpi: 200 }, source: { kind: 'test-fixtures', baseUrl: server.baseUrl } })));
    clearInterval(ticker);
    expect(results.map((r) => [r.width, r.height, readPngDpi(r.png), Buffer.isBuffer(r.png)])).toEqual([
      [750, 900, 200, true],
      [750, 900, 200, true],
    ]);
    expect(ticks).toBeGreaterThan(3);
  });

  it('rejects with the readable log line naming the layer', async () => {
    const artwork = { width: 10, height: 10, templates: [{ title: 'T', layers: [{ id: 'abc', type: 'Text', title: 'Name #2', values: [{ text: 'x' }], fontFamily: 'Lobster-regular' }] }] };
    await expect(pool.render({ artwork, printArea: { width: 10, height: 10, dpi: 72 }, source: { kind: 'test-fixtures', baseUrl: server.baseUrl } })).rejects.toThrow(
      'Layer "Name #2" (id abc): font "Lobster-regular" is not available',
    );
  });
});
