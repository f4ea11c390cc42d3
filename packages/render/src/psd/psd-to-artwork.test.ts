import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { isNonRetryable } from '@pod/service-kit';
import { psdDeclaringSize, psdWithHugeLayer } from '../testing/bombs';
import { validateArtwork } from '@pod/artwork-scene';
import { pixelLayer, textLayer, writeFixturePsd } from '../testing/psd-fixtures';
import { FALLBACK_FONT_NAME, psdToArtwork, type FontMatcher, type StoredLayerImage } from './psd-to-artwork';
import { checkPsdHeader, PSD_IMPORT_MESSAGES, PsdImportError } from './psd-header';

/**
 * The artworks service's answer for the fonts these fixtures use (its matching has its own tests
 * there): what the mapping must do with a match, a miss and the fallback.
 */
const KNOWN: Record<string, string> = { 'Lobster-Regular': 'Lobster-regular', 'Oswald-Bold': 'Oswald-700', [FALLBACK_FONT_NAME]: 'Roboto-regular' };
const asked: string[][] = [];
const matchFonts: FontMatcher = async (names) => {
  asked.push(names);
  return Object.fromEntries(names.map((n) => [n, KNOWN[n] ?? null]));
};

/** Keeps the PNGs in memory, as storage would, and numbers them like File ids. */
function memoryStore() {
  const images = new Map<string, Buffer>();
  return {
    images,
    async storeImage(png: Buffer, name: string, index: number): Promise<StoredLayerImage> {
      const key = `u/test/psd/${index}-${name}.png`;
      images.set(key, png);
      return { id: `file-${index}`, key, file_name: `${name}.png` };
    },
  };
}

type AnyLayer = Record<string, any>;

