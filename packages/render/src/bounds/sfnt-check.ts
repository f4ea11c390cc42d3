/**
 * Structural checks of a TrueType (sfnt) file, read from its own table directory before any
 * parser trusts it: fontkit reads tables lazily and accepts a directory whose `name` says
 * 0x7FFFFFF0 bytes or whose `glyf` says 0xFFFFFFFF, and the render workers hand the same bytes
 * to Skia. A font that fails here is not registered.
 */

/** Tables a TrueType-outline font cannot work without (OpenType spec, "Required tables" + TrueType outlines). */
export const REQUIRED_TRUETYPE_TABLES = ['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post'] as const;

const HEAD_MAGIC = 0x5f0f3cf5;

interface TableRecord {
  offset: number;
  length: number;
}

/** Why the bytes are not a sound TrueType font, or null when every check passes. */
export function sfntProblem(bytes: Buffer): string | null {
  if (bytes.length < 12) return 'too short for a font header';
  const numTables = bytes.readUInt16BE(4);
  if (!numTables || 12 + numTables * 16 > bytes.length) return 'table directory outside the file';
  const tables = new Map<string, TableRecord>();
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = bytes.toString('latin1', at, at + 4);
    const offset = bytes.readUInt32BE(at + 8);
    const length = bytes.readUInt32BE(at + 12);
    if (tables.has(tag)) return `table ${tag} listed twice`;
    // Plain numbers: offset + length stays exact below 2^33.
    if (offset + length > bytes.length) return `table ${tag} (${length} bytes at ${offset}) is outside the ${bytes.length}-byte file`;
    tables.set(tag, { offset, length });
  }
  const missing = REQUIRED_TRUETYPE_TABLES.filter((tag) => !tables.has(tag));
  if (missing.length) return `required tables missing: ${missing.join(', ')}`;
  const table = (tag: string) => tables.get(tag)!;

  const head = table('head');
  if (head.length < 54 || bytes.readUInt32BE(head.offset + 12) !== HEAD_MAGIC) return 'head table is not one';
  const unitsPerEm = bytes.readUInt16BE(head.offset + 18);
  if (unitsPerEm < 16 || unitsPerEm > 16384) return `unitsPerEm ${unitsPerEm} is outside 16…16384`;
  const longLoca = bytes.readInt16BE(head.offset + 50);
  if (longLoca !== 0 && longLoca !== 1) return 'head.indexToLocFormat is neither 0 nor 1';

  const maxp = table('maxp');
  if (maxp.length < 6) return 'maxp table too short';
  const numGlyphs = bytes.readUInt16BE(maxp.offset + 4);
  if (!numGlyphs) return 'no glyphs';

  const hhea = table('hhea');
  if (hhea.length < 36) return 'hhea table too short';
  const metrics = bytes.readUInt16BE(hhea.offset + 34);
  if (!metrics || metrics > numGlyphs) return 'hhea.numberOfHMetrics does not fit the glyph count';
  if (table('hmtx').length < metrics * 4 + (numGlyphs - metrics) * 2) return 'hmtx table shorter than its metrics';

  // Every glyph's outline range inside glyf, in order: what a renderer reads for any glyph.
  const loca = table('loca');
  const entry = longLoca ? 4 : 2;
  if (loca.length < (numGlyphs + 1) * entry) return 'loca table shorter than the glyph count';
  const glyfLength = table('glyf').length;
  let previous = 0;
  for (let i = 0; i <= numGlyphs; i++) {
    const at = loca.offset + i * entry;
    const start = longLoca ? bytes.readUInt32BE(at) : bytes.readUInt16BE(at) * 2;
    if (start < previous || start > glyfLength) return `glyph ${i} lies outside the glyf table`;
    previous = start;
  }
  return null;
}
