export { LOW_DPI, effectiveDpi } from './dpi';
export { printCheck, printCheckFiles, type ArtworkPrintCheck, type LayerPrintCheck, type PixelSize, type PrintArea, type PrintCheckInput } from './print-check';
