import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '../storage/object-storage';
import { FileEntity, type FileRow } from '../files/file.entity';
import { canonicalMime, checkDeclaredSize, ImageTooLargeError, SHARP_HEADER_ONLY, sharpInput, type PixelBound } from '@pod/render';

/**
 * PNG copies live outside every user's upload prefix, so nobody can register or overwrite them
 * (as PSD previews do under `previews/`).
 */
export const PNG_COPY_PREFIX = 'png-copies';

/** Types browsers cannot show that get a PNG copy; web formats are used as they are. */
const CONVERTED = new Set(['image/tiff']);

export class NotConvertibleError extends Error {}

/**
 * The file itself when browsers show it (jpeg, png), else a registered PNG File made from it
 * with sharp (TIFF clipart from a folder import, spec 002 §5). The copy belongs to the same
 * user and is made once: a second call returns the same File. A TIFF whose header declares more
 * than the pixel bound is refused with the bound's message before it is decoded.
 */
export async function webImageFile(db: DataSource, storage: ObjectStorage, file: FileRow, bound: PixelBound): Promise<FileRow> {
  const mime = canonicalMime(file.file_mime);
  if (mime === 'image/jpeg' || mime === 'image/png') return file;
  if (!CONVERTED.has(mime)) throw new NotConvertibleError('Only jpg, png and tiff images can be used here');
  const repo = db.getRepository(FileEntity);
  const key = `${PNG_COPY_PREFIX}/${file.key}.png`;
  const existing = await repo.findOne({ where: { key } });
  if (existing) return existing;
  let png: Buffer;
  try {
    const bytes = await storage.read(file.key);
    const { width, height } = await sharp(bytes, SHARP_HEADER_ONLY).metadata();
    checkDeclaredSize(width ?? 0, height ?? 0, bound);
    // rotate() applies the EXIF orientation, as the image route does when it serves a picture.
    png = await sharp(bytes, sharpInput(bound)).rotate().png().toBuffer();
  } catch (error) {
    throw new NotConvertibleError(error instanceof ImageTooLargeError ? error.message : 'The image could not be read');
  }
  await storage.write(key, png, 'image/png');
  await repo.createQueryBuilder().insert().values({
    key,
    file_name: `${file.file_name.replace(/\.[^.]*$/, '') || 'image'}.png`,
    file_mime: 'image/png',
    file_size: png.length,
    source: file.source,
    kind: null,
    user_id: file.user_id,
  }).orIgnore().execute();
  return repo.findOneOrFail({ where: { key } });
}
