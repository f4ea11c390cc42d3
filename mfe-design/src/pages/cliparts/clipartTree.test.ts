import { describe, expect, it } from 'vitest';
import { titleChanged } from './ClipartTitleCell';
import { toLiveEvent, toTreeNodes } from './clipartTree';

const settings = null;

describe('clipart tree nodes', () => {
  it('shows rolled-up counts and marks categories holding cliparts', () => {
    const nodes = toTreeNodes([
      { id: 'a', parentID: null, title: 'Animals', numberOfCliparts: 3, hasClipart: false, hasChild: true, strongDeleteConfirm: false, displaySettings: settings, children: [
        { id: 'b', parentID: 'a', title: 'Birds', numberOfCliparts: 3, hasClipart: true, hasChild: false, strongDeleteConfirm: true, displaySettings: settings, children: [] },
      ] },
    ]);
    expect(nodes[0]).toMatchObject({ id: 'a', count: 3, holdsItems: false, children: [{ id: 'b', parentID: 'a', count: 3, holdsItems: true, strongDeleteConfirm: true }] });
  });

  it('maps create and delete events and ignores others', () => {
    expect(toLiveEvent({ action: 'create', category: { id: 'x', parentID: null, title: 'X', numberOfCliparts: 0 } })).toEqual({ action: 'create', category: { id: 'x', parentID: null, title: 'X', count: 0 } });
    expect(toLiveEvent({ action: 'update', category: { id: 'x', title: 'X', numberOfCliparts: 0 } })).toBeNull();
  });
});

describe('inline title edit', () => {
  it('saves only a non-empty changed title', () => {
    expect(titleChanged('Cat', 'Cat')).toBe(false);
    expect(titleChanged('Cat', '  Cat ')).toBe(false);
    expect(titleChanged('Cat', '   ')).toBe(false);
    expect(titleChanged('Cat', 'Kitten')).toBe(true);
  });
});
