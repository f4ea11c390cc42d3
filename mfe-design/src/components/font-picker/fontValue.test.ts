import { describe, expect, it } from 'vitest';
import { defaultVariant, fontLabel, isTtfName, parseFontValue } from './fontValue';

const oswald = { id: 'b3c1-uuid-like', family: 'Oswald', variants: [{ variant: 'regular' }, { variant: '700' }] };

describe('font picker values', () => {
  it("splits '{fontId}-{variant}' at the last dash", () => {
    expect(parseFontValue('b3c1-uuid-like-700')).toEqual({ fontId: 'b3c1-uuid-like', variant: '700' });
    expect(parseFontValue('Arial')).toBeUndefined();
    expect(parseFontValue('trailing-')).toBeUndefined();
  });

  it('offers the stored variant when the value is this font, else the first', () => {
    expect(defaultVariant(oswald, 'b3c1-uuid-like-700')).toBe('700');
    expect(defaultVariant(oswald, 'other-font-700')).toBe('regular');
    expect(defaultVariant(oswald, 'b3c1-uuid-like-900')).toBe('regular');
    expect(defaultVariant(oswald, undefined)).toBe('regular');
  });

  it('accepts .ttf names only', () => {
    expect(isTtfName('Oswald_700Bold.TTF')).toBe(true);
    expect(isTtfName('font.otf')).toBe(false);
    expect(isTtfName('picture.ttf.png')).toBe(false);
  });

  it('labels the trigger with family and variant', () => {
    expect(fontLabel('b3c1-uuid-like-700', oswald)).toBe('Oswald 700');
    expect(fontLabel('b3c1-uuid-like-regular', oswald)).toBe('Oswald');
    expect(fontLabel('Arial', undefined)).toBe('Arial');
    expect(fontLabel(undefined, undefined)).toBe('Choose font');
  });
});
