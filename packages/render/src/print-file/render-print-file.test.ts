import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceCases, startFixtureServer, type FixtureServer } from '@pod/artwork-scene/test-fixtures';
import { readPngDpi } from './png-dpi';
import { renderPrintFile as renderFromSource, type RenderJob } from './render-print-file';
import type { ByteSource } from '../library/fetch-bytes';
import { Konva } from './node-canvas-backend';
import { prepareScene } from '@pod/artwork-scene';
import { createFontResolver } from './fonts';
import { loadSceneImage } from './image-loader';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({ slowMs: 5_000 });
});
afterAll(() => server.close());

/** The test-only loader: fixtures come from the fixture server, nothing else. */
const fixtures = (): ByteSource => ({ kind: 'test-fixtures', baseUrl: server.baseUrl });
const renderPrintFile = (job: Omit<RenderJob, 'source'>) => renderFromSource({ ...job, source: fixtures() });

const textLayer = (extra: Record<string, unknown>) => ({ id: 'abc', type: 'Text', title: 'Name #2', x: 0, y: 0, width: 200, values: [{ active: true, text: 'Hello' }], ...extra });
const job = (layers: unknown[], extra: Partial<RenderJob> = {}): Omit<RenderJob, 'source'> => ({
  artwork: { width: 200, height: 100, templates: [{ title: 'T', layers }] },
  printArea: { width: 400, height: 200, dpi: 150 },
  fonts: referenceCases(server.baseUrl)[0].fonts,
  ...extra,
});

