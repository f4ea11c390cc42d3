import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { checkDeclaredSize, DEFAULT_PIXEL_BOUND, SHARP_HEADER_ONLY, sharpInput, type PixelBound } from '../bounds/pixel-bound';

/** A mockup input (photo, artwork, image layer) larger than this is refused before anything reads it. */
export const MAX_MOCKUP_INPUT_BYTES = 128 * 1024 * 1024;

/** A decoded input is never wider or higher than this: past it, Skia scales the rest when drawing. */
const MAX_DECODED_SIDE = 4096;

/**
 * Decode `bytes` (PNG, JPEG, WebP…) stretched to `width` × `height` px, as a canvas to draw from.
 * The header's declared size is checked against the pixel bound before libvips decodes a pixel
 * (as every decode path of render does), and libvips resizes while it decodes (alpha
 * premultiplied, Lanczos), so a 6000 px photo never exists full size in a 2000 px mockup and
 * the downscale does not alias the way a plain drawImage does.
 */
export async function decodeStretched(bytes: Uint8Array, what: string, width: number, height: number, bound: PixelBound = DEFAULT_PIXEL_BOUND): Promise<Canvas> {
  if (bytes.byteLength > MAX_MOCKUP_INPUT_BYTES) throw new Error(`${what} is too large (${bytes.byteLength} bytes; at most ${MAX_MOCKUP_INPUT_BYTES})`);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, SHARP_HEADER_ONLY).metadata();
  } catch {
    throw new Error(`${what} is not a readable image`);
  }
  if (!meta.width || !meta.height) throw new Error(`${what} is not a readable image`);
  checkDeclaredSize(meta.width, meta.height, bound, what);
  const w = clampSide(width);
  const h = clampSide(height);
  let raw: Buffer;
  try {
    raw = await sharp(input, sharpInput(bound)).resize(w, h, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  } catch (error) {
    throw new Error(`${what} is not a readable image (${(error as Error).message})`);
  }
  const canvas = createCanvas(w, h);
  canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.byteLength), w, h), 0, 0);
  return canvas;
}

function clampSide(n: number): number {
  return Math.min(MAX_DECODED_SIDE, Math.max(1, Math.round(n)));
}
