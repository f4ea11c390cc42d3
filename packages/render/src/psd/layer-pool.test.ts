import { readPsd } from 'ag-psd';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLayerPool } from './layer-pool';
import { pixelLayer, writeFixturePsd } from '../testing/psd-fixtures';
import { PSD_IMPORT_MESSAGES } from './psd-header';
import { psdToArtwork, type StoredLayerImage } from './psd-to-artwork';

const pool = createLayerPool(2);
afterAll(() => pool.destroy());

async function rgbaOf(png: Buffer): Promise<number[]> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 4)];
}

describe('createLayerPool', () => {
  it('decodes layers in worker threads into the same PNGs as in-process, leaving the PSD intact', async () => {
    const psd = writeFixturePsd(120, 80, [pixelLayer('Back', 0, 0, 120, 80, [250, 10, 20, 255]), pixelLayer('Spot', 30, 20, 16, 12, [0, 90, 200, 128])]);
    const size = psd.byteLength;
    const stored = new Map<number, Buffer>();
    const storeImage = async (png: Buffer, name: string, index: number): Promise<StoredLayerImage> => {
      stored.set(index, png);
      return { id: `file-${index}`, key: `k/${index}`, file_name: `${name}.png` };
    };
    const result = await psdToArtwork(psd, { matchFonts: async () => ({}), storeImage, encode: (raw) => pool.encode(raw) });

    expect(result.imageCount).toBe(2);
    // Each task gets copies of its channels: the file's own buffer is neither detached nor changed.
    expect(psd.byteLength).toBe(size);
    expect(readPsd(psd, { useImageData: true, skipCompositeImageData: true }).children?.map((l) => l.name)).toEqual(['Back', 'Spot']);
    // Layers finish in any order (two threads): read them in document order.
    const pngs = [...stored.entries()].sort(([a], [b]) => a - b).map(([, png]) => png);
    expect(await Promise.all(pngs.map((png) => sharp(png).metadata().then((m) => [m.width, m.height])))).toEqual([
      [120, 80],
      [16, 12],
    ]);
    expect(await rgbaOf(pngs[0]!)).toEqual([250, 10, 20, 255]);
    expect(await rgbaOf(pngs[1]!)).toEqual([0, 90, 200, 128]);
  });

  it('refuses a layer whose channels cannot be decoded with the readable message', async () => {
    const garbage = { id: 0 as const, compression: 1 as const, data: new Uint8Array([1, 2, 3]) };
    await expect(
      pool.encode({ left: 0, top: 0, right: 4000, bottom: 4000, rawData: { colorMode: 3, bitsPerChannel: 8, large: false, channels: [garbage] } }),
    ).rejects.toThrow(PSD_IMPORT_MESSAGES.unreadable);
  });
});
