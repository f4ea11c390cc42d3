import { describe, expect, it } from 'vitest';
import { containsPattern, isUuid } from './sql-helpers';

describe('sql helpers', () => {
  it('accepts only uuids as ids', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('00000000-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid("1' OR 1=1")).toBe(false);
  });
  it('matches the search text literally inside a contains pattern', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
