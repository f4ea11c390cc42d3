import { crc32 } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const INCHES_PER_METRE = 39.3700787;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Write the print DPI into a PNG as a pHYs chunk (pixels per metre), replacing any there.
 * Done on the encoded bytes because re-encoding a 4500×5400 file through another library
 * just to set metadata would cost as much as the render itself.
 */
export function withPngDpi(png: Buffer, dpi: number): Buffer {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  const ppm = Math.round(dpi * INCHES_PER_METRE);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data.writeUInt8(1, 8); // unit: metre
  const parts: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (type !== 'pHYs') parts.push(png.subarray(offset, end));
    // pHYs must come before the first IDAT; right after IHDR is always valid.
    if (type === 'IHDR') parts.push(chunk('pHYs', data));
    offset = end;
  }
  return Buffer.concat(parts);
}

/** Read the DPI back from a PNG's pHYs chunk (undefined when absent or not in metres). */
export function readPngDpi(png: Buffer): number | undefined {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'pHYs' && png.readUInt8(offset + 16) === 1) {
      return Math.round(png.readUInt32BE(offset + 8) / INCHES_PER_METRE);
    }
    if (type === 'IDAT') return undefined;
    offset += 12 + length;
  }
  return undefined;
}
