import type { ImageSize } from '../images/image-sizes';
import type { FileRow } from './file.entity';

/** The image-route size of a file's thumbnail: lists show them at most ~100 px (2× for sharp screens). */
export const THUMBNAIL_SIZE: ImageSize = '200';

/** Types the image route draws as a picture (sharp decodes them; SVG and TIFF come out as PNG). PSDs and the rest have no thumbnail. */
const DRAWN_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/gif', 'image/tiff', 'image/svg+xml', 'image/avif']);

/** Whether the image route can draw a thumbnail of this file. */
export function hasThumbnail(file: Pick<FileRow, 'file_mime'>): boolean {
  return DRAWN_TYPES.has(file.file_mime.toLowerCase());
}
