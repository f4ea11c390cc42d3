import { isTypingTarget, KEYMAP, matchAny, type KeyLike } from '../keyboard/keys';
import type { EditorState, EditorStore } from '../store/store';
import { runAction, type Action, type ActionMessage, type ActionResult, type ActionSource } from './action';

export interface EditorOptions<Doc, View, Env> {
  store: EditorStore<Doc, View>;
  actions: readonly Action<Doc, View, Env>[];
  env: Env;
  /** A locked document refuses every action that is not `readOnly` (the server refuses the save too). */
  isLocked?(state: EditorState<Doc, View>): boolean;
  /** Where action messages go (the page shows them as toasts). */
  onMessage?(message: ActionMessage): void;
}

export interface Gesture {
  /** Redo the gesture's action from the gesture's start with this value (e.g. the total drag offset). */
  update(value: unknown): void;
  /** Keep the result as one undo step. */
  end(): void;
  /** Put everything back as it was before the gesture (Escape during a drag). */
  cancel(): void;
}

export interface Editor<Doc, View, Env> {
  readonly store: EditorStore<Doc, View>;
  readonly env: Env;
  getState(): EditorState<Doc, View>;
  action(name: string): Action<Doc, View, Env>;
  /** Run an action by name: one undo step, unless a mark is open. False when refused or unknown. */
  dispatch(name: string, value?: unknown, source?: ActionSource): ActionResult<View> | false;
  /**
   * Run an action as a person asks for it (a button, a key): one whose `confirm` has a question
   * does not run but waits in `state.confirmation` ('asked') until `confirmPending()` or
   * `cancelPending()`; any other runs at once as `dispatch`. False on a locked document.
   */
  request(name: string, value?: unknown, source?: ActionSource): ActionResult<View> | false | 'asked';
  /** Yes to the waiting question: run its action now (from the state it finds). */
  confirmPending(): ActionResult<View> | false;
  /** No to the waiting question: nothing changes. */
  cancelPending(): void;
  /**
   * A drag or resize: every `update` re-runs `name` from the state at the start, and the whole
   * gesture is one undo step.
   */
  beginGesture(name: string): Gesture;
  /** The keyboard map: undo/redo, then the first action whose keyTest matches. True when handled. */
  handleKeyDown(event: KeyLike): boolean;
  undo(): boolean;
  redo(): boolean;
  isLocked(): boolean;
}

let gestureCount = 0;

export function createEditor<Doc, View, Env>(options: EditorOptions<Doc, View, Env>): Editor<Doc, View, Env> {
  const { store, env } = options;
  const byName = new Map(options.actions.map((a) => [a.name, a]));
  if (byName.size !== options.actions.length) throw new Error('two editor actions share a name');
  const locked = () => options.isLocked?.(store.getState()) ?? false;

  const dispatch: Editor<Doc, View, Env>['dispatch'] = (name, value, source = 'ui') => {
    const action = editor.action(name);
    if (!action.readOnly && locked()) return false;
    const outcome = runAction(action, store.getState(), value, env, source);
    if (!outcome.ok) {
      if (outcome.message) options.onMessage?.(outcome.message);
      return false;
    }
    const { message, ...update } = outcome.result;
    store.commit(action.label, outcome, update);
    if (message) options.onMessage?.(message);
    return outcome.result;
  };

  const editor: Editor<Doc, View, Env> = {
    store,
    env,
    getState: store.getState,
    action(name) {
      const action = byName.get(name);
      if (!action) throw new Error(`unknown editor action "${name}"`);
      return action;
    },
    dispatch,
    request(name, value, source = 'ui') {
      const action = editor.action(name);
      if (!action.readOnly && locked()) return false;
      const question = action.confirm?.(store.getState(), value);
      if (question === undefined) return dispatch(name, value, source);
      store.update({ confirmation: { action: name, value, source, question } });
      return 'asked';
    },
    confirmPending() {
      const pending = store.getState().confirmation;
      if (!pending) return false;
      store.update({ confirmation: null });
      return dispatch(pending.action, pending.value, pending.source);
    },
    cancelPending() {
      if (store.getState().confirmation) store.update({ confirmation: null });
    },
    beginGesture(name) {
      const id = `gesture:${name}:${++gestureCount}`;
      store.history.mark(id);
      let done = false;
      return {
        update(value) {
          if (done) return;
          store.history.revertToMark(id);
          dispatch(name, value, 'canvas');
        },
        end() {
          done = true;
          store.history.end(id);
        },
        cancel() {
          if (done) return;
          done = true;
          store.history.revertToMark(id);
          store.history.end(id);
        },
      };
    },
    handleKeyDown(event) {
      if (isTypingTarget(event.target)) return false;
      let handled = false;
      if (matchAny(event, KEYMAP.redo)) {
        editor.redo();
        handled = true;
      } else if (matchAny(event, KEYMAP.undo)) {
        editor.undo();
        handled = true;
      } else {
        const state = store.getState();
        const action = options.actions.find((a) => a.keyTest?.(event, state));
        if (action) {
          editor.request(action.name, action.keyValue ? action.keyValue(event) : undefined, 'keyboard');
          handled = true;
        }
      }
      // The browser's own meaning (select the page's text, scroll on arrows, go back on Backspace) is not wanted.
      if (handled) event.preventDefault?.();
      return handled;
    },
    undo() {
      if (locked()) return false;
      return store.undo();
    },
    redo() {
      if (locked()) return false;
      return store.redo();
    },
    isLocked: locked,
  };
  return editor;
}
