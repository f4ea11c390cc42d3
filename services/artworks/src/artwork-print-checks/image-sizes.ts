import type { FileRef, PixelSize } from '@pod/artwork-scene';
import { isUuid } from '@pod/service-kit';
import { MAX_KEYS_PER_LOOKUP } from '@pod/media-client';
import { MediaFileError, type MediaFiles } from '../mockups/media-files';

/** Most distinct files one check sizes (an artwork may hold thousands of layers; media reads each file). */
export const MAX_FILES_PER_CHECK = MAX_KEYS_PER_LOOKUP;
/** Files sized at once: media decodes headers (and a PSD's preview) per call. */
const PARALLEL_LOOKUPS = 4;

const fileKey = (file: FileRef) => (file.id !== undefined && isUuid(String(file.id)) ? `id:${file.id}` : file.key ? `key:${file.key}` : null);

/**
 * The pixel size of every image file an artwork draws, asked of media (files are media's,
 * ARCHITECTURE §2): by id when the layer keeps one, else by storage key (one by-keys lookup). A file
 * media does not know or cannot read (a URL-only picture, an unreadable upload) has no size: the
 * check shows its dpi as unknown rather than guessing. Beyond MAX_FILES_PER_CHECK distinct files the
 * rest stay unknown.
 */
export async function imageSizes(media: MediaFiles, files: readonly FileRef[]): Promise<(file: FileRef) => PixelSize | null> {
  const wanted = [...new Map(files.flatMap((f) => (fileKey(f) ? [[fileKey(f)!, f] as const] : []))).entries()].slice(0, MAX_FILES_PER_CHECK);
  const byKey = wanted.filter(([k]) => k.startsWith('key:')).map(([, f]) => f.key!);
  const idOfKey = new Map((byKey.length ? await media.filesByKeys(byKey) : []).map((record) => [record.key, record.id]));
  const mediaIds = new Map(wanted.map(([k, f]) => [k, k.startsWith('id:') ? String(f.id) : idOfKey.get(f.key!)]));

  const sizes = new Map<string, PixelSize>();
  const queue = [...mediaIds.entries()].filter((entry): entry is [string, string] => !!entry[1]);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [k, id] = next;
      const info = await media.imageInfo(id).catch((error: unknown) => {
        if (error instanceof MediaFileError) return null; // not an image media can read: size unknown
        throw error;
      });
      if (info) sizes.set(k, { width: info.width, height: info.height });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_LOOKUPS }, worker));
  return (file) => {
    const k = fileKey(file);
    return k ? (sizes.get(k) ?? null) : null;
  };
}
