export { createRenderPool, type RenderPool, type RenderPoolOptions } from './pool';
export { renderPrintFile, MAX_PRINT_SIDE, type PrintArea, type RenderJob, type RenderResult, type RenderTimings } from './render-print-file';
export { readPngDpi, withPngDpi } from './png-dpi';
export { FONT_TIMEOUT_MS } from './fonts';
export { IMAGE_TIMEOUT_MS } from './image-loader';
