import { fontAlias } from '@pod/artwork-scene';
import { FONT_LOAD_TIMEOUT_MS, fontLoadFailed, fontValue } from './fontValue';

/** One load per selection for the page's life: the picker's previews and the canvas share the face. */
const loads = new Map<string, Promise<string>>();

/**
 * Loads one variant's .ttf into the page as a FontFace named like the scene builder names it
 * (`fontAlias('{fontId}-{variant}')`), so previews and the canvas draw with the same face.
 * Resolves with the CSS family to use; rejects after 20 s with 'Could not load {font} font'.
 */
export function loadFontVariant(font: { id: string; family: string }, variant: { variant: string; file: { url: string } }): Promise<string> {
  const ref = fontValue(font.id, variant.variant);
  const known = loads.get(ref);
  if (known) return known;
  const alias = fontAlias(ref);
  const face = new FontFace(alias, `url(${JSON.stringify(variant.file.url)})`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(fontLoadFailed(font.family))), FONT_LOAD_TIMEOUT_MS);
  });
  const job = Promise.race([face.load(), timeout])
    .then((loaded) => {
      document.fonts.add(loaded);
      return alias;
    })
    .catch(() => {
      // A later attempt may work (network back): forget the failure.
      loads.delete(ref);
      throw new Error(fontLoadFailed(font.family));
    })
    .finally(() => clearTimeout(timer));
  loads.set(ref, job);
  return job;
}
