import { describe, expect, it } from 'vitest';
import { isPsdFileName, outcomeOf } from './importPsd';

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
});
