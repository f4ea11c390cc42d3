import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { withPngDpi } from './png-dpi';

// A worker encodes one file at a time; libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * zlib level of print files. Level 1 (zlib-ng's "quick" deflate) was measured against 3 at
 * 4500×5400: 25–45 % less encode CPU on detailed pictures in one thread, but no shorter
 * render in the worker (libvips unpremultiplies in parallel with the deflate, and that
 * bounds the wall time), for files 1.4–1.9× as big (personalised 3.4 → 4.9 MB). So 3.
 */
export const PNG_COMPRESSION_LEVEL = 3;

/**
 * Encode a canvas as PNG with its DPI. The canvas's pixels (premultiplied RGBA, shared
 * with Skia, no copy) go through sharp/libspng at a low zlib level with no row filters
 * (sharp's only alternative, trying every filter on every row, is ten times slower):
 * several times faster than @napi-rs/canvas's own PNG encoder at print sizes.
 */
export async function encodePng(canvas: Canvas, dpi: number): Promise<Buffer> {
  const png = await sharp(canvas.data(), {
    raw: { width: canvas.width, height: canvas.height, channels: 4, premultiplied: true },
    limitInputPixels: false,
  })
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: false })
    .toBuffer();
  return withPngDpi(png, dpi);
}
