/**
 * `@pod/media/psd-fixtures` and `@pod/media/bombs`, as services/artworks' PSD import test imports
 * them: the PSD fixtures and decompression bombs live with the code they test, in
 * `@pod/render/testing` (import them from there).
 */
export { pixelLayer, psdWithHugeLayer, textLayer, writeFixturePsd } from '@pod/render/testing';
