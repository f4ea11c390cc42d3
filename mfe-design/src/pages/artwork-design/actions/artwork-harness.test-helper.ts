import { validateArtwork, type Artwork, type Layer } from '@pod/artwork-scene';
import { createEditorHarness } from '@pod/canvas-editor/testing';
import { expect } from 'vitest';
import { createArtworkEditor } from './index';
import { findSlot, templateList } from './layer-tree';

/** A document for the action tests: template 0 with a text, a group (an image inside), an option; template 1; one shared layer. */
export function sampleArtwork(extra: Record<string, unknown> = {}): Artwork {
  const checked = validateArtwork({
    title: 'Mug',
    width: 1000,
    height: 800,
    templates: [
      {
        title: 'Front',
        isDefault: true,
        layers: [
          { id: 'txt', type: 'Text', title: 'Name', x: 10, y: 20, values: [{ active: true, text: 'Anna' }], personalized: { enable: true } },
          { id: 'grp', type: 'Group', title: 'Group #1', x: 100, y: 100, layers: [{ id: 'img', type: 'Image', title: 'Photo', parent: 'grp', x: 5, y: 5, width: 50, height: 50 }] },
          { id: 'opt', type: 'Option', title: 'Colour', options: [{ label: 'Red', value: 'red' }] },
          { id: 'dep', type: 'Text', title: 'Echo', hidden: true, dependOnLayer: 'txt', values: [{ active: true, text: 'Anna' }], condition: { enable: true, action: 'hide', match: 'all', rules: [{ option: 'opt', logic: '=', value: 'red' }] } },
        ],
      },
      { title: 'Back', layers: [] },
    ],
    sharedLayers: [{ id: 'shared', type: 'Label', title: 'Brand', text: 'POD' }],
    ...extra,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.artwork;
}

export function artworkHarness(doc: Artwork = sampleArtwork(), template = 0) {
  let n = 0;
  const messages: string[] = [];
  const editor = createArtworkEditor(doc, template, { newId: () => `n${++n}` }, (m) => messages.push(m.text));
  const harness = createEditorHarness(editor);
  const extra = {
    messages,
    store: editor.store,
    /** The current template's layers. */
    get layers(): Layer[] {
      return templateList(editor.getState().doc, editor.getState().view.template);
    },
    layer(id: string): Layer | undefined {
      return findSlot(templateList(editor.getState().doc, editor.getState().view.template), id)?.layer;
    },
    select(...ids: string[]) {
      editor.store.update({ selection: ids });
    },
  };
  // defineProperties keeps the getters live (Object.assign would read them once).
  return Object.defineProperties(harness, Object.getOwnPropertyDescriptors(extra)) as typeof harness & typeof extra;
}

export type ArtworkHarness = ReturnType<typeof artworkHarness>;

/** Run a change, then check that undo restores the document exactly and redo brings the change back. */
export function expectUndoRoundTrip(t: ArtworkHarness, change: () => void): void {
  const before = t.doc;
  change();
  const after = t.doc;
  expect(after).not.toEqual(before);
  expect(t.undo()).toBe(true);
  expect(t.doc).toEqual(before);
  expect(t.redo()).toBe(true);
  expect(t.doc).toEqual(after);
}
