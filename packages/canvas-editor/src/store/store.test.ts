import { describe, expect, it } from 'vitest';
import { createEditorStore } from './store';

const store = (limit?: number) => createEditorStore<{ n: number; list: number[] }, { tab: string }>({ doc: { n: 0, list: [] }, view: { tab: 'a' }, historyLimit: limit });

describe('editor store', () => {
  it('records each change as one undo step and undoes/redoes it with immer patches', () => {
    const s = store();
    s.change('inc', (d) => void (d.n += 1));
    s.change('push', (d) => void d.list.push(7));
    expect(s.getState().doc).toEqual({ n: 1, list: [7] });
    s.undo();
    expect(s.getState().doc).toEqual({ n: 1, list: [] });
    s.undo();
    expect(s.getState().doc).toEqual({ n: 0, list: [] });
    expect(s.undo()).toBe(false);
    s.redo();
    s.redo();
    expect(s.getState().doc).toEqual({ n: 1, list: [7] });
  });

  it('undo and redo go back to the very documents of the step (no patch replay), equal to what the patches give', () => {
    const s = store();
    s.change('inc', (d) => void (d.n += 1));
    const before = s.getState().doc;
    // A paste-sized step, recorded as a group (a gesture's shape).
    s.history.mark('paste');
    s.change('push', (d) => void d.list.push(...Array.from({ length: 300 }, (_, i) => i)));
    s.change('push', (d) => void d.list.push(300));
    s.history.end('paste');
    const after = s.getState().doc;
    expect(s.undo()).toBe(true);
    expect(s.getState().doc).toBe(before);
    expect(s.redo()).toBe(true);
    expect(s.getState().doc).toBe(after);
    expect(after.list).toHaveLength(301);
    s.undo();
    s.undo();
    expect(s.getState().doc).toEqual({ n: 0, list: [] });
    s.redo();
    expect(s.getState().doc).toBe(before);
  });

  it('a recipe that changes nothing records nothing and keeps redo', () => {
    const s = store();
    s.change('inc', (d) => void (d.n += 1));
    s.undo();
    expect(s.change('noop', () => {})).toBe(false);
    expect(s.history.canRedo).toBe(true);
  });

  it('groups every change between mark and end into one step', () => {
    const s = store();
    s.history.mark('drag');
    for (let i = 0; i < 5; i++) s.change('move', (d) => void (d.n += 1));
    s.history.end('drag');
    s.change('after', (d) => void (d.n += 10));
    expect(s.history.undoCount).toBe(2);
    s.undo();
    s.undo();
    expect(s.getState().doc.n).toBe(0);
  });

  it('revertToMark puts the document back to the mark and drops the step', () => {
    const s = store();
    s.change('first', (d) => void (d.n = 1));
    s.history.mark('g');
    s.change('x', (d) => void (d.n = 5));
    s.history.revertToMark('g');
    expect(s.getState().doc.n).toBe(1);
    expect(s.history.undoCount).toBe(1);
  });

  it('selection and view changes never clear redo; undo returns to the selection and view before the step', () => {
    const s = store();
    s.update({ selection: ['a'] });
    s.change('inc', (d) => void (d.n += 1), { selection: ['b'], view: { tab: 'b' } });
    s.undo();
    expect(s.getState().selection).toEqual(['a']);
    expect(s.getState().view.tab).toBe('a');
    s.update({ selection: ['c'], view: { tab: 'c' } });
    expect(s.history.canRedo).toBe(true);
    s.redo();
    expect(s.getState().selection).toEqual(['b']);
    expect(s.getState().doc.n).toBe(1);
  });

  it('keeps at least 200 steps by default and drops the oldest beyond the limit', () => {
    const s = store();
    for (let i = 0; i < 250; i++) s.change('inc', (d) => void (d.n += 1));
    expect(s.history.undoCount).toBe(200);
    while (s.undo());
    expect(s.getState().doc.n).toBe(50);
    const small = store(3);
    for (let i = 0; i < 5; i++) small.change('inc', (d) => void (d.n += 1));
    expect(small.history.undoCount).toBe(3);
  });

  it('markSaved keeps the history and tracks whether the document moved away from the save', () => {
    const s = store();
    s.change('inc', (d) => void (d.n += 1));
    expect(s.history.dirty).toBe(true);
    let heard = 0;
    s.subscribe(() => heard++);
    s.history.markSaved();
    expect(s.history.dirty).toBe(false);
    // views showing "Unsaved changes" must hear that the document is clean now
    expect(heard).toBe(1);
    expect(s.history.canUndo).toBe(true);
    s.undo();
    expect(s.history.dirty).toBe(true);
    s.redo();
    expect(s.history.dirty).toBe(false);
  });

  it('notifies subscribers with a new state object on each change', () => {
    const s = store();
    const seen: unknown[] = [];
    const off = s.subscribe(() => seen.push(s.getState()));
    s.change('inc', (d) => void (d.n += 1));
    s.update({ selection: ['x'] });
    off();
    s.change('inc', (d) => void (d.n += 1));
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('reset replaces the document and forgets the history', () => {
    const s = store();
    s.change('inc', (d) => void (d.n += 1));
    s.reset({ n: 9, list: [] });
    expect(s.getState().doc.n).toBe(9);
    expect(s.history.canUndo).toBe(false);
  });
});
