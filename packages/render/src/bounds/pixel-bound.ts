import { RefusedFileError } from './refused';

/**
 * The one bound every decode path of media checks before it allocates pixels (PSD preview and
 * layers, image info, the image route, TIFF copies, uploads, render images): the size a file's
 * header declares, read without decoding. A 120 KB PSD may declare 20000×20000 (1.6 GB of RGBA).
 */
export interface PixelBound {
  /** Width × height at most this (`MAX_IMAGE_PIXELS`). */
  maxPixels: number;
  /** Width and height each at most this: the artwork limit. */
  maxSide: number;
}

/** Artwork width and height are at most this (the artworks schema's limit), so no input need be wider. */
export const MAX_IMAGE_SIDE = 20_000;

/** 100 megapixels: 400 MB of RGBA at most per decoded image (a 10000×10000 print file fits). */
export const DEFAULT_MAX_IMAGE_PIXELS = 100_000_000;

export const DEFAULT_PIXEL_BOUND: PixelBound = { maxPixels: DEFAULT_MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE };

/** A file whose declared size is beyond the bound; retrying cannot change that. The message is for the uploader. */
export class ImageTooLargeError extends RefusedFileError {}

export function tooLargeMessage(what: string, width: number, height: number, bound: PixelBound): string {
  const megapixels = Math.floor(bound.maxPixels / 1_000_000);
  return `${what} is too large (${width}×${height} px; at most ${bound.maxSide} px a side and ${megapixels} megapixels)`;
}

/** Throws ImageTooLargeError when `width × height` (as declared by a header) is beyond the bound. */
export function checkDeclaredSize(width: number, height: number, bound: PixelBound, what = 'The image'): void {
  if (width > bound.maxSide || height > bound.maxSide || width * height > bound.maxPixels) {
    throw new ImageTooLargeError(tooLargeMessage(what, width, height, bound));
  }
}

/**
 * sharp's own guard for the same bound: libvips refuses to decode more pixels than this even if a
 * header check was missed (sharp's default is 0x3FFF², 268 MP). Single page: no animated frames.
 */
export function sharpInput(bound: PixelBound): { limitInputPixels: number; animated: false } {
  return { limitInputPixels: bound.maxPixels, animated: false };
}

/**
 * Options for reading an image's header with sharp (`metadata()`, which decodes no pixels):
 * libvips' pixel limit would refuse a bomb here as "unreadable"; the header's size is wanted
 * so `checkDeclaredSize` can refuse it with the bound's message.
 */
export const SHARP_HEADER_ONLY = { limitInputPixels: false, animated: false } as const;

/**
 * Width and height of a PSD (version 1) or PSB (version 2) from its 26-byte file header, or null
 * when the bytes are not one: read before ag-psd allocates the composite.
 */
export function psdDeclaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes[0] !== 0x38 || bytes[1] !== 0x42 || bytes[2] !== 0x50 || bytes[3] !== 0x53) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4);
  if (version !== 1 && version !== 2) return null;
  return { height: view.getUint32(14), width: view.getUint32(18) };
}
