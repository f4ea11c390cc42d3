import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { DEFAULT_FONT_ALIAS, DEFAULT_FONT_FAMILY, findFontFile, fontAlias, type Font, type FontResolver } from '@pod/artwork-scene';
import { sfntProblem } from '../bounds/sfnt-check';
import { fetchBytes, type ByteSource } from '../library/fetch-bytes';

/** Spec 002 §9: fonts load from their file URL with a 20 s time-out. */
export const FONT_TIMEOUT_MS = 20_000;

/**
 * Fonts registered in this worker, by alias. @napi-rs/canvas registers fonts process-wide
 * and cannot unregister them one by one, so each file is fetched and registered once per
 * worker and reused by later jobs.
 */
const registered = new Map<string, Promise<string>>();

const require = createRequire(import.meta.url);
/**
 * The default family's faces: the same Arimo files artwork-scene's browser side loads (regular,
 * and bold for a Label's fontWeight bold; no layer draws italic).
 */
const DEFAULT_FONT_FACES = [
  require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'),
  require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'),
];

let defaultFamily: Promise<string> | undefined;

/**
 * Register the default family's Arimo faces under DEFAULT_FONT_ALIAS, once per worker: a new
 * Text or Label layer is 'Arial' (spec 002 §9) and must print with the glyphs the editor shows.
 */
export function registerDefaultFontFamily(): Promise<string> {
  defaultFamily ??= (async () => {
    const faces = await Promise.all(DEFAULT_FONT_FACES.map((file) => readFile(file)));
    for (const bytes of faces) {
      if (!GlobalFonts.register(bytes, DEFAULT_FONT_ALIAS)) throw new Error(`font "${DEFAULT_FONT_FAMILY}" is not available (not a readable font file)`);
    }
    return DEFAULT_FONT_ALIAS;
  })();
  // A failure here is an install problem; let the next job try again rather than keep it.
  defaultFamily.catch(() => (defaultFamily = undefined));
  return defaultFamily;
}

/**
 * Resolve font selections against the artworks service's font list: uploaded fonts are
 * fetched and registered under their alias; the default family 'Arial' is the shipped Arimo
 * (registerDefaultFontFamily); any other plain family must already be installed. Failures read
 * `font "Lobster-regular" is not available (...)`.
 */
export function createFontResolver(fonts: readonly Font[], source: ByteSource, timeoutMs = FONT_TIMEOUT_MS): FontResolver {
  return {
    resolve(ref: string) {
      const file = findFontFile(fonts, ref);
      if (!file) {
        if (ref === DEFAULT_FONT_FAMILY) return registerDefaultFontFamily();
        if (GlobalFonts.has(ref)) return Promise.resolve(ref);
        return Promise.reject(new Error(`font "${ref}" is not available`));
      }
      const known = registered.get(file.alias);
      if (known) return known;
      const job = fetchBytes(file.url, timeoutMs, 'font file', source).then(
        (bytes) => {
          // Registered fonts were checked when uploaded; one stored before that check is checked here, before Skia parses it.
          if (sfntProblem(bytes) || !GlobalFonts.register(bytes, file.alias)) throw new Error(`font "${ref}" is not available (not a readable font file)`);
          return file.alias;
        },
        (error: Error) => {
          throw new Error(`font "${ref}" is not available (${error.message})`);
        },
      );
      registered.set(file.alias, job);
      // A failed fetch may succeed on a later job (storage back up), so do not cache it.
      job.catch(() => registered.delete(file.alias));
      return job;
    },
  };
}

export { fontAlias };
