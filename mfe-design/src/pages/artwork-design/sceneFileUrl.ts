import type { FileRef } from '@pod/artwork-scene';
import { mediaImageUrl } from '@pod/platform';

/**
 * Where the browser loads a stored file of a document: through media's image route at original
 * size. A file is named by its key, or by a `url` without a scheme, which is a key too (the seeded
 * demo documents keep theirs so; media's renderer reads both from its library the same way).
 * Any other URL is used as it is.
 */
export function sceneFileUrl(file: FileRef): string | undefined {
  if (file.key) return mediaImageUrl(file.key, 'auto');
  if (file.url && !/^[a-z][a-z0-9+.-]*:/i.test(file.url)) return mediaImageUrl(file.url.replace(/^\/+/, ''), 'auto');
  return file.url;
}
