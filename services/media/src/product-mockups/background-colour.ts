// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- color-name ships no types; the reference brings its declaration along when other workspaces type-check media
/// <reference path="./color-name.d.ts" />
import colorNames from 'color-name';

/** CSS colours a mockup's background may be written as: hex, rgb()/rgba(), or `transparent`. */
const CSS_COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|transparent)$/i;

/**
 * A colour as the renderer takes it, or null: a CSS colour as written, else a colour name as a
 * variant's option says it ("Navy", "Light Blue", "dark-green") looked up among the CSS keywords
 * (color-name) without case, spaces or hyphens. Names that are no colour ("Heather Galaxy") → null.
 */
export function cssColour(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (CSS_COLOUR.test(text)) return text;
  const rgb = colorNames[text.toLowerCase().replace(/[\s_-]+/g, '')];
  return rgb ? `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})` : null;
}

/**
 * The colour behind a product mockup (spec 002 §2.7 settings): the variants' colour when the
 * mockup takes it and media knows it, else the mockup's defaultBgColor, else transparent (null).
 */
export function mockupBackground(variantColor: string | null, defaultBgColor: string | null): string | null {
  return cssColour(variantColor) ?? cssColour(defaultBgColor);
}
