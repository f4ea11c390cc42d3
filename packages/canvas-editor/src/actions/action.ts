import { produceWithPatches, type Draft, type Patch } from 'immer';
import type { KeyLike } from '../keyboard/keys';
import type { EditorState, StateUpdate } from '../store/store';

/** Where an action was triggered from; the same action serves all of them. */
export type ActionSource = 'ui' | 'keyboard' | 'canvas' | 'panel';

export interface ActionMessage {
  type: 'success' | 'error' | 'info';
  text: string;
}

export interface ActionContext<Doc, View, Env> {
  /** The state the action starts from (the draft is its document). */
  state: EditorState<Doc, View>;
  /** The argument given to dispatch (for a key press: what `keyValue` made of the event). */
  value: unknown;
  source: ActionSource;
  /** The page's services the action may read (id generator, clock…); never I/O. */
  env: Env;
}

/** What the action did besides the document, and what to tell the person. */
export interface ActionResult<View> extends StateUpdate<View> {
  message?: ActionMessage;
}

/**
 * A command of the editor (excalidraw's `actions/` shape): toolbar, panels, canvas and
 * keyboard all dispatch it by name. `perform` is an immer recipe: it edits a draft of the
 * document, and the editor records the resulting patches as one undo step. It returns the
 * selection/view/clipboard after it, or `{ refused }` to change nothing at all.
 */
export interface Action<Doc, View = Record<string, never>, Env = unknown> {
  name: string;
  label: string;
  /** Whether a key press triggers it (the editor has already skipped presses typed into fields). */
  keyTest?(event: KeyLike, state: EditorState<Doc, View>): boolean;
  /** The value a key press dispatches with (e.g. an arrow's delta). */
  keyValue?(event: KeyLike): unknown;
  /**
   * The question to ask before it runs (delete, convert), or undefined to run at once. Asked by
   * `editor.request`, which the keyboard map and the page's buttons both use: one confirm path
   * whatever triggered it.
   */
  confirm?(state: EditorState<Doc, View>, value: unknown): string | undefined;
  /** Allowed on a locked document (selection, copy): it must not change the document. */
  readOnly?: boolean;
  perform(draft: Draft<Doc>, context: ActionContext<Doc, View, Env>): ActionResult<View> | Refusal | void;
}

export interface Refusal {
  refused: ActionMessage | true;
}

export function refuse(text?: string): Refusal {
  return { refused: text ? { type: 'error', text } : true };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export type ActionOutcome<Doc, View> =
  | { ok: true; doc: Doc; patches: Patch[]; inverse: Patch[]; result: ActionResult<View> }
  | { ok: false; message?: ActionMessage };

/**
 * Run an action on a state without touching any store: the pure function every test and
 * the editor's dispatch share. A refusal leaves the document as it was (the draft is dropped).
 */
export function runAction<Doc, View, Env>(
  action: Action<Doc, View, Env>,
  state: EditorState<Doc, View>,
  value: unknown,
  env: Env,
  source: ActionSource = 'ui',
): ActionOutcome<Doc, View> {
  let outcome: ActionResult<View> | Refusal | void = undefined;
  const [doc, patches, inverse] = produceWithPatches(state.doc, (draft: Draft<Doc>) => {
    outcome = action.perform(draft, { state, value, source, env });
  });
  const result = outcome as ActionResult<View> | Refusal | void;
  if (isRefusal(result)) return { ok: false, message: result.refused === true ? undefined : result.refused };
  return { ok: true, doc: doc as Doc, patches, inverse, result: result ?? {} };
}
