/**
 * Test and bench material (never imported by product code): small PSDs written with ag-psd, and
 * decompression bombs — files whose headers declare far more pixels than they hold.
 */
export { pixelLayer, textLayer, writeFixturePsd } from './psd-fixtures';
export { fontWithTable, pngDeclaringSize, psdDeclaringSize, psdWithHugeLayer, sfntTableOffset, tiffDeclaringSize } from './bombs';
