import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_FONTS } from '@pod/contracts';
import { DEMO_FONT_SOURCES } from './demo-font-files';
import { readFontFacts } from './font-facts';

describe('readFontFacts', () => {
  it('reads family, variant and PostScript name of every seeded font from its own tables', async () => {
    for (const font of DEMO_FONTS) {
      for (const v of font.variants) {
        const facts = readFontFacts(await readFile(DEMO_FONT_SOURCES[v.key]!()));
        expect(facts, v.key).toEqual({ family: font.family, variant: v.variant, postscriptName: v.postscriptName });
      }
    }
  });

  it('takes the typographic family and the nearest weight of a static cut', async () => {
    const light = await readFile(createRequire(import.meta.url).resolve('@expo-google-fonts/oswald/200ExtraLight/Oswald_200ExtraLight.ttf'));
    // name ID 1 says 'Oswald ExtraLight', ID 16 'Oswald'; usWeightClass is 250
    expect(readFontFacts(light)).toEqual({ family: 'Oswald', variant: '200', postscriptName: 'Oswald-ExtraLight' });
  });

  it('refuses what is not one TrueType font', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect(readFontFacts(png)).toBeNull();
    const ttf = await readFile(DEMO_FONT_SOURCES['fonts/Lobster-regular.ttf']!());
    // the same tables behind a CFF ('OTTO', an .otf) tag, cut short, or empty
    expect(readFontFacts(Buffer.concat([Buffer.from('OTTO'), ttf.subarray(4)]))).toBeNull();
    expect(readFontFacts(ttf.subarray(0, 300))).toBeNull();
    expect(readFontFacts(Buffer.alloc(0))).toBeNull();
  });
});
