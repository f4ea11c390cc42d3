import type { Font } from '../model/types';

/** The default family of text layers (spec 002 §9). */
export const DEFAULT_FONT_FAMILY = 'Arial';

/**
 * The default family is drawn with Arimo: metric-compatible with Arial (the same advance widths,
 * so a layout made against Arial keeps its line breaks), OFL, shipped by npm
 * (@expo-google-fonts/arimo), so no machine needs Arial installed. Both sides register it under
 * this alias (regular and bold: a Label's fontWeight bold; no layer draws italic; artwork-scene's
 * `browser.ts` and @pod/render's `print-file/fonts.ts` name the same two files) rather than as
 * 'Arial' itself: @napi-rs/canvas never lets a registered family
 * shadow an installed one of the same name (an Arial installed on a render host would win over
 * the registered face), while the browser's FontFace would; under a private name the editor
 * canvas and the print file always draw the very same file.
 */
export const DEFAULT_FONT_ALIAS = fontAlias(DEFAULT_FONT_FAMILY);

/** A font selection is stored as `{fontId}-{variant}` (spec 002 §3); ids may contain dashes. */
export function parseFontRef(ref: string): { fontId: string; variant: string } | undefined {
  const cut = ref.lastIndexOf('-');
  if (cut <= 0 || cut === ref.length - 1) return undefined;
  return { fontId: ref.slice(0, cut), variant: ref.slice(cut + 1) };
}

/**
 * Family name under which one uploaded font variant is registered. Every variant gets its
 * own family (weight and style baked into the file), so the browser's FontFace matching and
 * @napi-rs/canvas's GlobalFonts pick exactly the same file: no synthetic bold, no
 * weight fallback that differs between the two.
 */
export function fontAlias(ref: string): string {
  return `pod_${ref.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export interface FontFile {
  ref: string;
  alias: string;
  url: string;
  family: string;
  variant: string;
}

/** Find the file of an uploaded font selection, or undefined if it is not one of `fonts`. */
export function findFontFile(fonts: readonly Font[], ref: string): FontFile | undefined {
  const parsed = parseFontRef(ref);
  if (!parsed) return undefined;
  const font = fonts.find((f) => String(f.id) === parsed.fontId) ?? fonts.find((f) => f.family === parsed.fontId);
  const variant = font?.variants.find((v) => v.variant === parsed.variant);
  if (!font || !variant) return undefined;
  return { ref, alias: fontAlias(ref), url: variant.file.url, family: font.family, variant: variant.variant };
}

/**
 * How a scene gets fonts: turn a stored font selection into a family name the canvas can
 * use, loading it first if needed. Rejects with a short reason when the font is missing.
 */
export interface FontResolver {
  resolve(ref: string): Promise<string>;
}
