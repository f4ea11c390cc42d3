import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { DEFAULT_FONT_ALIAS } from '@pod/artwork-scene';
import { referenceCases, startFixtureServer, type FixtureServer } from '@pod/artwork-scene/test-fixtures';
import { renderPrintFile } from '@pod/render/print-file';

/** 1200 px wide previews of the 5:6 reference artworks. */
const OUTPUT = { width: 1200, height: 1440 };
/** The bar: at most 1% of pixels differ (pixelmatch threshold 0.1). */
const MAX_DIFF_RATIO = 0.01;
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const artifacts = here('../../node_modules/.cache/wysiwyg');

let server: FixtureServer;

test.beforeAll(async () => {
  const bundle = await build({
    entryPoints: [here('./page-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    // artwork-scene's browser side imports the default family's Arimo files as URLs (the front
    // ends' webpack emits them); inlined here, the page needs no second route per font.
    loader: { '.ttf': 'dataurl' },
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0].text;
  server = await startFixtureServer({
    extra: {
      '/': { type: 'text/html', body: () => readFileSync(here('./index.html')) },
      '/bundle.js': { type: 'text/javascript', body: () => js },
    },
  });
  mkdirSync(artifacts, { recursive: true });
});

test.afterAll(async () => {
  await server?.close();
});

/**
 * Two Chromium drawings against media's Node render: the print preview (prepareScene, as the
 * storefront's preview draws) and the artwork editor's canvas (the live scene on the editor's
 * stage, zoomed to 1200 px) — issue 23: what the designer sees is what prints.
 */
const BROWSER_RENDERS = [
  { label: 'preview', fn: 'renderReference' },
  { label: 'editor canvas', fn: 'renderEditorCanvas' },
] as const;

for (const name of ['text-heavy', 'images-filters-clipping', 'personalised'] as const) {
  test(`${name}: Node print render, Chromium preview and editor canvas match`, async ({ page }) => {
    const reference = referenceCases(server.baseUrl).find((c) => c.name === name)!;
    const node = await renderPrintFile({
      artwork: reference.artwork,
      personalization: reference.personalization,
      fonts: reference.fonts,
      clipartCategories: reference.clipartCategories,
      printArea: { ...OUTPUT, dpi: 300 },
      background: '#ffffff',
      // The fixtures' images and fonts through the renderer's test-only loader.
      source: { kind: 'test-fixtures', baseUrl: server.baseUrl },
    });
    const a = PNG.sync.read(node.png);
    writeFileSync(`${artifacts}/${name}-node.png`, node.png);
    // Guard against a vacuous pass: the render must have drawn the artwork, not a blank page.
    expect(countNonWhite(a.data) / (a.width * a.height)).toBeGreaterThan(0.05);

    await page.goto(server.baseUrl + '/');
    await page.waitForFunction(() => typeof window.renderReference === 'function' && typeof window.renderEditorCanvas === 'function');
    for (const { label, fn } of BROWSER_RENDERS) {
      const dataUrl = await page.evaluate(([c, output, f]) => window[f](c, output), [reference, OUTPUT, fn] as const);
      const browserPng = Buffer.from(dataUrl.split(',')[1], 'base64');
      const b = PNG.sync.read(browserPng);
      expect([b.width, b.height], label).toEqual([a.width, a.height]);
      const diff = new PNG({ width: a.width, height: a.height });
      const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
      const ratio = differing / (a.width * a.height);
      const file = `${name}-${label.replace(' ', '-')}`;
      writeFileSync(`${artifacts}/${file}.png`, browserPng);
      writeFileSync(`${artifacts}/${file}-diff.png`, PNG.sync.write(diff));
      test.info().annotations.push({ type: `pixel-diff ${label}`, description: `${(ratio * 100).toFixed(3)}%` });
      console.log(`[wysiwyg] ${name} (${label}): ${differing} px differ (${(ratio * 100).toFixed(3)}%)`);
      expect(ratio, label).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    }
    if (name === 'text-heavy') {
      // Its 'Arial' layers drew with the shipped Arimo faces (regular and bold), not a system font
      // standing in for Arial (this machine's Liberation Sans matches Arimo too closely for the pixel diff to tell).
      const faces = await page.evaluate((family) => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded').map((f) => f.weight), DEFAULT_FONT_ALIAS);
      expect(faces.sort()).toEqual(['400', '700']);
    }
  });
}

function countNonWhite(data: Buffer): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 250 || data[i + 1] < 250 || data[i + 2] < 250) n++;
  return n;
}
