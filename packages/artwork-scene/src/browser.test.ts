import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserFontResolver } from './browser';
import { DEFAULT_FONT_ALIAS } from './scene/fonts';
import type { Font } from './model/types';

/** The page's FontFaceSet and FontFace, as far as the resolver uses them (vitest runs in Node). */
const added: { family: string; source: string; weight?: string }[] = [];
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { weight?: string } = {},
  ) {}
  load() {
    return Promise.resolve(this);
  }
}
beforeEach(() => {
  added.length = 0;
  Object.assign(globalThis, {
    FontFace: FakeFontFace,
    document: { fonts: { add: (f: FakeFontFace) => added.push({ family: f.family, source: f.source, weight: f.descriptors.weight }), check: () => false } },
  });
});
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as { FontFace?: unknown }).FontFace;
});

const oswald: Font = { id: '7', family: 'Oswald', global: true, variants: [{ variant: '700', file: { url: 'https://media.test/fonts/Oswald-700.ttf' } }] };

describe('browserFontResolver', () => {
  it("draws the default family 'Arial' with the shipped Arimo faces, regular and bold, under the alias media registers", async () => {
    await expect(browserFontResolver([]).resolve('Arial')).resolves.toBe(DEFAULT_FONT_ALIAS);
    expect(added.map((f) => [f.family, f.weight])).toEqual([
      ['pod_Arial', '400'],
      ['pod_Arial', '700'],
    ]);
    expect(added.every((f) => /Arimo_(400Regular|700Bold)[^"]*\.ttf/.test(f.source))).toBe(true);
  });

  it('reads a growing font list through a function: a font added later resolves without a new resolver', async () => {
    const fonts: Font[] = [];
    const resolver = browserFontResolver(() => fonts);
    await expect(resolver.resolve('7-700')).rejects.toThrow('font "7-700" is not available');
    fonts.push(oswald);
    await expect(resolver.resolve('7-700')).resolves.toBe('pod_7-700');
    expect(added.at(-1)).toMatchObject({ family: 'pod_7-700', source: 'url("https://media.test/fonts/Oswald-700.ttf")' });
  });
});
