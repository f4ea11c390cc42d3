/**
 * Browsers leave `File.type` empty for some formats (PSD on most systems, fonts on some), and
 * media signs and checks uploads by MIME type, so fall back on the file name's extension.
 */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  psd: 'image/vnd.adobe.photoshop',
  ttf: 'font/ttf',
  otf: 'font/otf',
  glb: 'model/gltf-binary',
  csv: 'text/csv',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function mimeOfFile(file: { name: string; type: string }): string {
  return file.type || MIME_BY_EXTENSION[fileExtension(file.name)] || 'application/octet-stream';
}
