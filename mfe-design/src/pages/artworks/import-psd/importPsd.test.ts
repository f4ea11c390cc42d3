import { describe, expect, it } from 'vitest';
import { isPsdFileName, looksLikePsd, outcomeOf } from './importPsd';

describe('import PSD helpers', () => {
  it('accepts only .psd names, in any case', () => {
    expect(isPsdFileName('poster.psd')).toBe(true);
    expect(isPsdFileName('POSTER.PSD')).toBe(true);
    expect(isPsdFileName('poster.psb')).toBe(false);
    expect(isPsdFileName('poster.png')).toBe(false);
    expect(isPsdFileName('psd')).toBe(false);
  });

  it('reads the outcome from the live event or the status query', () => {
    expect(outcomeOf(null)).toBeNull();
    expect(outcomeOf({ status: 'importing', id: null, error: null, unmatchedFonts: [] })).toBeNull();
    expect(outcomeOf({ id: 'a1', error: null, unmatchedFonts: ['Foo-Bold'] })).toEqual({ kind: 'done', id: 'a1', unmatchedFonts: ['Foo-Bold'] });
    expect(outcomeOf({ status: 'failed', id: null, error: 'The file is not a PSD', unmatchedFonts: [] })).toEqual({ kind: 'failed', error: 'The file is not a PSD' });
  });

  it('tells a PSD from a picture renamed .psd by its first bytes', async () => {
    expect(await looksLikePsd(new Blob([new Uint8Array([0x38, 0x42, 0x50, 0x53, 0, 1])]))).toBe(true);
    expect(await looksLikePsd(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])]))).toBe(false);
    expect(await looksLikePsd(new Blob([]))).toBe(false);
  });
});
