import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { pixelLayer, writeFixturePsd } from './psd-fixtures';

/**
 * Decompression bombs for tests, the bench and the security fuzz: small files whose headers
 * declare far more pixels than their bytes hold, made from real files with the size fields
 * rewritten (no decoder is needed to make them, and none should be run on them); and fonts whose
 * table directory lies (`fontWithTable`, from a real font's bytes).
 */

/**
 * A real PSD (ag-psd, `side`×`side`, one layer) whose file header says `width`×`height`: ag-psd would
 * allocate the whole composite. `noisy` fills the layer with noise so the file has some weight
 * (side 168 ≈ 120 KB, the size of the file).
 */
export function psdDeclaringSize(width: number, height: number, options: { side?: number; noisy?: boolean } = {}): Buffer {
  const side = options.side ?? 100;
  const layer = pixelLayer('Paint', 0, 0, side, side, [200, 40, 40, 255]);
  if (options.noisy) {
    const data = layer.imageData!.data;
    // A fixed linear congruential sequence: the same bytes every run, and RLE cannot shrink them.
    let seed = 1;
    for (let i = 0; i < data.length; i++) data[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  }
  const psd = Buffer.from(writeFixturePsd(side, side, [layer]));
  psd.writeUInt32BE(height, 14);
  psd.writeUInt32BE(width, 18);
  return psd;
}

/**
 * A PSD with a `canvas`×`canvas` document and one layer whose record says `layerSide`×`layerSide`
 * (its channels hold 10×10 pixels): the header passes, decoding the layer allocates layerSide² × 4 bytes.
 */
export function psdWithHugeLayer(canvas = 100, layerSide = 20_000): Buffer {
  const psd = Buffer.from(writeFixturePsd(canvas, canvas, [pixelLayer('Bomb', 0, 0, 10, 10, [0, 0, 0, 255])]));
  let offset = 26;
  offset += 4 + psd.readUInt32BE(offset); // colour mode data
  offset += 4 + psd.readUInt32BE(offset); // image resources
  offset += 4; // layer and mask information length
  offset += 4; // layer info length
  offset += 2; // layer count
  // first layer record: top, left, bottom, right
  psd.writeInt32BE(layerSide, offset + 8);
  psd.writeInt32BE(layerSide, offset + 12);
  return psd;
}

/** A 1×1 PNG whose IHDR says `width`×`height` (CRC fixed, so decoders trust it). */
export async function pngDeclaringSize(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } }).png().toBuffer());
  // signature (8), IHDR length (4), 'IHDR' (4), width, height …, CRC over type + data (17 bytes)
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A 1×1 little-endian TIFF whose ImageWidth / ImageLength tags say `width`×`height`. */
export async function tiffDeclaringSize(width: number, height: number): Promise<Buffer> {
  const tiff = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } }).tiff().toBuffer());
  if (tiff.toString('latin1', 0, 2) !== 'II') throw new Error('expected a little-endian TIFF from sharp');
  const ifd = tiff.readUInt32LE(4);
  const entries = tiff.readUInt16LE(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = tiff.readUInt16LE(entry);
    if (tag !== 256 && tag !== 257) continue;
    const value = tag === 256 ? width : height;
    // SHORT or LONG, stored in the entry's value field
    if (tiff.readUInt16LE(entry + 2) === 3) {
      tiff.writeUInt16LE(4, entry + 2);
    }
    tiff.writeUInt32LE(value, entry + 8);
  }
  return tiff;
}

/** A copy of a real font with one table record rewritten (tag, offset or length), as a crafted upload would be. */
export function fontWithTable(ttf: Buffer, tag: string, change: { tag?: string; offset?: number; length?: number }): Buffer {
  const out = Buffer.from(ttf);
  for (let i = 0; i < out.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    if (out.toString('latin1', at, at + 4) !== tag) continue;
    if (change.tag) out.write(change.tag, at, 'latin1');
    if (change.offset !== undefined) out.writeUInt32BE(change.offset, at + 8);
    if (change.length !== undefined) out.writeUInt32BE(change.length, at + 12);
    return out;
  }
  throw new Error(`no ${tag} table`);
}

/** Where a table of a font file starts. */
export function sfntTableOffset(ttf: Buffer, tag: string): number {
  for (let i = 0; i < ttf.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    if (ttf.toString('latin1', at, at + 4) === tag) return ttf.readUInt32BE(at + 8);
  }
  throw new Error(`no ${tag} table`);
}
