import { MockupLayerSchema, MockupSettingsSchema, type MockupLayer } from '@pod/artwork-scene';
import { createEditorHarness } from '@pod/canvas-editor/testing';
import { expect } from 'vitest';
import { createMockupEditor } from './index';
import { currentLayers, findSlot } from './layer-tree';
import type { EditedMockup, MockupProductType } from './types';

/** A T-shirt type: two print areas (one without a size yet), colour × size with one combination missing. */
export const PRODUCT_TYPE: MockupProductType = {
  id: 'pt1',
  title: 'T-shirt',
  attributes: [
    { name: 'Color', slug: 'color', options: ['Black', 'White'] },
    { name: 'Size', slug: 'size', options: ['S', 'M'] },
  ],
  printAreas: [
    { id: 'front', name: 'Front', width: 4500, height: 5400 },
    { id: 'back', name: 'Back', width: null, height: null },
  ],
  variants: [
    { id: 'v-bs', attributes: [{ slug: 'color', option: 'Black' }, { slug: 'size', option: 'S' }] },
    { id: 'v-bm', attributes: [{ slug: 'color', option: 'Black' }, { slug: 'size', option: 'M' }] },
    { id: 'v-ws', attributes: [{ slug: 'color', option: 'White' }, { slug: 'size', option: 'S' }] },
  ],
};

const layer = (input: Record<string, unknown>) => MockupLayerSchema.parse(input) as MockupLayer;

/** A 1000 × 800 photo with an image, a group holding a text, and a print area. */
export function sampleMockup(id = 'm1', extra: Partial<EditedMockup> = {}): EditedMockup {
  return {
    id,
    title: 'Front photo',
    preview: `u/${id}.png`,
    productTypeID: 'pt1',
    productID: null,
    width: 1000,
    height: 800,
    layers: [
      layer({ id: 'img', type: 'Image', title: 'Shadow', x: 10, y: 20, width: 100, height: 50, file: { id: 'f1', key: 'u/shadow.png' } }),
      layer({ id: 'grp', type: 'Group', title: 'Labels', x: 100, y: 100, width: 300, height: 100, layers: [{ id: 'txt', type: 'Text', title: 'Brand', parent: 'grp', x: 5, y: 5, width: 120, height: 30, text: 'POD' }] }),
      layer({ id: 'pa', type: 'Printarea', title: 'Front', x: 300, y: 200, width: 450, height: 540, printArea: { id: 'front', name: 'Front', width: 4500, height: 5400 } }),
    ],
    settings: MockupSettingsSchema.parse({}),
    variantIds: [],
    ...extra,
  };
}

export function mockupHarness(mockups: EditedMockup[] = [sampleMockup()], shown = 0) {
  let n = 0;
  const messages: string[] = [];
  const editor = createMockupEditor({ mockups }, shown, { newId: () => `n${++n}`, productType: PRODUCT_TYPE }, (m) => messages.push(m.text));
  const harness = createEditorHarness(editor);
  const extra = {
    messages,
    store: editor.store,
    /** The shown mockup's layers. */
    get layers(): MockupLayer[] {
      return currentLayers(editor.getState().doc, editor.getState().view);
    },
    get mockup(): EditedMockup {
      return editor.getState().doc.mockups[editor.getState().view.mockup];
    },
    layer(id: string): MockupLayer | undefined {
      return findSlot(currentLayers(editor.getState().doc, editor.getState().view), id)?.layer;
    },
    select(...ids: string[]) {
      editor.store.update({ selection: ids });
    },
  };
  // defineProperties keeps the getters live (Object.assign would read them once).
  return Object.defineProperties(harness, Object.getOwnPropertyDescriptors(extra)) as typeof harness & typeof extra;
}

export type MockupHarness = ReturnType<typeof mockupHarness>;

/** Run a change, then check that undo restores the document exactly and redo brings the change back. */
export function expectUndoRoundTrip(t: MockupHarness, change: () => void): void {
  const before = t.doc;
  change();
  const after = t.doc;
  expect(after).not.toEqual(before);
  expect(t.undo()).toBe(true);
  expect(t.doc).toEqual(before);
  expect(t.redo()).toBe(true);
  expect(t.doc).toEqual(after);
}
