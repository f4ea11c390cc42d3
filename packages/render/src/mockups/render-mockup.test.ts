import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MockupLayerSchema, type MockupLayer } from '@pod/artwork-scene';
import { pngDeclaringSize } from '../testing';
import { createRenderPool, type RenderPool } from '../pool/pool';
import { renderMockup, type RenderMockupInput } from '.';

/** A solid PNG (or a transparent one: alpha 0). */
const solid = (width: number, height: number, [r, g, b, alpha = 1]: number[]) =>
  sharp({ create: { width, height, channels: 4, background: { r, g, b, alpha } } }).png().toBuffer();

/** A PNG `width`×`height` of `base` with rectangles painted over it. */
async function picture(width: number, height: number, base: number[], rects: { x: number; y: number; width: number; height: number; rgba: number[] }[]) {
  const composites = await Promise.all(rects.map(async (r) => ({ input: await solid(r.width, r.height, r.rgba), left: r.x, top: r.y })));
  return sharp(await solid(width, height, base)).composite(composites).png().toBuffer();
}

interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number, number];
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** Output pixels where `match` holds, as their bounding box and count. */
function where(pixels: Pixels, match: (p: [number, number, number, number]) => boolean) {
  let count = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (!match(pixels.at(x, y))) continue;
      count++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return { count, box: count ? { x0, y0, x1, y1 } : null };
}

const isBlue = ([r, g, b]: number[]) => r < 40 && g < 40 && b > 200;
const layer = (raw: Record<string, unknown>): MockupLayer => MockupLayerSchema.parse(raw);
const printarea = (extra: Record<string, unknown> = {}) =>
  layer({ id: 'pa', type: 'Printarea', title: 'Front', x: 100, y: 50, width: 80, height: 60, shading: 0, printArea: { id: 'front', width: 400, height: 300 }, ...extra });

const noImages = async (key: string): Promise<Uint8Array> => {
  throw new Error(`no image ${key}`);
};

async function input(overrides: Partial<RenderMockupInput> = {}): Promise<RenderMockupInput> {
  return {
    width: 400,
    height: 300,
    layers: [printarea()],
    photo: await solid(400, 300, [255, 255, 255]),
    background: null,
    artworks: { front: await solid(400, 300, [0, 0, 255]) },
    loadImage: noImages,
    ...overrides,
  };
}

