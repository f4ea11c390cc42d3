// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient `*.ttf` declaration must reach every workspace that compiles this file (mfe-design, e2e); an import cannot carry one
/// <reference path="./font-files.d.ts" />
// The same files @pod/render registers for media's print files (print-file/fonts.ts).
import arimoRegularUrl from '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf';
import arimoBoldUrl from '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf';
import { DEFAULT_FONT_ALIAS, DEFAULT_FONT_FAMILY, findFontFile } from './scene/fonts';
import type { FontResolver } from './scene/fonts';
import type { SceneEnvironment } from './scene/build';
import type { Font } from './model/types';

/** Spec 002 §9: fonts load from their file URL with a 20 s time-out. */
const FONT_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** document.fonts is one per page, so the default family's faces are added once, whichever resolver asks. */
let defaultFamily: Promise<string> | undefined;

/**
 * The default family 'Arial' as the shipped Arimo faces under DEFAULT_FONT_ALIAS, the name
 * media's renderer registers them under: the editor canvas never draws with whatever Arial (or
 * Liberation Sans standing in for it) the designer's machine has, so it shows what prints.
 * Both weights load before the family is used: a canvas draws a face still loading with a fallback.
 */
function loadDefaultFamily(timeoutMs: number): Promise<string> {
  defaultFamily ??= withTimeout(
    Promise.all([
      new FontFace(DEFAULT_FONT_ALIAS, `url(${JSON.stringify(arimoRegularUrl)})`, { weight: '400' }).load(),
      new FontFace(DEFAULT_FONT_ALIAS, `url(${JSON.stringify(arimoBoldUrl)})`, { weight: '700' }).load(),
    ]),
    timeoutMs,
    `Could not load ${DEFAULT_FONT_FAMILY} font`,
  ).then(
    (faces) => {
      for (const face of faces) document.fonts.add(face);
      return DEFAULT_FONT_ALIAS;
    },
    (error: Error) => {
      defaultFamily = undefined;
      throw new Error(`font "${DEFAULT_FONT_FAMILY}" is not available (${error.message})`);
    },
  );
  return defaultFamily;
}

/**
 * Browser font resolver: each uploaded variant becomes a FontFace under the same alias the
 * print worker registers, so both sides draw with the same file. `fonts` may be a function: the
 * editor's list grows (a font picked or uploaded since), and its canvas keeps one resolver (and
 * one scene) rather than building everything again for a longer list.
 */
export function browserFontResolver(fonts: readonly Font[] | (() => readonly Font[]), timeoutMs = FONT_TIMEOUT_MS): FontResolver {
  const loaded = new Map<string, Promise<string>>();
  const list = typeof fonts === 'function' ? fonts : () => fonts;
  return {
    resolve(ref) {
      const file = findFontFile(list(), ref);
      if (!file) {
        if (ref === DEFAULT_FONT_FAMILY) return loadDefaultFamily(timeoutMs);
        return document.fonts.check(`12px "${ref}"`) ? Promise.resolve(ref) : Promise.reject(new Error(`font "${ref}" is not available`));
      }
      if (!loaded.has(file.alias)) {
        const face = new FontFace(file.alias, `url(${JSON.stringify(file.url)})`);
        const job = withTimeout(face.load(), timeoutMs, `Could not load ${file.family} font`).then(
          (ready) => {
            document.fonts.add(ready);
            return file.alias;
          },
          (error: Error) => {
            loaded.delete(file.alias);
            throw new Error(`font "${ref}" is not available (${error.message})`);
          },
        );
        loaded.set(file.alias, job);
      }
      return loaded.get(file.alias)!;
    },
  };
}

/** Load an <img> with CORS (so filters can read its pixels) and a time-out. */
export function browserImageLoader(timeoutMs = 15_000): SceneEnvironment['loadImage'] {
  return (url) =>
    withTimeout(
      new Promise<HTMLImageElement>((resolve, reject) => {
        const img = new Image();
        img.crossOrigin = 'anonymous';
        img.onload = () => resolve(img);
        img.onerror = () => reject(new Error(`Failed to load image at ${url}`));
        img.src = url;
      }),
      timeoutMs,
      `Failed to load image at ${url}: did not load within ${timeoutMs} ms`,
    );
}

export function browserEnvironment(fonts: readonly Font[]): SceneEnvironment {
  return { fonts: browserFontResolver(fonts), loadImage: browserImageLoader() };
}
