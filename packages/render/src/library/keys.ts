/**
 * Browsers upload to a staging key; media's createFile checks the object and copies it to the
 * final key (same path under `u/`), so nothing a browser can still write is ever registered,
 * served or rendered.
 */
export const UPLOAD_KEY_PREFIX = 'uploads/';

/** Keys are plain relative paths: no traversal, no leading slash, nothing in the cache area. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && !key.startsWith('/') && !key.split('/').some((p) => p === '..' || p === '.' || p === '')
    && !key.startsWith('cache/');
}

/** Keys the image route may serve and a render may read: safe, and not a staging upload nobody has checked yet. */
export function isServableKey(key: string): boolean {
  return isSafeKey(key) && !key.startsWith(UPLOAD_KEY_PREFIX);
}