describe('PSD → artwork document', () => {
  it('maps text, pixel, group and hidden layers with the document size', async () => {
    const psd = writeFixturePsd(400, 300, [
      pixelLayer('Background', 0, 0, 400, 300, [240, 240, 240, 255]),
      textLayer('Headline', 'Hello\rWorld', 40, 80, { font: 'Lobster-Regular', size: 36, color: [200, 20, 60], align: 'center' }),
      {
        name: 'Badge',
        children: [
          pixelLayer('Dot', 300, 200, 40, 30, [10, 120, 250, 255], { opacity: 0.5 }),
          pixelLayer('Old logo', 10, 10, 20, 20, [0, 0, 0, 255], { hidden: true }),
          textLayer('Caption', 'bold words', 280, 260, { font: 'Oswald-Bold', size: 14, color: [0, 0, 0], align: 'right' }),
        ],
      },
      textLayer('Signature', 'by me', 10, 290, { font: 'ComicNeue-Regular', size: 10, color: [0, 0, 0] }),
    ]);
    const store = memoryStore();
    const result = await psdToArtwork(psd, { matchFonts, storeImage: store.storeImage });

    expect(result.document.width).toBe(400);
    expect(result.document.height).toBe(300);
    expect(validateArtwork({ title: 'x', ...result.document }).ok).toBe(true);
    const layers = result.document.templates[0]!.layers as AnyLayer[];
    // PSD order is bottom first, the order the scene draws in.
    expect(layers.map((l) => [l.title, l.type])).toEqual([
      ['Background', 'Image'],
      ['Headline', 'Text'],
      ['Badge', 'Group'],
      ['Signature', 'Text'],
    ]);

    const background = layers[0]!;
    expect(background).toMatchObject({ x: 0, y: 0, width: 400, height: 300, visible: true });
    expect(background.values[0].file).toMatchObject({ id: expect.any(String), key: expect.stringMatching(/\.png$/) });

    const headline = layers[1]!;
    expect(headline).toMatchObject({ fontFamily: 'Lobster-regular', fontSize: 36, fill: '#c8143c', align: 'center', visible: true });
    expect(headline.values[0].text).toBe('Hello\nWorld');

    const group = layers[2]!;
    expect(group).toMatchObject({ x: 0, y: 0, visible: true });
    const [dot, oldLogo, caption] = group.layers as AnyLayer[];
    expect(dot).toMatchObject({ type: 'Image', x: 300, y: 200, width: 40, height: 30, opacity: 0.5 });
    expect(oldLogo).toMatchObject({ type: 'Image', title: 'Old logo', visible: false });
    expect(caption).toMatchObject({ type: 'Text', fontFamily: 'Oswald-700', align: 'right' });

    // One lookup for every font of the file; unmatched ones are reported and drawn with the fallback font.
    expect(asked.at(-1)).toEqual(['Lobster-Regular', 'Oswald-Bold', 'ComicNeue-Regular', FALLBACK_FONT_NAME]);
    expect(result.unmatchedFonts).toEqual(['ComicNeue-Regular']);
    expect(layers[3]!.fontFamily).toBe('Roboto-regular');

    // Every pixel layer is stored as a PNG of its own size and colour.
    expect(result.imageCount).toBe(3);
    const dotPng = store.images.get(dot.values[0].file.key)!;
    const { data, info } = await sharp(dotPng).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([40, 30, 4]);
    expect([...data.subarray(0, 4)]).toEqual([10, 120, 250, 255]);
  });

  it('refuses files that are not 8-bit RGB PSDs with a readable message', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const store = memoryStore();
    await expect(psdToArtwork(png, { matchFonts, storeImage: store.storeImage })).rejects.toThrow(PSD_IMPORT_MESSAGES.notPsd);

    const psd = writeFixturePsd(10, 10, [pixelLayer('A', 0, 0, 10, 10, [1, 2, 3, 255])]);
    const psb = Buffer.from(psd);
    psb.writeUInt16BE(2, 4);
    expect(() => checkPsdHeader(psb)).toThrow(PSD_IMPORT_MESSAGES.psb);
    const sixteen = Buffer.from(psd);
    sixteen.writeUInt16BE(16, 22);
    expect(() => checkPsdHeader(sixteen)).toThrow(PSD_IMPORT_MESSAGES.depth(16));
    const cmyk = Buffer.from(psd);
    cmyk.writeUInt16BE(4, 24);
    expect(() => checkPsdHeader(cmyk)).toThrow(PSD_IMPORT_MESSAGES.colorMode('CMYK'));
    const huge = Buffer.from(psd);
    huge.writeUInt32BE(30_000, 18);
    expect(() => checkPsdHeader(huge)).toThrow(PsdImportError);

    // A PSD header on a cut-off body: unreadable, nothing stored.
    await expect(psdToArtwork(psd.subarray(0, 60), { matchFonts, storeImage: store.storeImage })).rejects.toThrow(PsdImportError);
    expect(store.images.size).toBe(0);
  });

  it('refuses a document or a layer declaring more pixels than the bound before decoding anything', async () => {
    const bound = { maxPixels: 100_000_000, maxSide: 20_000 };
    // 12000×12000 is within an artwork's sides but 144 megapixels.
    expect(() => checkPsdHeader(psdDeclaringSize(12_000, 12_000), bound)).toThrow(
      'The PSD is too large (12000×12000 px; at most 20000 px a side and 100 megapixels)',
    );
    const encode = vi.fn(async () => Buffer.alloc(0));
    const storeImage = vi.fn(memoryStore().storeImage);
    // 100×100 canvas, one layer whose record says 20000×20000 (1.6 GB of RGBA once decoded).
    const refusal = await psdToArtwork(psdWithHugeLayer(100, 20_000), { matchFonts, storeImage, encode, bound }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PsdImportError);
    expect((refusal as Error).message).toBe('The PSD layer "Bomb" is too large (20000×20000 px; at most 20000 px a side and 100 megapixels)');
    // a refusal the consumer records at once instead of retrying
    expect(isNonRetryable(refusal)).toBe(true);
    expect(encode).not.toHaveBeenCalled();
    expect(storeImage).not.toHaveBeenCalled();
  });
});
