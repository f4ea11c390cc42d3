import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_FONTS } from '@pod/contracts';
import { DEMO_FONT_SOURCES } from './demo-font-files';
import { readFontFacts } from './font-facts';
import { sfntProblem } from '@pod/render';
import { fontWithTable as withTable, sfntTableOffset as tableOffset } from '@pod/render/testing';

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

  it('refuses fonts whose tables declare impossible lengths or lack what a renderer reads', async () => {
    const ttf = await readFile(DEMO_FONT_SOURCES['fonts/Lobster-regular.ttf']!());
    expect(sfntProblem(ttf)).toBeNull();
    const crafted = {
      'name length 0x7FFFFFF0': withTable(ttf, 'name', { length: 0x7ffffff0 }),
      'glyf length 0xFFFFFFFF': withTable(ttf, 'glyf', { length: 0xffffffff }),
      'cmap past the end': withTable(ttf, 'cmap', { offset: ttf.length - 8 }),
      'no loca table': withTable(ttf, 'loca', { tag: 'locX' }),
      'last glyph beyond glyf': (() => {
        // head.indexToLocFormat: Lobster uses long (4-byte) offsets; the final entry ends the last glyph.
        const out = Buffer.from(ttf);
        const numGlyphs = out.readUInt16BE(tableOffset(out, 'maxp') + 4);
        out.writeUInt32BE(0x7fffffff, tableOffset(out, 'loca') + numGlyphs * 4);
        return out;
      })(),
      'unitsPerEm 0': (() => {
        const out = Buffer.from(ttf);
        out.writeUInt16BE(0, tableOffset(out, 'head') + 18);
        return out;
      })(),
    };
    expect(ttf.readInt16BE(tableOffset(ttf, 'head') + 50)).toBe(1);
    for (const [what, bytes] of Object.entries(crafted)) {
      expect(sfntProblem(bytes), what).not.toBeNull();
      expect(readFontFacts(bytes), what).toBeNull();
    }
    expect(sfntProblem(crafted['name length 0x7FFFFFF0'])).toBe(`table name (2147483632 bytes at ${tableOffset(ttf, 'name')}) is outside the ${ttf.length}-byte file`);
  });
});