describe('renderMockup', () => {
  it('places the artwork inside the print area box and nowhere else', async () => {
    const result = await renderMockup(await input());
    expect([result.width, result.height]).toEqual([400, 300]);
    const pixels = await pixelsOf(result.png);
    const blue = where(pixels, isBlue);
    expect(blue.box).toEqual({ x0: 100, y0: 50, x1: 179, y1: 109 });
    expect(blue.count).toBe(80 * 60);
    expect(pixels.at(99, 80)).toEqual([255, 255, 255, 255]);
    expect(pixels.at(180, 80)).toEqual([255, 255, 255, 255]);
  });

  it('stretches the artwork to the box: its left half fills the left half of the box', async () => {
    const artwork = await picture(400, 300, [0, 0, 255], [{ x: 0, y: 0, width: 200, height: 300, rgba: [255, 0, 0] }]);
    const pixels = await pixelsOf((await renderMockup(await input({ artworks: { front: artwork } }))).png);
    expect(where(pixels, ([r, g, b]) => r > 200 && g < 40 && b < 40).box).toEqual({ x0: 100, y0: 50, x1: 139, y1: 109 });
    expect(where(pixels, isBlue).box).toEqual({ x0: 140, y0: 50, x1: 179, y1: 109 });
  });

  it('honours the clipping mask (relative to the box) only when it is enabled', async () => {
    const clippingMask = { x: 10, y: 20, width: 30, height: 20 };
    const clipped = await pixelsOf((await renderMockup(await input({ layers: [printarea({ clippingMaskEnable: true, clippingMask })] }))).png);
    expect(where(clipped, isBlue).box).toEqual({ x0: 110, y0: 70, x1: 139, y1: 89 });
    const off = await pixelsOf((await renderMockup(await input({ layers: [printarea({ clippingMaskEnable: false, clippingMask })] }))).png);
    expect(where(off, isBlue).count).toBe(80 * 60);
  });

  it('shows the background colour through transparent photo pixels, and the photo where it is opaque', async () => {
    const photo = await picture(400, 300, [0, 0, 0, 0], [{ x: 0, y: 0, width: 50, height: 50, rgba: [0, 128, 0] }]);
    const pixels = await pixelsOf((await renderMockup(await input({ photo, background: '#ff8800', layers: [] }))).png);
    expect(pixels.at(300, 200)).toEqual([255, 136, 0, 255]);
    expect(pixels.at(10, 10)).toEqual([0, 128, 0, 255]);
    const none = await pixelsOf((await renderMockup(await input({ photo, background: null, layers: [] }))).png);
    expect(none.at(300, 200)[3]).toBe(0);
  });

  it('refuses a background that is no CSS colour', async () => {
    await expect(renderMockup(await input({ background: 'not-a-colour' }))).rejects.toThrow('background: "not-a-colour" is not a CSS colour');
  });

  it('darkens the print where the photo is dark, by `shading`', async () => {
    // A dark fold (luminance 64) across the right half of the box.
    const photo = await picture(400, 300, [255, 255, 255], [{ x: 140, y: 0, width: 260, height: 300, rgba: [64, 64, 64] }]);
    const full = await pixelsOf((await renderMockup(await input({ photo, layers: [printarea({ shading: 1 })] }))).png);
    expect(full.at(120, 80)[2]).toBe(255);
    expect(full.at(160, 80)[2]).toBeGreaterThanOrEqual(62);
    expect(full.at(160, 80)[2]).toBeLessThanOrEqual(66);
    const half = await pixelsOf((await renderMockup(await input({ photo, layers: [printarea({ shading: 0.5 })] }))).png);
    expect(half.at(160, 80)[2]).toBeGreaterThanOrEqual(157);
    expect(half.at(160, 80)[2]).toBeLessThanOrEqual(162);
    const flat = await pixelsOf((await renderMockup(await input({ photo, layers: [printarea({ shading: 0 })] }))).png);
    expect(flat.at(160, 80)).toEqual([0, 0, 255, 255]);
  });

  it('takes no shading from transparent photo pixels (the variant colour is not a fold)', async () => {
    const photo = await solid(400, 300, [0, 0, 0, 0]);
    const pixels = await pixelsOf((await renderMockup(await input({ photo, background: '#202020', layers: [printarea({ shading: 1 })] }))).png);
    expect(pixels.at(140, 80)).toEqual([0, 0, 255, 255]);
  });

  it('leaves hidden layers and everything in a hidden group out', async () => {
    const hidden = await pixelsOf((await renderMockup(await input({ layers: [printarea({ visible: false })] }))).png);
    expect(where(hidden, isBlue).count).toBe(0);
    const group = layer({ id: 'g', type: 'Group', title: 'G', width: 10, height: 10, visible: false, layers: [printarea({ parent: 'g' })] });
    const inHidden = await pixelsOf((await renderMockup(await input({ layers: [group] }))).png);
    expect(where(inHidden, isBlue).count).toBe(0);
  });

  it('moves and rotates a group’s children with it', async () => {
    const group = layer({ id: 'g', type: 'Group', title: 'G', x: 200, y: 100, width: 10, height: 10, rotation: 90, layers: [printarea({ parent: 'g', x: 0, y: 0 })] });
    const pixels = await pixelsOf((await renderMockup(await input({ layers: [group] }))).png);
    // 80 wide × 60 high, turned 90° clockwise about (200, 100): x 140…199, y 100…179.
    expect(where(pixels, isBlue).box).toEqual({ x0: 140, y0: 100, x1: 199, y1: 179 });
  });

  it('scales the output so its longer side is at most 2000 px, the layers with it', async () => {
    const result = await renderMockup(
      await input({
        width: 5000,
        height: 2500,
        photo: await solid(500, 250, [255, 255, 255]),
        layers: [printarea({ x: 1000, y: 500, width: 1000, height: 500 })],
      }),
    );
    expect([result.width, result.height]).toEqual([2000, 1000]);
    const pixels = await pixelsOf(result.png);
    expect([pixels.width, pixels.height]).toEqual([2000, 1000]);
    expect(where(pixels, isBlue).box).toEqual({ x0: 400, y0: 200, x1: 799, y1: 399 });
    const small = await renderMockup(await input({ maxSide: 200 }));
    expect([small.width, small.height]).toEqual([200, 150]);
  });

  it('draws Image layers from loadImage and Text layers with the built-in Arial', async () => {
    const loaded: string[] = [];
    const image = layer({ id: 'i', type: 'Image', title: 'Logo', x: 10, y: 10, width: 20, height: 20, file: { id: 'f1', key: 'uploads/logo.png' } });
    const text = layer({ id: 't', type: 'Text', title: 'Caption', x: 200, y: 200, width: 150, height: 40, text: 'HELLO', fontSize: 30, fill: '#000000' });
    const result = await renderMockup(
      await input({
        layers: [image, text],
        loadImage: async (key) => {
          loaded.push(key);
          return solid(5, 5, [0, 255, 0]);
        },
      }),
    );
    const pixels = await pixelsOf(result.png);
    expect(loaded).toEqual(['uploads/logo.png']);
    expect(where(pixels, ([r, g, b]) => r < 40 && g > 200 && b < 40).box).toEqual({ x0: 10, y0: 10, x1: 29, y1: 29 });
    const ink = where(pixels, ([r, g, b]) => r < 100 && g < 100 && b < 100);
    expect(ink.count).toBeGreaterThan(100);
    expect(ink.box!.x0).toBeGreaterThanOrEqual(200);
    expect(ink.box!.y0).toBeGreaterThanOrEqual(200);
    expect(ink.box!.y1).toBeLessThan(240);
  });

  it('names the layer whose input fails', async () => {
    const image = layer({ id: 'i', type: 'Image', title: 'Logo', width: 20, height: 20, file: { id: 'f1', key: 'k' } });
    await expect(renderMockup(await input({ layers: [image] }))).rejects.toThrow('Layer "Logo" (id i): no image k');
    await expect(renderMockup(await input({ artworks: { front: Buffer.from('not a png') } }))).rejects.toThrow(
      'Layer "Front" (id pa): The artwork of print area front is not a readable image',
    );
  });

  it('refuses a photo whose header declares more pixels than the bound, before decoding it', async () => {
    await expect(renderMockup(await input({ photo: await pngDeclaringSize(30_000, 30_000) }))).rejects.toThrow('The mockup photo is too large (30000×30000 px');
  });

  it('refuses sizes out of range', async () => {
    await expect(renderMockup(await input({ width: 0 }))).rejects.toThrow('mockup: width and height must be whole pixels');
    await expect(renderMockup(await input({ maxSide: 4000 }))).rejects.toThrow('mockup: maxSide must be a whole number between 1 and 2000');
  });
});

describe('the pool’s renderMockup', () => {
  let pool: RenderPool | undefined;
  afterAll(() => pool?.destroy());

  it('renders the same image in a worker thread, Image layers from the job’s bytes', async () => {
    pool = createRenderPool({ threads: 1 });
    const image = layer({ id: 'i', type: 'Image', title: 'Logo', x: 10, y: 10, width: 20, height: 20, file: { id: 'f1', key: 'uploads/logo.png' } });
    const green = await solid(5, 5, [0, 255, 0]);
    const { loadImage: _unused, ...base } = await input({ layers: [printarea(), image] });
    const inThread = await renderMockup({ ...base, loadImage: async () => green });
    const inPool = await pool.renderMockup({ ...base, images: { 'uploads/logo.png': green } });
    expect(Buffer.isBuffer(inPool.png)).toBe(true);
    const [a, b] = await Promise.all([inThread.png, inPool.png].map((png) => sharp(png).raw().toBuffer()));
    expect(a.equals(b!)).toBe(true);
    await expect(pool.renderMockup({ ...base, images: {} })).rejects.toThrow('Layer "Logo" (id i): Failed to load image at uploads/logo.png: not in the job');
  });
});
