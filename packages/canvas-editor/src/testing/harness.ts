import type { Editor } from '../actions/editor';
import type { KeyLike } from '../keyboard/keys';
import type { PendingConfirmation } from '../store/store';

export interface KeyDownOptions {
  /** The element the key was pressed in (an <input> makes the editor ignore it). */
  target?: EventTarget | null;
}

/**
 * Drives an editor the way a person does, for scenario tests (excalidraw's and tldraw's test
 * editors): key presses through the real keyboard map, pointer drags as gestures, undo/redo.
 */
export interface EditorHarness<Doc, View, Env> {
  editor: Editor<Doc, View, Env>;
  readonly doc: Doc;
  readonly selection: readonly string[];
  readonly view: View;
  /** The question an action waits on (`editor.request`), or null. */
  readonly confirmation: PendingConfirmation | null;
  /** Answer the waiting question as the page's dialog does: yes runs the action, no drops it. */
  answer(yes: boolean): void;
  /** `keyDown('Mod+Shift+Z')`, `keyDown('ArrowLeft')`; returns whether the editor handled it and whether default was prevented. */
  keyDown(shortcut: string, options?: KeyDownOptions): { handled: boolean; prevented: boolean };
  /** A pointer drag: the gesture `name` updated with each value in turn, then released as one step. */
  pointerDrag(name: string, values: readonly unknown[], options?: { cancel?: boolean }): void;
  dispatch(name: string, value?: unknown): ReturnType<Editor<Doc, View, Env>['dispatch']>;
  undo(): boolean;
  redo(): boolean;
}

/** Turn `Mod+Shift+Z` into the event a Ctrl+Shift+Z press gives. */
export function keyEvent(shortcut: string, target: EventTarget | null = null): KeyLike & { prevented: boolean } {
  const parts = shortcut.split('+');
  const key = parts.pop()!;
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  const event = {
    key: mods.has('shift') && key.length === 1 ? key.toUpperCase() : key,
    ctrlKey: mods.has('mod') || mods.has('ctrl'),
    metaKey: mods.has('meta'),
    shiftKey: mods.has('shift'),
    altKey: mods.has('alt'),
    target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

export function createEditorHarness<Doc, View, Env>(editor: Editor<Doc, View, Env>): EditorHarness<Doc, View, Env> {
  return {
    editor,
    get doc() {
      return editor.getState().doc;
    },
    get selection() {
      return editor.getState().selection;
    },
    get view() {
      return editor.getState().view;
    },
    get confirmation() {
      return editor.getState().confirmation ?? null;
    },
    answer(yes) {
      if (yes) editor.confirmPending();
      else editor.cancelPending();
    },
    keyDown(shortcut, options = {}) {
      const event = keyEvent(shortcut, options.target ?? null);
      const handled = editor.handleKeyDown(event);
      return { handled, prevented: event.prevented };
    },
    pointerDrag(name, values, options = {}) {
      const gesture = editor.beginGesture(name);
      for (const value of values) gesture.update(value);
      if (options.cancel) gesture.cancel();
      else gesture.end();
    },
    dispatch: (name, value) => editor.dispatch(name, value),
    undo: () => editor.undo(),
    redo: () => editor.redo(),
  };
}
