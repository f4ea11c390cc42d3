import { describe, expect, it } from 'vitest';
import { AUTOFIT_MAX_STEPS, autofitFontSize } from './autofit';

describe('autofitFontSize', () => {
  it('keeps the size when the text already fits', () => {
    expect(autofitFontSize(30, () => true)).toBe(30);
  });
  it('shrinks in steps of 0.1 to the largest size that fits', () => {
    expect(autofitFontSize(30, (size) => size <= 28.75)).toBe(28.7);
  });
  it('stops after 100 steps (10 units) when the box is far too small', () => {
    let calls = 0;
    const size = autofitFontSize(30, () => (calls++, false));
    expect(size).toBe(20);
    expect(calls).toBe(AUTOFIT_MAX_STEPS);
  });
  it('never reaches zero', () => {
    expect(autofitFontSize(0.3, () => false)).toBe(0.1);
  });
});
