import { useCallback, useSyncExternalStore } from 'react';
import type { EditorState, EditorStore } from '../store/store';

/**
 * Read a slice of the editor's state and re-render when it changes. The selector must return
 * a value that keeps its identity while unchanged (the states are immutable, so selecting
 * `doc`, `selection` or one layer object does).
 */
export function useEditorState<Doc, View, T>(store: EditorStore<Doc, View>, selector: (state: EditorState<Doc, View>) => T): T {
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether undo / redo are possible and the document differs from the last save. */
export function useHistoryStatus<Doc, View>(store: EditorStore<Doc, View>): { canUndo: boolean; canRedo: boolean; dirty: boolean } {
  const canUndo = useSyncExternalStore(store.subscribe, () => store.history.canUndo);
  const canRedo = useSyncExternalStore(store.subscribe, () => store.history.canRedo);
  const dirty = useSyncExternalStore(store.subscribe, () => store.history.dirty);
  return { canUndo, canRedo, dirty };
}
