import { writeFile } from 'node:fs/promises';
import { textLayer, writeFixturePsd } from '@pod/render/testing';

type Layer = Parameters<typeof writeFixturePsd>[2][number];

/** The bench PSD: 4500×5400 (a 15×18 in print at 300 dpi), 50 layers. */
export const BENCH_PSD = { width: 4500, height: 5400, fullLayers: 8, tileLayers: 32, textLayers: 10 } as const;

/** Striped pixels with a soft alpha edge: RLE and PNG both have real work, unlike a flat fill. */
function stripes(width: number, height: number, seed: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  const band = 16 + (seed % 7) * 8;
  for (let y = 0; y < height; y++) {
    const alpha = y < 64 ? Math.round((y / 64) * 255) : 255;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const on = ((x / band) | 0) % 2 === ((y / band) | 0) % 2;
      data[i] = on ? (seed * 37) % 256 : 255 - ((seed * 37) % 256);
      data[i + 1] = on ? (seed * 91) % 256 : (x * 255) / width;
      data[i + 2] = on ? (seed * 53) % 256 : (y * 255) / height;
      data[i + 3] = alpha;
    }
  }
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

/**
 * Writes the bench PSD with ag-psd: 8 full-canvas pixel layers, 32 tiles of 1200×1200 (in 4
 * groups of 8, one group hidden) and 10 text layers. Run in a child process by the bench, so
 * the ~1 GB of pixels the writer holds is not counted in the import's peak RSS.
 */
export async function writeBenchPsd(path: string): Promise<void> {
  const { width, height, fullLayers, tileLayers, textLayers } = BENCH_PSD;
  const children: Layer[] = [];
  for (let i = 0; i < fullLayers; i++) children.push({ name: `Full ${i + 1}`, left: 0, top: 0, right: width, bottom: height, opacity: i ? 0.9 : 1, imageData: stripes(width, height, i + 1) });
  for (let g = 0; g < 4; g++) {
    const tiles: Layer[] = [];
    for (let t = 0; t < tileLayers / 4; t++) {
      const n = g * 8 + t;
      const left = (n % 3) * 1500 + 100;
      const top = Math.floor(n / 3) * 480;
      tiles.push({ name: `Tile ${n + 1}`, left, top, right: left + 1200, bottom: top + 1200, imageData: stripes(1200, 1200, n + 11) });
    }
    children.push({ name: `Group ${g + 1}`, hidden: g === 3, children: tiles });
  }
  for (let i = 0; i < textLayers; i++) {
    children.push(textLayer(`Text ${i + 1}`, `Line ${i + 1} of the bench`, 300, 600 + i * 450, { font: i % 2 ? 'Oswald-Bold' : 'Lobster-Regular', size: 180, color: [20 * i, 40, 200], align: 'left' }));
  }
  await writeFile(path, writeFixturePsd(width, height, children));
}

// `node --import tsx psd-bench-fixture.ts <out.psd>`: the bench's child process.
if (import.meta.url === `file://${process.argv[1]}`) {
  await writeBenchPsd(process.argv[2]!);
}
