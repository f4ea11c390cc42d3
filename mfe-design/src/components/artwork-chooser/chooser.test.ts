import { describe, expect, it } from 'vitest';
import { chooserVariables, createdText, toggleSelection, usedInText } from './chooser';

describe('artwork chooser helpers', () => {
  it('writes the created date as DD MMM YYYY and the campaign count as the spec does', () => {
    expect(createdText('2026-03-05T10:00:00.000Z')).toBe('05 Mar 2026');
    expect(usedInText(0)).toBe('Used in 0 campaign(s)');
    expect(usedInText(3)).toBe('Used in 3 campaign(s)');
  });

  it('selects one artwork and deselects it on a second click', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'b')).toBe('b');
    expect(toggleSelection('a', 'a')).toBeNull();
  });

  it('asks for 24 per page, without an empty search or the All Categories node', () => {
    expect(chooserVariables(null, '  ', 1)).toEqual({ categoryID: undefined, search: undefined, page: 1, pageSize: 24 });
    expect(chooserVariables('c1', ' mom ', 3)).toEqual({ categoryID: 'c1', search: 'mom', page: 3, pageSize: 24 });
  });
});
