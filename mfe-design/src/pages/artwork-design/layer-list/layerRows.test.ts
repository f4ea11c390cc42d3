import { describe, expect, it } from 'vitest';
import type { Layer } from '@pod/artwork-scene';
import { dropPlace, layerRows, visibleRange } from './layerRows';

const text = (id: string) => ({ id, type: 'Text' }) as Layer;
const group = (id: string, layers: Layer[]) => ({ id, type: 'Group', layers }) as Layer;

describe('layer rows', () => {
  const list = [text('a'), group('g', [text('g1'), group('h', [text('h1')])]), text('b')];

  it('lists the top of the stack first, each group followed by its children, with their depth', () => {
    expect(layerRows(list, new Set()).map((r) => `${r.layer.id}:${r.depth}`)).toEqual(['b:0', 'g:0', 'h:1', 'h1:2', 'g1:1', 'a:0']);
  });

  it('leaves out the children of a collapsed group, and keeps each unchanged layer object', () => {
    const rows = layerRows(list, new Set(['g']));
    expect(rows.map((r) => r.layer.id)).toEqual(['b', 'g', 'a']);
    expect(rows[0].layer).toBe(list[2]);
  });

  it('shows the rows in view plus the overscan, within the list', () => {
    expect(visibleRange(0, 480, 28, 600, 4)).toEqual([0, 23]);
    expect(visibleRange(28 * 100 + 5, 480, 28, 600, 4)).toEqual([96, 123]);
    expect(visibleRange(28 * 598, 480, 28, 600, 4)).toEqual([594, 600]);
    expect(visibleRange(0, 480, 28, 3, 4)).toEqual([0, 3]);
    // Scrolled past the end of a list that just got shorter (an undo of a paste): no rows, never a negative range.
    expect(visibleRange(28 * 500, 480, 28, 10, 4)).toEqual([10, 10]);
  });

  it('drops into a group only in its middle half, else above or below the row', () => {
    expect(dropPlace(3, 28, true)).toBe('above');
    expect(dropPlace(14, 28, true)).toBe('into');
    expect(dropPlace(25, 28, true)).toBe('below');
    expect(dropPlace(13, 28, false)).toBe('above');
    expect(dropPlace(15, 28, false)).toBe('below');
  });
});