describe('renderPrintFile', () => {
  it('renders at the print area size with its DPI, fonts and images fetched over HTTP', async () => {
    const c = referenceCases(server.baseUrl)[2];
    const result = await renderPrintFile({ ...c, printArea: { width: 600, height: 720, dpi: 300 } });
    const png = PNG.sync.read(result.png);
    expect([png.width, png.height, result.dpi]).toEqual([600, 720, 300]);
    expect(readPngDpi(result.png)).toBe(300);
    expect(server.hits.get('/fonts/Lobster-regular.ttf')).toBeGreaterThan(0);
    expect(server.hits.get('/images/shopper-photo.png')).toBeGreaterThan(0);
    // The shopper's photo replaced the design's: the top of its magenta ring (source
    // 320,90 → design 750,398 → print 300,159) is in the print file.
    const [r, g, b] = png.data.subarray((159 * 600 + 300) * 4);
    expect(r).toBeGreaterThan(170);
    expect(g).toBeLessThan(80);
    expect(b).toBeGreaterThan(110);
  });

  it('clips to the print area: nothing is drawn outside the artwork when aspect ratios differ', async () => {
    const result = await renderPrintFile(
      job([{ id: 'bg', type: 'Image', title: 'Bg', x: -50, y: -50, width: 400, height: 300, values: [{ active: true, file: { url: `${server.baseUrl}/images/pattern.png` } }] }], {
        printArea: { width: 400, height: 400, dpi: 72 },
      }),
    );
    const png = PNG.sync.read(result.png);
    const alpha = (x: number, y: number) => png.data[(y * 400 + x) * 4 + 3];
    // 200×100 artwork fitted into 400×400: rows 100..299 hold it, the rest stays transparent.
    expect([alpha(200, 50), alpha(200, 200), alpha(200, 350)]).toEqual([0, 255, 0]);
  });

  it('a kept output canvas carries nothing from one print file into the next, even when renders overlap', async () => {
    const [text, images, personalised] = referenceCases(server.baseUrl);
    const area = { printArea: { width: 500, height: 600, dpi: 300 } };
    const alone = await renderPrintFile({ ...text, ...area });
    await renderPrintFile({ ...images, ...area });
    expect((await renderPrintFile({ ...text, ...area })).png.equals(alone.png)).toBe(true);
    const [a, b] = await Promise.all([renderPrintFile({ ...text, ...area }), renderPrintFile({ ...personalised, ...area })]);
    expect(a.png.equals(alone.png)).toBe(true);
    expect(b.png.equals((await renderPrintFile({ ...personalised, ...area })).png)).toBe(true);
  });

  it('names the layer when a font is not available', async () => {
    await expect(renderPrintFile(job([textLayer({ fontFamily: 'Lobster-bold' })]))).rejects.toThrow(
      'Layer "Name #2" (id abc): font "Lobster-bold" is not available',
    );
    // A plain family that is neither uploaded nor installed is still refused (only 'Arial' is shipped).
    await expect(renderPrintFile(job([textLayer({ fontFamily: 'Helvetica Neue Nowhere' })]))).rejects.toThrow(
      'Layer "Name #2" (id abc): font "Helvetica Neue Nowhere" is not available',
    );
  });

  it("draws the default family 'Arial' (a new layer's font) with the shipped Arimo faces, regular and bold", async () => {
    // Arimo registered here under names of its own: what the print file must match glyph for glyph.
    const arimo = createRequire(import.meta.url);
    GlobalFonts.register(readFileSync(arimo.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf')), 'Arimo check');
    GlobalFonts.register(readFileSync(arimo.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf')), 'Arimo bold check');
    const text = (fontFamily: string) => textLayer({ fontFamily, fontSize: 40, fill: '#000000', values: [{ active: true, text: 'Hello Wim' }] });
    const label = (fontFamily: string, fontWeight: string) => ({ id: 'lab', type: 'Label', title: 'Badge #3', x: 0, y: 50, text: 'Bold Wim', fontFamily, fontWeight, fontSize: 30, fill: '#000000' });

    const arial = PNG.sync.read((await renderPrintFile(job([text('Arial'), label('Arial', 'bold')]))).png);
    const opaque = arial.data.filter((_, i) => i % 4 === 3 && arial.data[i] > 0).length;
    // 'Hello Wim' at 80 px and 'Bold Wim' at 60 px print thousands of inked pixels, not an empty file.
    expect(opaque).toBeGreaterThan(2_000);
    const expected = (await renderPrintFile(job([text('Arimo check'), label('Arimo bold check', 'normal')]))).png;
    expect(PNG.sync.write(arial).equals(PNG.sync.write(PNG.sync.read(expected)))).toBe(true);
  });

  it('names the layer and URL when an image is unreachable, and times out slow storage', async () => {
    const image = (url: string) => ({ id: 'img1', type: 'Image', title: 'Photo #1', width: 50, height: 50, values: [{ active: true, file: { url } }] });
    await expect(renderPrintFile(job([image(`${server.baseUrl}/missing.png`)]))).rejects.toThrow(
      `Layer "Photo #1" (id img1): Failed to load image at ${server.baseUrl}/missing.png: answered HTTP 404`,
    );
    // /slow answers after 5 s with bytes that are no image: only the 300 ms time-out gives this message.
    await expect(renderPrintFile(job([image(`${server.baseUrl}/slow/a.png`)], { imageTimeoutMs: 300 }))).rejects.toThrow('did not load within 300 ms');
    await expect(renderPrintFile(job([image(`${server.baseUrl}/broken.png`)]))).rejects.toThrow('not a readable image');
  });

  it('turns an invalid document and personalisation problems into readable lines', async () => {
    await expect(renderPrintFile(job([{ id: 'x', type: 'Text', fontSize: -1 }]))).rejects.toThrow('templates[0].layers[0].fontSize');
    await expect(
      renderPrintFile(job([textLayer({ fontFamily: 'Oswald-regular', personalized: { enable: true, required: true, label: 'Name' } })], { personalization: { abc: '' } })),
    ).rejects.toThrow('Layer "Name #2" (id abc): "Name" is required');
    await expect(renderPrintFile(job([], { printArea: { width: 0, height: 10, dpi: 300 } }))).rejects.toThrow('print area');
  });

  it('autofit shrinks a real text box until it fits (Konva measuring with the real font)', async () => {
    const layer = textLayer({ fontFamily: 'Oswald-700', fontSize: 60, width: 230, height: 60, autofit: true, wrapConfig: 'none', values: [{ active: true, text: 'FITS HERE' }] });
    const scene = await prepareScene(
      { artwork: { width: 200, height: 100, templates: [{ title: 'T', layers: [layer] }] } },
      { fonts: createFontResolver(referenceCases(server.baseUrl)[0].fonts, fixtures()), loadImage: (u) => loadSceneImage(u, fixtures()) },
    );
    const node = scene.root.findOne('#abc') as InstanceType<typeof Konva.Text>;
    expect(node.fontSize()).toBeLessThan(60);
    expect(node.fontSize()).toBeGreaterThanOrEqual(50);
    const unwrapped = new Konva.Text({ ...node.getAttrs(), width: undefined });
    expect(unwrapped.getTextWidth()).toBeLessThanOrEqual(230.01);
    unwrapped.fontSize(node.fontSize() + 0.1);
    expect(unwrapped.getTextWidth()).toBeGreaterThan(230);
    unwrapped.destroy();
    scene.destroy();
  });
});
