import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { APPS, BUDGETS_FILE, measureApp, overBudget, type Budgets } from './size-budget';

let dist: string | undefined;
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = undefined;
});

async function fakeDist(files: Record<string, string | Buffer>) {
  dist = await mkdtemp(join(tmpdir(), 'pod-budget-'));
  for (const [name, body] of Object.entries(files)) await writeFile(join(dist, name), body);
  return dist;
}

describe('measureApp', () => {
  it("sums a remote's exposed sync chunks, using the build's .br copy when there is one", async () => {
    const manifest = { exposes: [{ assets: { js: { sync: ['1.aaaaaaaa.js', '2.bbbbbbbb.js'], async: ['3.cccccccc.js'] } } }] };
    const two = 'b'.repeat(5000);
    const root = await fakeDist({
      'mf-manifest.json': JSON.stringify(manifest),
      'remoteEntry.js': 'entry',
      'remoteEntry.js.br': Buffer.alloc(7),
      '1.aaaaaaaa.js': 'one',
      '1.aaaaaaaa.js.br': Buffer.alloc(100),
      '2.bbbbbbbb.js': two,
      '3.cccccccc.js.br': Buffer.alloc(100_000),
    });
    expect(measureApp('mfe-orders', root)).toEqual({ remoteEntry: 7, initial: 100 + brotliCompressSync(two).length });
  });

  it("counts only ./routes of a remote: a widget expose is loaded when another remote opens it", async () => {
    const manifest = {
      exposes: [
        { path: './routes', assets: { js: { sync: ['1.aaaaaaaa.js', '2.bbbbbbbb.js'], async: [] } } },
        { path: './ArtworkChooser', assets: { js: { sync: ['2.bbbbbbbb.js', '4.dddddddd.js'], async: [] } } },
      ],
    };
    const root = await fakeDist({
      'mf-manifest.json': JSON.stringify(manifest),
      'remoteEntry.js.br': Buffer.alloc(7),
      '1.aaaaaaaa.js.br': Buffer.alloc(100),
      '2.bbbbbbbb.js.br': Buffer.alloc(20),
      '4.dddddddd.js.br': Buffer.alloc(5000),
    });
    expect(measureApp('mfe-design', root)).toEqual({ remoteEntry: 7, initial: 120 });
  });

  it('counts every JS and CSS file of the shell (it provides the shared singletons and antd’s stylesheet)', async () => {
    const root = await fakeDist({
      'mf-manifest.json': '{}',
      'index.html': '<!doctype html>',
      'main.js': 'm',
      'main.js.br': Buffer.alloc(10),
      '9.dddddddd.js': 'x',
      '9.dddddddd.js.br': Buffer.alloc(20),
      'antd.eeeeeeee.css': 'c',
      'antd.eeeeeeee.css.br': Buffer.alloc(40),
    });
    expect(measureApp('shell', root)).toEqual({ initial: 70 });
  });

  it('says to build first when the app is not built', async () => {
    const root = await fakeDist({});
    expect(() => measureApp('mfe-design', root)).toThrow(/npm run build/);
  });
});

describe('overBudget', () => {
  const budgets: Budgets = { shell: { remoteEntry: 100, initial: 1000 } };

  it('passes sizes within budget and names each size over it', () => {
    expect(overBudget({ shell: { remoteEntry: 100, initial: 999 } }, budgets)).toEqual([]);
    expect(overBudget({ shell: { remoteEntry: 101, initial: 1001 } }, budgets)).toEqual([
      'shell remoteEntry: 101 B compressed, over its budget of 100 B',
      'shell initial: 1001 B compressed, over its budget of 1000 B',
    ]);
  });

  it('fails an app that has no budget yet', () => {
    expect(overBudget({ 'mfe-new': { remoteEntry: 1, initial: 1 } }, budgets)).toEqual([
      'mfe-new remoteEntry: 1 B has no budget in infra/bundle-budgets.json',
      'mfe-new initial: 1 B has no budget in infra/bundle-budgets.json',
    ]);
  });

  it('the committed budgets cover every front end', () => {
    const committed = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
    for (const app of APPS) {
      expect(Object.keys(committed[app] ?? {}).sort(), app).toEqual(app === 'shell' ? ['initial'] : ['initial', 'remoteEntry']);
    }
  });
});
