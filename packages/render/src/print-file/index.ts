/**
 * `@pod/render/print-file`: the renderer in this thread (it loads Konva on @napi-rs/canvas, see
 * node-canvas-backend.ts). Services render through the pool of the main entry instead; this is
 * for tests and checks that draw in-process (e2e/wysiwyg compares it with the browser).
 */
export { renderPrintFile, MAX_PRINT_SIDE } from './render-print-file';
