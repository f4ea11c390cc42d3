/** Browsers' alternative spellings, mapped to the one name media stores and checks. */
const CANONICAL_MIME: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'application/x-photoshop': 'image/vnd.adobe.photoshop',
  'application/photoshop': 'image/vnd.adobe.photoshop',
  'application/psd': 'image/vnd.adobe.photoshop',
  'application/x-font-ttf': 'font/ttf',
  'application/font-sfnt': 'font/ttf',
};

/** A declared MIME type as the byte checks know it: no parameters, lower case, one spelling per format. */
export function canonicalMime(mime: string): string {
  const m = mime.split(';')[0].trim().toLowerCase();
  return CANONICAL_MIME[m] ?? m;
}
