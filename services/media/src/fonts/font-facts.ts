import * as fontkit from 'fontkit';
import { sfntProblem } from '@pod/render';

/** Spec 002 §5: the one message for any upload that is not a TrueType font. */
export const FONT_FORMAT_MESSAGE = 'Please upload the correct font format (.ttf)!';

/** What the artworks service files a font variant under, read from the font's own tables. */
export interface FontFacts {
  /** The typographic family (name ID 16, else 1), e.g. 'Oswald' for Oswald Bold. */
  family: string;
  /** 'regular' for weight 400, else the weight (100–900); then 'italic' when italic: regular, italic, 700, 700italic. */
  variant: string;
  /** Name ID 6; PSD text layers name their font by it. */
  postscriptName: string | null;
}

/** sfnt version tags of TrueType outlines ('OTTO' is CFF, an .otf, which is not accepted). */
const TRUETYPE_TAGS = new Set(['\u0000\u0001\u0000\u0000', 'true']);

/** Printable ASCII: the glyphs a font must actually draw (those its cmap maps) before it is accepted. */
const PROBE_CODE_POINTS = Array.from({ length: 95 }, (_, i) => 32 + i);

/**
 * Whether fontkit really parses the glyphs a design will use: .notdef and every mapped printable
 * ASCII character decode to an outline with finite bounds. Every glyph's range was checked
 * structurally (sfntProblem); decoding all of them would cost seconds for a large font.
 */
function glyphsParse(font: fontkit.Font): boolean {
  const glyphs = [font.getGlyph(0), ...PROBE_CODE_POINTS.filter((cp) => font.hasGlyphForCodePoint(cp)).map((cp) => font.glyphForCodePoint(cp))];
  return glyphs.every((glyph) => {
    const path = glyph.path;
    // A blank glyph (space) has no outline, and an empty path's bounds are infinite by definition.
    const box = path.commands.length ? path.bbox : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    return [box.minX, box.minY, box.maxX, box.maxY, glyph.advanceWidth].every(Number.isFinite);
  });
}

/**
 * Family and variant of a TrueType font file, or null when the bytes are not one readable
 * TrueType font (a collection, an OpenType/CFF font, WOFF, a renamed image, a broken file): the
 * table directory is checked first (every table inside the file, the required tables there, every
 * glyph inside glyf; sfnt-check.ts), then fontkit must parse the names and the common glyphs.
 */
export function readFontFacts(bytes: Buffer): FontFacts | null {
  if (bytes.length < 12 || !TRUETYPE_TAGS.has(bytes.toString('latin1', 0, 4))) return null;
  if (sfntProblem(bytes)) return null;
  let font: fontkit.Font;
  try {
    const created = fontkit.create(bytes);
    if (!('familyName' in created) || created.type !== 'TTF') return null;
    font = created;
    if (!font.numGlyphs || !glyphsParse(font)) return null;
    // fontkit's familyName is name ID 1, which static cuts fill with 'Oswald ExtraLight': the typographic family (16) first.
    const family = (font.getName('preferredFamily', 'en') ?? font.familyName ?? '').trim();
    if (!family) return null;
    // The tables fontkit decodes lazily; its typings leave them out.
    const tables = font as unknown as { 'OS/2'?: { usWeightClass?: number; fsSelection?: { italic?: boolean } }; head?: { macStyle?: { italic?: boolean } } };
    const os2 = tables['OS/2'];
    const head = tables.head;
    // To the nearest hundred, halves down: some cuts declare in-between weights (ExtraLight 250 → 200).
    const weight = Math.min(900, Math.max(100, Math.round(((os2?.usWeightClass || 400) - 1) / 100) * 100));
    const italic = !!(os2?.fsSelection?.italic || head?.macStyle?.italic || font.italicAngle);
    const variant = weight === 400 ? (italic ? 'italic' : 'regular') : `${weight}${italic ? 'italic' : ''}`;
    return { family: family.slice(0, 255), variant, postscriptName: font.postscriptName?.trim() || null };
  } catch {
    return null;
  }
}
