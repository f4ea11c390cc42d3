/**
 * @pod/render: the rendering work of the house as plain functions (README.md). This entry is
 * what a service's main thread imports; it never loads the canvas backend itself (Konva on
 * @napi-rs/canvas): print files are drawn in the pool's worker threads, or in-process through
 * `@pod/render/print-file` (tests, the WYSIWYG check).
 */

// Print files: the worker pool and what a job is made of.
export { createRenderPool, type RenderPool, type RenderPoolOptions } from './pool/pool';
export type { PrintArea, RenderJob, RenderResult, RenderTimings } from './print-file/render-print-file';
export { personalizationFor } from './print-file/personalization';
export { clipartCategoryIdsOf, fontRefsOf } from './print-file/job-inputs';
export { readPngDpi } from './print-file/png-dpi';

// Mockups: a product photo with the product's artwork in its print areas (in-thread, or the pool's renderMockup).
export { renderMockup, type MockupJob, type RenderedMockup, type RenderMockupInput } from './mockups';

// Previews: the same renderer at a card's size, with the design's own values.
export { PREVIEW_LONG_SIDE, previewSize } from './previews/preview-size';
export { previewPersonalization } from './previews/preview-personalization';

// Where renders read bytes from: media's bucket, by key.
export type { ByteSource } from './library/fetch-bytes';
export { objectReader, s3Client, type ObjectReader, type S3Location } from './library/object-reader';
export { isSafeKey, isServableKey, UPLOAD_KEY_PREFIX } from './library/keys';
export { withTransientRetry } from './library/transient-retry';

// PSD reading: header checks, PSD → artwork document, layers decoded in worker threads.
export { checkPsdHeader, PSD_HEADER_BYTES, PSD_IMPORT_MESSAGES, PsdImportError } from './psd/psd-header';
export { psdToArtwork, type StoredLayerImage } from './psd/psd-to-artwork';
export { createLayerPool, type LayerPool } from './psd/layer-pool';

// Image info: pixel size and a PSD's PNG preview.
export { imageInfo, NotAnImageError, previewKeyOf, type ImageFile, type ImageInfo, type ImageInfoStorage } from './image-info/image-info';

// Bounds and byte checks: what every decode path and upload checks before it allocates.
export {
  checkDeclaredSize,
  DEFAULT_MAX_IMAGE_PIXELS,
  DEFAULT_PIXEL_BOUND,
  ImageTooLargeError,
  MAX_IMAGE_SIDE,
  SHARP_HEADER_ONLY,
  sharpInput,
  type PixelBound,
} from './bounds/pixel-bound';
export { RefusedFileError } from './bounds/refused';
export { checkedByHead, contentMatches, SNIFF_BYTES, streamingTextCheck } from './bounds/content-check';
export { canonicalMime } from './bounds/mime';
export { sfntProblem } from './bounds/sfnt-check';
