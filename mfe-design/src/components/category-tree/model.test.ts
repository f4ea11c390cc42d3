import { describe, expect, it } from 'vitest';
import {
  applyLiveEvent,
  canAddChild,
  contextMenuPosition,
  menuAnchorMoved,
  depthOf,
  filterTree,
  MAX_TREE_DEPTH,
  parentOptions,
  pathTo,
  type CategoryTreeNode,
} from './model';

const tree: CategoryTreeNode[] = [
  { id: 'h', parentID: null, title: 'Holidays', count: 3, children: [
    { id: 'x', parentID: 'h', title: 'Xmas', count: 2, children: [{ id: 'o', parentID: 'x', title: 'Ornaments', count: 0 }] },
    { id: 'e', parentID: 'h', title: 'Easter', count: 1 },
  ] },
  { id: 'f', parentID: null, title: 'Family', count: 0 },
];

/** A chain of `levels` nested categories c1 > c2 > … */
function chain(levels: number): CategoryTreeNode[] {
  let node: CategoryTreeNode | undefined;
  for (let i = levels; i >= 1; i--) {
    node = { id: `c${i}`, parentID: i > 1 ? `c${i - 1}` : null, title: `C${i}`, count: 0, ...(node ? { children: [node] } : {}) };
  }
  return node ? [node] : [];
}

describe('category tree model', () => {
  it('keeps matches and their ancestors when searching', () => {
    expect(filterTree(tree, 'ORNA')).toEqual([
      { ...tree[0], children: [{ ...tree[0].children![0], children: [tree[0].children![0].children![0]] }] },
    ]);
    expect(filterTree(tree, '  ')).toBe(tree);
    expect(filterTree(tree, 'nothing')).toEqual([]);
  });

  it('opens the menu below the click, or upwards when less than 165 px remain below', () => {
    const viewport = { width: 1000, height: 800 };
    expect(contextMenuPosition({ x: 100, y: 600 }, viewport, 180)).toEqual({ left: 100, top: 600 });
    expect(contextMenuPosition({ x: 100, y: 635 }, viewport, 180)).toEqual({ left: 100, top: 635 });
    expect(contextMenuPosition({ x: 100, y: 636 }, viewport, 180)).toEqual({ left: 100, bottom: 164 });
    // Kept inside the window on the right.
    expect(contextMenuPosition({ x: 950, y: 10 }, viewport, 180)).toEqual({ left: 820, top: 10 });
  });

  it('refuses a 10th level and, for cliparts, a child of a category with cliparts', () => {
    const deep = chain(MAX_TREE_DEPTH);
    expect(depthOf(deep, 'c9')).toBe(9);
    expect(canAddChild('artwork', { id: 'c9', parentID: 'c8', title: 'C9', count: 0 }, 9)).toBe(false);
    expect(canAddChild('artwork', { id: 'c8', parentID: 'c7', title: 'C8', count: 0 }, 8)).toBe(true);
    expect(canAddChild('artwork', tree[0], 1)).toBe(true);
    expect(canAddChild('clipart', tree[0], 1)).toBe(false);
    expect(canAddChild('clipart', { ...tree[0], holdsItems: false }, 1)).toBe(true);
    expect(canAddChild('clipart', tree[1], 1)).toBe(true);
  });

  it('disables parents the server refuses', () => {
    const editing = tree[0].children![0]; // Xmas, height 2
    const options = parentOptions('artwork', tree, editing);
    expect(options[0].disabled).toBeUndefined();
    expect(options[0].children![0].disabled).toBe(true); // itself
    expect(options[0].children![0].children![0].disabled).toBe(true); // its child
    // Cliparts: a category that holds cliparts cannot be a parent.
    expect(parentOptions('clipart', tree, null)[0].disabled).toBe(true);
    expect(parentOptions('clipart', tree, null)[1].disabled).toBeUndefined();
    // Moving a 2-level subtree under level 8 would make 10 levels.
    const deep = chain(8);
    const leaf: CategoryTreeNode = { id: 'z', parentID: null, title: 'Z', count: 0, children: [{ id: 'z2', parentID: 'z', title: 'Z2', count: 0 }] };
    const flat = (o: ReturnType<typeof parentOptions>): (boolean | undefined)[] => o.flatMap((x) => [x.disabled, ...flat(x.children ?? [])]);
    expect(flat(parentOptions('artwork', deep, leaf))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, true]);
  });

  it('applies live events: create adds (cliparts sorted by title), delete removes, update is ignored', () => {
    const created = applyLiveEvent(tree, { action: 'create', category: { id: 'a', parentID: 'h', title: 'Autumn', count: null } }, 'artwork');
    expect(created[0].children!.map((c) => c.id)).toEqual(['x', 'e', 'a']);
    expect(created[0].children![2]).toEqual({ id: 'a', parentID: 'h', title: 'Autumn', count: 0 });
    const sorted = applyLiveEvent(tree, { action: 'create', category: { id: 'a', parentID: 'h', title: 'Autumn', count: 0, holdsItems: false } }, 'clipart');
    expect(sorted[0].children!.map((c) => c.id)).toEqual(['a', 'e', 'x']);
    const root = applyLiveEvent(tree, { action: 'create', category: { id: 'r', parentID: null, title: 'Anniversary' } }, 'clipart');
    expect(root.map((c) => c.id)).toEqual(['r', 'f', 'h']);

    // Idempotent: replaying over a tree that has it, or a parent not in this tree, changes nothing.
    expect(applyLiveEvent(created, { action: 'create', category: { id: 'a', parentID: 'h', title: 'Autumn' } }, 'artwork')).toBe(created);
    expect(applyLiveEvent(tree, { action: 'create', category: { id: 'q', parentID: 'elsewhere', title: 'Q' } }, 'artwork')).toBe(tree);

    const deleted = applyLiveEvent(tree, { action: 'delete', category: { id: 'o', parentID: 'x', title: 'Ornaments' } }, 'artwork');
    expect(deleted[0].children![0].children).toEqual([]);
    expect(deleted[1]).toBe(tree[1]);
    expect(applyLiveEvent(tree, { action: 'delete', category: { id: 'gone', parentID: null, title: 'Gone' } }, 'artwork')).toBe(tree);
    expect(applyLiveEvent(tree, { action: 'update', category: { id: 'h', parentID: null, title: 'Renamed' } }, 'artwork')).toBe(tree);
  });

  it('finds the path to expand for a created category', () => {
    expect(pathTo(tree, 'o')).toEqual(['h', 'x', 'o']);
    expect(pathTo(tree, 'missing')).toEqual([]);
  });
});

describe('menuAnchorMoved', () => {
  const at = { top: 300, left: 40, width: 1280, height: 720 };
  it('keeps the menu for a scroll event that moved nothing under it (one caused before the menu opened)', () => {
    expect(menuAnchorMoved(at, { ...at })).toBe(false);
    expect(menuAnchorMoved(at, { ...at, top: 300.4 })).toBe(false);
  });
  it('closes it once its target moved or the window changed size', () => {
    expect(menuAnchorMoved(at, { ...at, top: 260 })).toBe(true);
    expect(menuAnchorMoved(at, { ...at, left: 0 })).toBe(true);
    expect(menuAnchorMoved(at, { ...at, width: 1000 })).toBe(true);
  });
});
