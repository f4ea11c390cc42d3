import sharp from 'sharp';
import { checkDeclaredSize, ImageTooLargeError, psdDeclaredSize, SHARP_HEADER_ONLY, type PixelBound } from '../bounds/pixel-bound';
import type { ObjectReader } from '../library/object-reader';
import { PSD_HEADER_BYTES } from '../psd/psd-header';
import { psdPreview } from '../psd/psd-preview';

/** MIME spellings browsers use for Photoshop files (see bounds/mime.ts). */
export const PSD_MIMES = new Set(['image/vnd.adobe.photoshop', 'application/x-photoshop', 'application/photoshop', 'application/psd']);

/** Previews of non-web images live outside every user's upload prefix, so nobody can register or overwrite them. */
export const PREVIEW_PREFIX = 'previews';

export function previewKeyOf(key: string): string {
  return `${PREVIEW_PREFIX}/${key}.png`;
}

/** What other services need to use an uploaded image: who owns it, its pixel size, a web preview. */
export interface ImageInfo {
  id: string;
  key: string;
  file_name: string;
  file_mime: string;
  user_id: string;
  width: number;
  height: number;
  /** A key the image route can serve: the file itself, or its PNG preview for a PSD. */
  preview_key: string;
}

export class NotAnImageError extends Error {}

/** The registered file image info reads (media's File row has these fields). */
export type ImageFile = Pick<ImageInfo, 'id' | 'key' | 'file_name' | 'file_mime' | 'user_id'>;

/** Where image info reads the file and keeps a PSD's preview: media's bucket. */
export type ImageInfoStorage = ObjectReader & { write(key: string, body: Buffer, contentType: string): Promise<void> };

/**
 * Reads an uploaded file's pixel size; for a PSD also writes (once) a PNG of its composite,
 * since browsers and the resizer cannot show PSD. Idempotent: a second call reuses the preview.
 * A file whose header declares more than the pixel bound is refused (ImageTooLargeError) before
 * anything is decoded; for a PSD before more than its header is even read.
 */
export async function imageInfo(storage: ImageInfoStorage, file: ImageFile, bound: PixelBound): Promise<ImageInfo> {
  const base = { id: file.id, key: file.key, file_name: file.file_name, file_mime: file.file_mime, user_id: file.user_id };
  if (PSD_MIMES.has(file.file_mime.toLowerCase())) {
    const previewKey = previewKeyOf(file.key);
    if (await storage.stat(previewKey)) {
      const meta = await sharp(await storage.read(previewKey)).metadata();
      return { ...base, width: meta.width ?? 0, height: meta.height ?? 0, preview_key: previewKey };
    }
    const declared = psdDeclaredSize(await storage.readHead(file.key, PSD_HEADER_BYTES));
    if (!declared) throw new NotAnImageError('The file is not a readable image');
    checkDeclaredSize(declared.width, declared.height, bound, 'The PSD');
    let preview;
    try {
      preview = await psdPreview(await storage.read(file.key), bound);
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw error;
      throw new NotAnImageError(error instanceof Error ? error.message : String(error));
    }
    await storage.write(previewKey, preview.png, 'image/png');
    return { ...base, width: preview.width, height: preview.height, preview_key: previewKey };
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(await storage.read(file.key), SHARP_HEADER_ONLY).metadata();
  } catch {
    throw new NotAnImageError('The file is not a readable image');
  }
  if (!meta.width || !meta.height) throw new NotAnImageError('The file is not a readable image');
  // sharp read only the header; its callers (mockups, print-file preflight) would decode it next.
  checkDeclaredSize(meta.width, meta.height, bound);
  // EXIF orientations 5–8 are shown rotated a quarter turn (the image route applies them).
  const swapped = (meta.orientation ?? 1) >= 5;
  return { ...base, width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height, preview_key: file.key };
}
