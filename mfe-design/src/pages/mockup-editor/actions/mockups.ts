import { refuse } from '@pod/canvas-editor';
import type { MockupAction } from './types';

/** Show another of the managed mockups on the canvas; the selection is cleared (it named the other mockup's layers). */
export const selectMockup: MockupAction = {
  name: 'selectMockup',
  label: 'Select mockup',
  readOnly: true,
  perform(_draft, { state, value }) {
    const index = value as number;
    if (!Number.isInteger(index) || !state.doc.mockups[index] || index === state.view.mockup) return refuse();
    return { view: { mockup: index }, selection: [] };
  },
};

/**
 * Move a mockup in the list (its position is the `ordering` Save sends, spec 002 §4); the mockup on
 * the canvas stays on the canvas.
 */
export const moveMockup: MockupAction = {
  name: 'moveMockup',
  label: 'Reorder mockups',
  perform(draft, { state, value }) {
    const { from, to } = value as { from: number; to: number };
    const count = state.doc.mockups.length;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from === to || from < 0 || to < 0 || from >= count || to >= count) return refuse();
    const [moved] = draft.mockups.splice(from, 1);
    draft.mockups.splice(to, 0, moved);
    const shown = state.doc.mockups[state.view.mockup]?.id;
    return { view: { mockup: Math.max(0, draft.mockups.findIndex((m) => m.id === shown)) } };
  },
};
