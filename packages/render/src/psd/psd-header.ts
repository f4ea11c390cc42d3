import { checkDeclaredSize, DEFAULT_PIXEL_BOUND, ImageTooLargeError, type PixelBound } from '../bounds/pixel-bound';
import { RefusedFileError } from '../bounds/refused';

/**
 * A PSD media will not import; the message is what the importer reads. Retrying cannot change
 * the file, so the consumer records it as the import's failure at once (a RefusedFileError).
 */
export class PsdImportError extends RefusedFileError {}

export const PSD_IMPORT_MESSAGES = {
  notPsd: 'The file is not a PSD (Photoshop document)',
  psb: 'Large documents (PSB) cannot be imported; save the file as a PSD',
  depth: (bits: number) => `Only 8-bit PSDs can be imported (this one has ${bits} bits per channel); convert it to 8 bits per channel`,
  colorMode: (mode: string) => `Only RGB PSDs can be imported (this one is ${mode}); convert it to RGB colour`,
  tooHeavy: (maxMb: number) => `The PSD is too large to import (at most ${maxMb} MB)`,
  unreadable: 'The PSD could not be read; it may be damaged',
  missing: 'The uploaded PSD was not found; please upload it again',
  empty: 'The PSD has no layers to import',
} as const;

/** Colour modes of the PSD header (Adobe's file format, "Color Mode"). */
const COLOR_MODES: Record<number, string> = {
  0: 'Bitmap',
  1: 'Grayscale',
  2: 'Indexed',
  3: 'RGB',
  4: 'CMYK',
  7: 'Multichannel',
  8: 'Duotone',
  9: 'Lab',
};

/** Signature, version, reserved, channels, height, width, depth, colour mode. */
export const PSD_HEADER_BYTES = 26;

export interface PsdHeader {
  width: number;
  height: number;
}

/**
 * Reads the 26-byte file header (signature, version, channels, size, depth, colour mode) and
 * refuses, with a message a person can act on, what the import does not handle: not a PSD by
 * its bytes, PSB, other than 8 bits per channel, other than RGB, or larger than the pixel bound
 * (media's MAX_IMAGE_PIXELS, and an artwork's 20 000 px a side). Checked before ag-psd parses
 * anything, so a refused file costs nothing.
 */
export function checkPsdHeader(bytes: Uint8Array, bound: PixelBound = DEFAULT_PIXEL_BOUND): PsdHeader {
  if (bytes.length < PSD_HEADER_BYTES) throw new PsdImportError(PSD_IMPORT_MESSAGES.notPsd);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!);
  if (signature !== '8BPS') throw new PsdImportError(PSD_IMPORT_MESSAGES.notPsd);
  const version = view.getUint16(4);
  if (version === 2) throw new PsdImportError(PSD_IMPORT_MESSAGES.psb);
  if (version !== 1) throw new PsdImportError(PSD_IMPORT_MESSAGES.notPsd);
  const height = view.getUint32(14);
  const width = view.getUint32(18);
  const depth = view.getUint16(22);
  const mode = view.getUint16(24);
  if (depth !== 8) throw new PsdImportError(PSD_IMPORT_MESSAGES.depth(depth));
  if (mode !== 3) throw new PsdImportError(PSD_IMPORT_MESSAGES.colorMode(COLOR_MODES[mode] ?? `colour mode ${mode}`));
  if (!width || !height) throw new PsdImportError(PSD_IMPORT_MESSAGES.notPsd);
  checkPsdSize(width, height, bound, 'The PSD');
  return { width, height };
}

/** The pixel bound for a PSD document or one of its layers, as a PsdImportError the importer reads. */
export function checkPsdSize(width: number, height: number, bound: PixelBound, what: string): void {
  try {
    checkDeclaredSize(width, height, bound, what);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw new PsdImportError(error.message);
    throw error;
  }
}
