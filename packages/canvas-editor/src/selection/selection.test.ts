import { describe, expect, it } from 'vitest';
import { ancestorsOf, clickSelection, normalizeSelection } from './selection';

// g1 > g2 > t1 ; g1 > t2 ; t3 at the top
const parents: Record<string, string | null> = { g1: null, g2: 'g1', t1: 'g2', t2: 'g1', t3: null };
const parentOf = (id: string) => parents[id];

describe('selection rules', () => {
  it('lists ancestors nearest first and survives a parent cycle', () => {
    expect(ancestorsOf('t1', parentOf)).toEqual(['g2', 'g1']);
    expect(ancestorsOf('a', (id) => (id === 'a' ? 'b' : 'a'))).toEqual(['b']);
  });

  it('a plain click selects only the item', () => {
    expect(clickSelection(['t2', 't3'], 't1', false, parentOf)).toEqual(['t1']);
  });

  it('ctrl/cmd adds and toggles', () => {
    expect(clickSelection(['t3'], 't2', true, parentOf)).toEqual(['t3', 't2']);
    expect(clickSelection(['t3', 't2'], 't2', true, parentOf)).toEqual(['t3']);
  });

  it('never adds an item beside its ancestor or its descendant', () => {
    expect(clickSelection(['g1'], 't1', true, parentOf)).toEqual(['g1']);
    expect(clickSelection(['t1'], 'g1', true, parentOf)).toEqual(['t1']);
    expect(clickSelection(['t1'], 't2', true, parentOf)).toEqual(['t1', 't2']);
  });

  it('normalises a selection to the outermost items', () => {
    expect(normalizeSelection(['t1', 'g1', 't3', 't3'], parentOf)).toEqual(['g1', 't3']);
  });
});
