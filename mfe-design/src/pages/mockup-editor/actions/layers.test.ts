import { describe, expect, it } from 'vitest';
import type { MockupGroupLayer, MockupPrintareaLayer } from '@pod/artwork-scene';
import { LAYER_MESSAGES } from './layers';
import { expectUndoRoundTrip, mockupHarness } from './mockup-harness.test-helper';

describe('mockup actions: adding layers', () => {
  it('Add Image puts the picture on top, centred, at most half the photo, in its proportions, selected', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('addImage', { file: { id: 'f9', key: 'u/logo.png' }, width: 2000, height: 1000 }));
    expect(t.layers.at(-1)).toMatchObject({ id: 'n1', type: 'Image', title: 'Image #2', x: 250, y: 275, width: 500, height: 250, file: { id: 'f9', key: 'u/logo.png' }, visible: true, lock: false });
    expect(t.selection).toEqual(['n1']);
  });

  it('Add Printarea makes a box of the print area’s proportions titled with its name', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('addPrintarea', 'front'));
    const added = t.layers.at(-1) as MockupPrintareaLayer;
    expect(added).toMatchObject({ type: 'Printarea', title: 'Front', printArea: { id: 'front', name: 'Front', width: 4500, height: 5400 }, clippingMaskEnable: false, clippingMask: null });
    expect(added.width / added.height).toBeCloseTo(4500 / 5400, 2);
    expect(added.height).toBe(320);
    expect(t.selection).toEqual([added.id]);
  });

  it('refuses a print area without a size, or one of another product type, with a message', () => {
    const t = mockupHarness();
    expect(t.dispatch('addPrintarea', 'back')).toBe(false);
    expect(t.dispatch('addPrintarea', 'sleeve')).toBe(false);
    expect(t.messages).toEqual([LAYER_MESSAGES.printAreaWithoutSize, LAYER_MESSAGES.printAreaUnknown]);
    expect(t.layers).toHaveLength(3);
  });
});

describe('mockup actions: editing layers', () => {
  it('a resize never leaves a layer below 1 px wide or high (spec 002 §5)', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('transformLayers', [{ id: 'img', width: 0.2, height: -5, x: 3 }]));
    expect(t.layer('img')).toMatchObject({ width: 1, height: 1, x: 3 });
  });

  it('a print area’s clipping mask scales with its box', () => {
    const t = mockupHarness();
    t.dispatch('updateLayer', { id: 'pa', patch: { clippingMaskEnable: true, clippingMask: { x: 45, y: 54, width: 90, height: 108 } } });
    t.dispatch('transformLayers', [{ id: 'pa', width: 900, height: 270 }]);
    expect((t.layer('pa') as MockupPrintareaLayer).clippingMask).toEqual({ x: 90, y: 27, width: 180, height: 54 });
  });

  it('Enable clipping mask gives the mask the whole box, and the mask box is editable', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('updateLayer', { id: 'pa', patch: { clippingMaskEnable: true } }));
    expect(t.layer('pa')).toMatchObject({ clippingMaskEnable: true, clippingMask: { x: 0, y: 0, width: 450, height: 540 } });
    t.dispatch('updateLayer', { id: 'pa', patch: { clippingMask: { x: 20, y: 30, width: 400, height: 500 } } });
    expect((t.layer('pa') as MockupPrintareaLayer).clippingMask).toEqual({ x: 20, y: 30, width: 400, height: 500 });
  });

  it('a panel edit the model refuses changes nothing and says why', () => {
    const t = mockupHarness();
    const before = t.doc;
    expect(t.dispatch('updateLayer', { id: 'img', patch: { width: 0 } })).toBe(false);
    expect(t.doc).toBe(before);
    expect(t.messages[0]).toMatch(/1 px/);
  });

  it('the preview artwork is kept on the print area', () => {
    const t = mockupHarness();
    const artwork = { id: 'a1', title: 'Cat', preview: 'u/cat.png', width: 4500, height: 5400 };
    expectUndoRoundTrip(t, () => t.dispatch('updateLayer', { id: 'pa', patch: { previewArtwork: artwork } }));
    expect((t.layer('pa') as MockupPrintareaLayer).previewArtwork).toEqual(artwork);
  });

  it('arrows nudge the unlocked selected layers by 1 px', () => {
    const t = mockupHarness();
    t.dispatch('toggleLock', 'pa');
    t.select('img', 'pa');
    expectUndoRoundTrip(t, () => t.keyDown('ArrowRight'));
    t.keyDown('ArrowUp');
    expect(t.layer('img')).toMatchObject({ x: 11, y: 19 });
    expect(t.layer('pa')).toMatchObject({ x: 300, y: 200 });
  });

  it('Delete and Backspace remove the selection; a removed child selects its group', () => {
    const t = mockupHarness();
    t.select('txt');
    expectUndoRoundTrip(t, () => t.keyDown('Delete'));
    expect(t.layer('txt')).toBeUndefined();
    expect(t.selection).toEqual(['grp']);
    t.keyDown('Backspace');
    expect(t.layers.map((l) => l.id)).toEqual(['img', 'pa']);
  });

  it('the eye, the lock and a rename are one step each', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('toggleVisible', 'img'));
    expect(t.layer('img')?.visible).toBe(false);
    expectUndoRoundTrip(t, () => t.dispatch('renameLayer', { id: 'img', title: '  Soft shadow ' }));
    expect(t.layer('img')?.title).toBe('Soft shadow');
    expect(t.dispatch('renameLayer', { id: 'img', title: '   ' })).toBe(false);
  });

  it('drag reorder moves a layer into a group (its parent follows) and back to the top level', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('reorderLayer', { id: 'img', parentId: 'grp', index: 1 }));
    expect((t.layer('grp') as MockupGroupLayer).layers.map((l) => [l.id, l.parent])).toEqual([
      ['txt', 'grp'],
      ['img', 'grp'],
    ]);
    t.dispatch('reorderLayer', { id: 'txt', parentId: null, index: 0 });
    expect(t.layers.map((l) => l.id)).toEqual(['txt', 'grp', 'pa']);
    expect(t.layer('txt')?.parent).toBeNull();
    expect(t.dispatch('reorderLayer', { id: 'grp', parentId: 'grp', index: 0 })).toBe(false);
  });
});
