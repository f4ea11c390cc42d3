import { describe, expect, it } from 'vitest';
import { CategoryTree, type CategoryFacts, type CategoryRow } from './tree';

let clock = 0;
const row = (id: string, parent: string | null, title = id): CategoryRow => ({
  id, parent_id: parent, title, user_id: 'owner', deleted_at: null, created_at: new Date(clock++),
});

interface Shaped { id: string; count: number; direct: number; hasChild: boolean; children: Shaped[] }
const shape = (r: CategoryRow, f: CategoryFacts<Shaped>): Shaped => ({ id: r.id, ...f });

describe('CategoryTree', () => {
  // a ─ b ─ c, a ─ d; e is a root whose parent is outside the loaded rows.
  const rows = [row('a', null, 'A'), row('b', 'a', 'beta'), row('c', 'b'), row('d', 'a', 'Alpha'), row('e', 'gone')];
  const tree = new CategoryTree(rows, new Map([['c', 2], ['d', 3], ['a', 1]]));

  it('rolls counts up from every descendant and keeps the direct count apart', () => {
    expect(tree.rolledUpCount('a')).toBe(6);
    expect(tree.rolledUpCount('b')).toBe(2);
    expect(tree.directCount('b')).toBe(0);
    expect(tree.node(rows[0], shape)).toMatchObject({ count: 6, direct: 1, hasChild: true, children: [{ id: 'd', count: 3 }, { id: 'b', count: 2 }] });
  });

  it('sorts siblings by title (any case) and makes a row with an unloaded parent a root', () => {
    expect(tree.kids('a').map((r) => r.id)).toEqual(['d', 'b']);
    expect(tree.kids(null).map((r) => r.id)).toEqual(['a', 'e']);
  });

  it('measures depth from the root and height from the leaves', () => {
    expect(tree.depthOf('c')).toBe(3);
    expect(tree.heightOf('a')).toBe(3);
    expect(tree.heightOf('c')).toBe(1);
  });

  it('lists a subtree parents first and cuts nodes at the levels asked, keeping hasChild', () => {
    expect(tree.subtreeIds('a')[0]).toBe('a');
    expect(new Set(tree.subtreeIds('a'))).toEqual(new Set(['a', 'b', 'c', 'd']));
    const cut = tree.node(rows[0], shape, 2);
    expect(cut.children.find((n) => n.id === 'b')).toMatchObject({ hasChild: true, children: [] });
  });

  it('survives a corrupt cycle in the stored parents', () => {
    const loop = new CategoryTree([row('x', 'y'), row('y', 'x')], new Map([['x', 1], ['y', 1]]));
    expect(loop.depthOf('x')).toBe(2);
    // Each row is walked once, so the walks end.
    expect(loop.subtreeIds('x')).toEqual(['x', 'y']);
    expect(loop.rolledUpCount('x')).toBe(2);
  });
});
