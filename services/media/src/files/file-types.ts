const MB = 1024 * 1024;

/**
 * What may be uploaded and how big it may be. Browsers report PSD and some fonts under
 * several names, so each family lists the spellings seen in practice.
 */
export const UPLOAD_LIMITS: Record<string, number> = {
  'image/jpeg': 50 * MB,
  'image/jpg': 50 * MB,
  'image/png': 50 * MB,
  'image/webp': 50 * MB,
  'image/gif': 20 * MB,
  'image/svg+xml': 10 * MB,
  'image/tiff': 200 * MB,
  'image/vnd.adobe.photoshop': 500 * MB,
  'application/x-photoshop': 500 * MB,
  'application/photoshop': 500 * MB,
  'application/psd': 500 * MB,
  'font/ttf': 20 * MB,
  'font/otf': 20 * MB,
  'application/x-font-ttf': 20 * MB,
  'application/font-sfnt': 20 * MB,
  'model/gltf-binary': 200 * MB,
  'text/csv': 50 * MB,
};

export function uploadLimit(mime: string): number | null {
  return UPLOAD_LIMITS[mime.toLowerCase()] ?? null;
}

/** A file name safe to put in an object key: no path, no spaces or odd characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return cleaned.slice(-120) || 'file';
}
