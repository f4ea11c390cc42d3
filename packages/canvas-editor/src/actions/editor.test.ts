import { describe, expect, it } from 'vitest';
import { runAction } from './action';
import { toyActions, toyEditor } from '../testing/toy-editor.test-helper';

describe('editor actions and keyboard', () => {
  it('runAction is pure: it returns the next document and patches, leaving the state untouched', () => {
    const state = { doc: { boxes: [{ id: 'a', x: 0, y: 0 }] }, selection: ['a'], view: { page: 0 }, clipboard: null };
    const move = toyActions.find((a) => a.name === 'move')!;
    const out = runAction(move, state, { dx: 3, dy: 4 }, { nextId: () => 'x' });
    expect(out.ok && out.doc.boxes[0]).toEqual({ id: 'a', x: 3, y: 4 });
    expect(state.doc.boxes[0].x).toBe(0);
  });

  it('a refused action changes nothing and reports its message', () => {
    const t = toyEditor();
    expect(t.dispatch('delete')).toBe(false);
    expect(t.messages).toEqual(['Nothing selected']);
    expect(t.store.history.canUndo).toBe(false);
  });

  it('arrow keys nudge by 1 px, Delete removes, Mod+Z / Mod+Shift+Z undo and redo', () => {
    const t = toyEditor();
    t.dispatch('add', { x: 10, y: 10 });
    expect(t.keyDown('ArrowRight').handled).toBe(true);
    t.keyDown('ArrowDown');
    expect(t.doc.boxes[0]).toMatchObject({ x: 11, y: 11 });
    expect(t.keyDown('Delete').prevented).toBe(true);
    expect(t.doc.boxes).toHaveLength(0);
    t.keyDown('Mod+Z');
    expect(t.doc.boxes[0]).toMatchObject({ x: 11, y: 11 });
    t.keyDown('Mod+Z');
    t.keyDown('Mod+Z');
    expect(t.doc.boxes[0]).toMatchObject({ x: 10, y: 10 });
    t.keyDown('Mod+Shift+Z');
    expect(t.doc.boxes[0]).toMatchObject({ x: 11, y: 10 });
  });

  it('an action with a question waits for the answer, whether a key or a button asked: yes runs it as one step, no changes nothing', () => {
    const t = toyEditor();
    t.dispatch('add');
    t.dispatch('add');
    expect(t.keyDown('Mod+Backspace')).toEqual({ handled: true, prevented: true });
    expect(t.confirmation).toEqual({ action: 'clear', value: undefined, source: 'keyboard', question: 'Remove all 2 boxes?' });
    expect(t.doc.boxes).toHaveLength(2);
    t.answer(false);
    expect(t.confirmation).toBeNull();
    expect(t.doc.boxes).toHaveLength(2);
    expect(t.store.history.undoCount).toBe(2);

    expect(t.editor.request('clear')).toBe('asked');
    expect(t.confirmation?.source).toBe('ui');
    t.answer(true);
    expect(t.confirmation).toBeNull();
    expect(t.doc.boxes).toHaveLength(0);
    t.undo();
    expect(t.doc.boxes).toHaveLength(2);
    // Nothing to ask about: the action runs (and refuses) at once; a locked document asks nothing.
    expect(toyEditor().editor.request('clear')).toBe(false);
    const locked = toyEditor({ boxes: [{ id: 'a', x: 0, y: 0 }], locked: true });
    expect(locked.editor.request('clear')).toBe(false);
    expect(locked.confirmation).toBeNull();
    // Without a waiting question, yes does nothing.
    expect(locked.editor.confirmPending()).toBe(false);
  });

  it('ignores keys typed into inputs', () => {
    const t = toyEditor();
    t.dispatch('add');
    const input = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;
    expect(t.keyDown('Backspace', { target: input }).handled).toBe(false);
    expect(t.keyDown('Mod+Z', { target: input }).handled).toBe(false);
    expect(t.doc.boxes).toHaveLength(1);
    const checkbox = { tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget;
    expect(t.keyDown('Backspace', { target: checkbox }).handled).toBe(true);
  });

  it('Escape clears the selection without clearing redo', () => {
    const t = toyEditor();
    t.dispatch('add');
    t.dispatch('add');
    t.undo();
    t.keyDown('Escape');
    expect(t.selection).toEqual([]);
    expect(t.store.history.canRedo).toBe(true);
    t.redo();
    expect(t.doc.boxes).toHaveLength(2);
  });

  it('a pointer drag is one undo step whatever the number of moves, and a cancelled drag leaves nothing', () => {
    const t = toyEditor();
    t.dispatch('add', { x: 0, y: 0 });
    t.pointerDrag('move', [{ dx: 1, dy: 0 }, { dx: 5, dy: 2 }, { dx: 20, dy: 8 }]);
    // Each update restarts from the drag's start: the total offset, not the sum of updates.
    expect(t.doc.boxes[0]).toMatchObject({ x: 20, y: 8 });
    t.undo();
    expect(t.doc.boxes[0]).toMatchObject({ x: 0, y: 0 });
    t.redo();
    t.pointerDrag('move', [{ dx: 3, dy: 3 }], { cancel: true });
    expect(t.doc.boxes[0]).toMatchObject({ x: 20, y: 8 });
    expect(t.store.history.canRedo).toBe(false);
    expect(t.store.history.undoCount).toBe(2);
  });

  it('a locked document refuses changes but still allows selection', () => {
    const t = toyEditor({ boxes: [{ id: 'a', x: 0, y: 0 }], locked: true });
    expect(t.dispatch('select', { id: 'a', additive: false })).not.toBe(false);
    expect(t.selection).toEqual(['a']);
    t.keyDown('ArrowLeft');
    t.keyDown('Delete');
    expect(t.doc.boxes).toEqual([{ id: 'a', x: 0, y: 0 }]);
  });

  it('undo returns to the view the change was made in', () => {
    const t = toyEditor();
    t.dispatch('page', 2);
    t.dispatch('add');
    t.dispatch('page', 0);
    t.undo();
    expect(t.view.page).toBe(2);
    expect(t.doc.boxes).toHaveLength(0);
  });

  it('refuses two actions with one name and unknown names', () => {
    const t = toyEditor();
    expect(() => t.dispatch('nope')).toThrow(/unknown editor action/);
  });
});
