import { createEditor, refuse, type Action } from '../actions';
import { createEditorStore } from '../store';
import { KEYMAP, matchAny, nudgeDelta } from '../keyboard';
import { clickSelection } from '../selection';
import { createEditorHarness } from './harness';

/** A tiny document for the core's scenario tests: boxes, some inside a frame. */
export interface Box {
  id: string;
  x: number;
  y: number;
  parent?: string;
}
export interface ToyDoc {
  boxes: Box[];
  locked?: boolean;
}
export interface ToyView {
  page: number;
}

const byId = (doc: ToyDoc, id: string) => doc.boxes.find((b) => b.id === id);
export const toyParentOf = (doc: ToyDoc) => (id: string) => byId(doc, id)?.parent ?? null;

export const toyActions: Action<ToyDoc, ToyView, { nextId(): string }>[] = [
  {
    name: 'add',
    label: 'Add box',
    perform(draft, { env, value }) {
      const id = env.nextId();
      draft.boxes.push({ id, x: 0, y: 0, ...(value as Partial<Box> | undefined) });
      return { selection: [id] };
    },
  },
  {
    name: 'select',
    label: 'Select',
    readOnly: true,
    perform(_draft, { state, value }) {
      const { id, additive } = value as { id: string; additive: boolean };
      return { selection: clickSelection(state.selection, id, additive, toyParentOf(state.doc)) };
    },
  },
  {
    name: 'clearSelection',
    label: 'Clear selection',
    readOnly: true,
    keyTest: (e) => matchAny(e, KEYMAP.clearSelection),
    perform: () => ({ selection: [] }),
  },
  {
    name: 'move',
    label: 'Move',
    keyTest: (e, state) => !!nudgeDelta(e) && state.selection.length > 0,
    keyValue: (e) => nudgeDelta(e),
    perform(draft, { state, value }) {
      const { dx, dy } = value as { dx: number; dy: number };
      if (!state.selection.length) return refuse();
      for (const box of draft.boxes) {
        if (state.selection.includes(box.id)) {
          box.x += dx;
          box.y += dy;
        }
      }
    },
  },
  {
    name: 'delete',
    label: 'Delete',
    keyTest: (e) => matchAny(e, KEYMAP.delete),
    perform(draft, { state }) {
      if (!state.selection.length) return refuse('Nothing selected');
      draft.boxes = draft.boxes.filter((b) => !state.selection.includes(b.id));
      return { selection: [] };
    },
  },
  {
    // Asks first (as the artwork editor's delete does); the plain 'delete' above is the mockup editor's kind.
    name: 'clear',
    label: 'Remove every box',
    keyTest: (e) => matchAny(e, ['Mod+Backspace']),
    confirm: (state) => (state.doc.boxes.length ? `Remove all ${state.doc.boxes.length} boxes?` : undefined),
    perform(draft) {
      if (!draft.boxes.length) return refuse('Nothing to remove');
      draft.boxes = [];
      return { selection: [] };
    },
  },
  {
    name: 'page',
    label: 'Change page',
    readOnly: true,
    perform: (_d, { value }) => ({ view: { page: value as number }, selection: [] }),
  },
];

export function toyEditor(doc: ToyDoc = { boxes: [] }, historyLimit?: number) {
  let n = 0;
  const messages: string[] = [];
  const store = createEditorStore<ToyDoc, ToyView>({ doc, view: { page: 0 }, historyLimit });
  const editor = createEditor({
    store,
    actions: toyActions,
    env: { nextId: () => `b${++n}` },
    isLocked: (s) => s.doc.locked === true,
    onMessage: (m) => messages.push(m.text),
  });
  // Object.assign keeps the harness's getters (a spread would freeze doc and selection at their first value).
  return Object.assign(createEditorHarness(editor), { store, messages });
}
