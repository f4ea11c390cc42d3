import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { canonicalMime } from './mime';
import { checkDeclaredSize, psdDeclaredSize, SHARP_HEADER_ONLY, type PixelBound } from './pixel-bound';
import type { ObjectReader } from '../library/object-reader';

/** file-type reads at most this many bytes to recognise a format. */
export const SNIFF_BYTES = 4100;

/** What the bytes of each declared (canonical) type must sniff as; SVG and CSV have no magic number. */
const MAGIC: Record<string, string[]> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png', 'image/apng'],
  'image/webp': ['image/webp'],
  'image/gif': ['image/gif'],
  'image/tiff': ['image/tiff'],
  'image/vnd.adobe.photoshop': ['image/vnd.adobe.photoshop'],
  'font/ttf': ['font/ttf'],
  'font/otf': ['font/otf'],
  'model/gltf-binary': ['model/gltf-binary'],
};

/** The sharp format a declared image type must decode as. */
const SHARP_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/svg+xml': 'svg',
};

/**
 * Whether the stored bytes are what the upload declared: the magic number matches, images
 * decode as that format, CSV is text. PSD is only sniffed here; ag-psd reads it when used.
 * Images and PSDs whose headers declare more than the pixel bound throw ImageTooLargeError:
 * refused at the door, with the bound in the message, before anything decodes them.
 */
export async function contentMatches(storage: Pick<ObjectReader, 'read' | 'readHead'>, key: string, declaredMime: string, bound: PixelBound, head?: Buffer): Promise<boolean> {
  const mime = canonicalMime(declaredMime);
  const format = SHARP_FORMAT[mime];
  // Images are read whole (they must decode); other types only far enough to sniff (`head`, when the caller read it already).
  const bytes = format ? await storage.read(key) : (head ?? (await storage.readHead(key, SNIFF_BYTES)));
  if (mime === 'text/csv') return isPlainText(bytes);
  if (mime !== 'image/svg+xml') {
    const sniffed = await fileTypeFromBuffer(bytes);
    if (!sniffed || !MAGIC[mime]?.includes(sniffed.mime)) return false;
  }
  if (mime === 'image/vnd.adobe.photoshop') {
    // A header that is no PSD version stays "sniffed only": every reader refuses it before decoding.
    const declared = psdDeclaredSize(bytes);
    if (declared) checkDeclaredSize(declared.width, declared.height, bound, 'The PSD');
  }
  return format ? decodesAs(bytes, format, bound) : true;
}

/** sharp reads the header only (`metadata`): the format, and a size within the bound. */
/** Whether the check reads only the first SNIFF_BYTES of this declared type (not an image sharp decodes). */
export function checkedByHead(declaredMime: string): boolean {
  return !SHARP_FORMAT[canonicalMime(declaredMime)];
}

async function decodesAs(bytes: Buffer, format: string, bound: PixelBound): Promise<boolean> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, SHARP_HEADER_ONLY).metadata();
  } catch {
    return false;
  }
  if (meta.format !== format || !meta.width || !meta.height) return false;
  checkDeclaredSize(meta.width, meta.height, bound);
  return true;
}

/** UTF-8 text with no NUL bytes (a binary renamed .csv fails). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    // stream: a multi-byte character cut at the end of the sniffed head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The same check as for an uploaded CSV (UTF-8, no NUL byte), over a body that arrives in
 * chunks: every byte is checked as it passes, nothing is kept.
 */
export function streamingTextCheck(): { push(chunk: Buffer): boolean; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  return {
    push(chunk) {
      if (!ok) return false;
      if (chunk.includes(0)) return (ok = false);
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        ok = false;
      }
      return ok;
    },
    end() {
      if (!ok) return false;
      try {
        // A multi-byte character cut at the very end is an error now.
        decoder.decode();
      } catch {
        ok = false;
      }
      return ok;
    },
  };
}
