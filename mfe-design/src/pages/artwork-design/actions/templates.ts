import { SHARED_LAYERS_TEMPLATE, type Template } from '@pod/artwork-scene';
import { refuse } from '@pod/canvas-editor';
import type { ArtworkAction } from './types';

/** Spec 002 §5: a template title is required. */
export const TEMPLATE_TITLE_REQUIRED = 'Template title is required';
const MAX_TITLE = 200;

function titleOf(value: unknown): string | null {
  const title = typeof value === 'string' ? value.trim() : '';
  return title && title.length <= MAX_TITLE ? title : null;
}

/** Changing the selected template clears the selection (spec 002 §2.8); -1 edits the shared layers. */
export const selectTemplate: ArtworkAction = {
  name: 'selectTemplate',
  label: 'Select template',
  readOnly: true,
  perform(_draft, { state, value }) {
    const template = value as number;
    if (template !== SHARED_LAYERS_TEMPLATE && !state.doc.templates[template]) return refuse();
    return { view: { template }, selection: [] };
  },
};

export const addTemplate: ArtworkAction = {
  name: 'addTemplate',
  label: 'Add template',
  perform(draft, { value }) {
    const title = titleOf(value);
    if (!title) return refuse(TEMPLATE_TITLE_REQUIRED);
    draft.templates.push({ title, isDefault: draft.templates.length === 0, layers: [] } as Template);
    return { view: { template: draft.templates.length - 1 }, selection: [] };
  },
};

export const renameTemplate: ArtworkAction = {
  name: 'renameTemplate',
  label: 'Rename template',
  perform(draft, { value }) {
    const { index, title: raw } = value as { index: number; title: string };
    const title = titleOf(raw);
    if (!title) return refuse(TEMPLATE_TITLE_REQUIRED);
    if (!draft.templates[index]) return refuse();
    draft.templates[index].title = title;
  },
};

/** Exactly one default template. */
export const setDefaultTemplate: ArtworkAction = {
  name: 'setDefaultTemplate',
  label: 'Default template',
  perform(draft, { value }) {
    const index = value as number;
    if (!draft.templates[index]) return refuse();
    draft.templates.forEach((t, i) => {
      t.isDefault = i === index;
    });
  },
};

/**
 * Remove a template, never the last (the server refuses a save without one); the default passes
 * to the first one left, and the view moves to a template that exists.
 */
export const removeTemplate: ArtworkAction = {
  name: 'removeTemplate',
  label: 'Remove template',
  perform(draft, { state, value }) {
    const index = value as number;
    if (!draft.templates[index] || draft.templates.length === 1) return refuse();
    const wasDefault = draft.templates[index].isDefault;
    draft.templates.splice(index, 1);
    if (wasDefault && draft.templates.length) draft.templates[0].isDefault = true;
    const current = state.view.template;
    const template = current === index ? (draft.templates.length ? 0 : SHARED_LAYERS_TEMPLATE) : current > index ? current - 1 : current;
    return { view: { template }, selection: current === index ? [] : state.selection };
  },
};

/**
 * The template bar's own edit (Contract A: onChange(templates)): titles, default and order of
 * templates. Layers stay the editor's: a template keeps the layers it had (matched by position).
 */
export const setTemplates: ArtworkAction = {
  name: 'setTemplates',
  label: 'Edit templates',
  perform(draft, { state, value }) {
    const next = value as Template[];
    if (!Array.isArray(next) || next.some((t) => !titleOf(t.title))) return refuse(TEMPLATE_TITLE_REQUIRED);
    // The server's template rules (templateSaveProblems): the last template stays, and exactly one is the default.
    if ((state.doc.templates.length && !next.length) || (next.length && next.filter((t) => t.isDefault).length !== 1)) return refuse();
    const replaced = next.map((t, i) => ({ ...t, title: titleOf(t.title)!, layers: t.layers ?? state.doc.templates[i]?.layers ?? [] }));
    draft.templates = replaced as Template[];
    const template = state.view.template >= replaced.length ? (replaced.length ? 0 : SHARED_LAYERS_TEMPLATE) : state.view.template;
    return template === state.view.template ? {} : { view: { template }, selection: [] };
  },
};
