import { DEFAULT_FONT_FAMILY, type Font } from '@pod/artwork-scene';

/** PostScript style names and the variant names fonts are stored under (Google Fonts' naming). */
const STYLE_VARIANTS: Record<string, string[]> = {
  '': ['regular', '400'],
  regular: ['regular', '400'],
  roman: ['regular', '400'],
  book: ['regular', '400'],
  normal: ['regular', '400'],
  italic: ['italic', '400italic'],
  thin: ['100'],
  hairline: ['100'],
  extralight: ['200'],
  ultralight: ['200'],
  light: ['300'],
  medium: ['500'],
  semibold: ['600'],
  demibold: ['600'],
  bold: ['700'],
  extrabold: ['800'],
  ultrabold: ['800'],
  black: ['900'],
  heavy: ['900'],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every variant name a PostScript style may be stored under ("BoldItalic" → 700italic). */
function variantsOfStyle(style: string): string[] {
  const s = norm(style);
  if (STYLE_VARIANTS[s]) return STYLE_VARIANTS[s];
  if (s.endsWith('italic')) {
    const base = STYLE_VARIANTS[s.slice(0, -'italic'.length)];
    if (base) return base.filter((v) => /^\d+$/.test(v)).map((v) => (v === '400' ? 'italic' : `${v}italic`));
  }
  return [s];
}

/**
 * Finds the font selection (`{fontId}-{variant}`, spec 002 §3) for a PSD text layer's font,
 * which Photoshop records by PostScript name ("Lobster-Regular", "Oswald-Bold", "OpenSans-SemiBoldItalic").
 * Names are compared without case, spaces or dashes: family + style against each family and
 * variant of the library. Null when no font matches.
 */
export function matchFont(postScriptName: string, fonts: readonly Font[]): string | null {
  const name = norm(postScriptName);
  if (!name) return null;
  const dash = postScriptName.lastIndexOf('-');
  const family = norm(dash > 0 ? postScriptName.slice(0, dash) : postScriptName);
  const wanted = variantsOfStyle(dash > 0 ? postScriptName.slice(dash + 1) : '');
  for (const font of fonts) {
    const familyName = norm(font.family);
    if (familyName !== family && !name.startsWith(familyName)) continue;
    // "Lobster-Regular": the family and a style; "LobsterTwo" without a dash: the style is what follows.
    const styles = familyName === family ? wanted : variantsOfStyle(name.slice(familyName.length));
    const variant = font.variants.find((v) => styles.includes(norm(v.variant)));
    if (variant) return `${font.id}-${variant.variant}`;
  }
  return null;
}

/**
 * The font text layers get when their own matches nothing: the library's first regular variant,
 * so the layer still renders on the server (a plain family like Arial may not be installed
 * there); the default family only when the library is empty.
 */
export function fallbackFont(fonts: readonly Font[]): string {
  const sorted = [...fonts].sort((a, b) => a.family.localeCompare(b.family));
  for (const font of sorted) {
    const regular = font.variants.find((v) => ['regular', '400'].includes(norm(v.variant)));
    if (regular) return `${font.id}-${regular.variant}`;
  }
  const first = sorted[0]?.variants[0];
  return first ? `${sorted[0]!.id}-${first.variant}` : DEFAULT_FONT_FAMILY;
}
