import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange';

describe('pageRange', () => {
  it('shows the rows of the page and the total', () => {
    expect(pageRange(23, [1, 10])).toBe('1-10 of 23');
    expect(pageRange(23, [21, 23])).toBe('21-23 of 23');
  });

  it('reads "0 of 0" for an empty list', () => {
    expect(pageRange(0, [0, 0])).toBe('0 of 0');
  });
});
