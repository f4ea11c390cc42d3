import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { withPngDpi } from './png-dpi';

// A worker encodes one file at a time; libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Encode a canvas as PNG with its DPI. The canvas's pixels (premultiplied RGBA, shared
 * with Skia, no copy) go through sharp/libspng at a low zlib level: about ten times
 * faster than @napi-rs/canvas's own PNG encoder at print sizes, for files roughly twice
 * as big, which is the right trade for files that are uploaded once and printed.
 */
export async function encodePng(canvas: Canvas, dpi: number): Promise<Buffer> {
  const png = await sharp(canvas.data(), {
    raw: { width: canvas.width, height: canvas.height, channels: 4, premultiplied: true },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  return withPngDpi(png, dpi);
}
