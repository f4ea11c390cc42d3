import { describe, expect, it } from 'vitest';
import type { GroupLayer, TextLayer } from '@pod/artwork-scene';
import { artworkHarness, expectUndoRoundTrip, sampleArtwork } from './artwork-harness.test-helper';

describe('artwork actions: layers', () => {
  it('adds a Text layer with the spec defaults, numbered, selected, at the top', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('addLayer', { type: 'Text' }));
    const added = t.layers.at(-1) as TextLayer;
    expect(added).toMatchObject({ id: 'n1', type: 'Text', title: 'Text #3', x: 50, y: 50, fontSize: 30, width: 160, letterSpacing: 1, lineHeight: 1, fontFamily: 'Arial' });
    expect(t.selection).toEqual(['n1']);
  });

  it('adds Label, Option, Group and an uploaded Image; an Image without a file is refused', () => {
    const t = artworkHarness();
    t.dispatch('addLayer', { type: 'Label' });
    t.dispatch('addLayer', { type: 'Option' });
    t.dispatch('addLayer', { type: 'Group' });
    expect(t.dispatch('addLayer', { type: 'Image' })).toBe(false);
    t.dispatch('addLayer', { type: 'Image', file: { id: 'f1', key: 'up/a.png' }, width: 300, height: 200 });
    expect(t.layers.slice(-4).map((l) => l.title)).toEqual(['Label #2', 'Option #2', 'Group #2', 'Image #2']);
    expect(t.layers.at(-1)).toMatchObject({ width: 300, height: 200, values: [{ active: true, file: { id: 'f1', key: 'up/a.png' } }] });
    // A photo bigger than the artwork (1000 × 800) comes in whole: scaled in proportion to fit from (50, 50).
    t.dispatch('addLayer', { type: 'Image', file: { id: 'f2', key: 'up/b.jpg' }, width: 4000, height: 2000 });
    expect(t.layers.at(-1)).toMatchObject({ x: 50, y: 50, width: 950, height: 475 });
  });

  it('adds into the shared layers when template -1 is selected', () => {
    const t = artworkHarness(sampleArtwork(), -1);
    t.dispatch('addLayer', { type: 'Label' });
    expect(t.doc.sharedLayers.map((l) => l.id)).toEqual(['shared', 'n1']);
  });

  it('moves, resizes and rotates through transformLayers (never below 1 unit), skipping locked layers', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('transformLayers', [{ id: 'txt', x: 300, y: 40, rotation: 45, width: 0.2, scaleX: 2 }]));
    expect(t.layer('txt')).toMatchObject({ x: 300, y: 40, rotation: 45, width: 1, scaleX: 2 });
    t.dispatch('toggleLock', 'txt');
    expect(t.dispatch('transformLayers', [{ id: 'txt', x: 0 }])).toBe(false);
  });

  it("a resize's font size lands on Text and Label layers only, in tenths, never below 1", () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('transformLayers', [{ id: 'txt', fontSize: 45.06 }, { id: 'img', fontSize: 12 }]));
    expect((t.layer('txt') as TextLayer).fontSize).toBe(45.1);
    expect(t.layer('img')).not.toHaveProperty('fontSize');
    t.dispatch('transformLayers', [{ id: 'txt', fontSize: 0.01 }]);
    expect((t.layer('txt') as TextLayer).fontSize).toBe(1);
  });

  it('arrow keys nudge unlocked selected layers by 1 px, one step per press', () => {
    const t = artworkHarness();
    t.select('txt', 'opt');
    t.dispatch('toggleLock', 'opt');
    const optX = t.layer('opt')!.x;
    t.keyDown('ArrowLeft');
    t.keyDown('ArrowUp');
    expect(t.layer('txt')).toMatchObject({ x: 9, y: 19 });
    expect(t.layer('opt')!.x).toBe(optX);
    t.keyDown('Mod+Z');
    expect(t.layer('txt')).toMatchObject({ x: 9, y: 20 });
  });

  it('a canvas drag is one undo step', () => {
    const t = artworkHarness();
    t.select('txt');
    t.pointerDrag('moveLayers', [{ dx: 1, dy: 1 }, { dx: 30, dy: 12 }, { dx: 60, dy: 24 }]);
    expect(t.layer('txt')).toMatchObject({ x: 70, y: 44 });
    t.undo();
    expect(t.layer('txt')).toMatchObject({ x: 10, y: 20 });
  });

  it('Delete/Backspace ask first; yes deletes the selection, selects the parent and drops references to it; no keeps it', () => {
    const t = artworkHarness();
    t.select('img');
    t.keyDown('Backspace');
    expect(t.confirmation).toMatchObject({ action: 'deleteLayers', question: 'Delete the selected layers?', source: 'keyboard' });
    expect(t.layer('img')).toBeDefined();
    t.answer(false);
    expect(t.confirmation).toBeNull();
    expect(t.layer('img')).toBeDefined();
    expect(t.selection).toEqual(['img']);
    expect(t.store.history.canUndo).toBe(false);

    expectUndoRoundTrip(t, () => {
      t.keyDown('Delete');
      t.answer(true);
    });
    expect((t.layer('grp') as GroupLayer).layers).toEqual([]);
    expect(t.selection).toEqual(['grp']);
    t.select('txt', 'opt');
    t.keyDown('Delete');
    t.answer(true);
    expect(t.layer('dep')).toMatchObject({ dependOnLayer: null, condition: { rules: [] } });
    expect(t.selection).toEqual([]);
    // With nothing selected the key is not the editor's and nothing is asked.
    expect(t.keyDown('Delete').handled).toBe(false);
    expect(t.confirmation).toBeNull();
  });

  it('shows/hides, locks and renames', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('toggleVisible', 'img'));
    expect(t.layer('img')!.visible).toBe(false);
    expectUndoRoundTrip(t, () => t.dispatch('toggleLock', 'img'));
    expect(t.layer('img')!.lock).toBe(true);
    expectUndoRoundTrip(t, () => t.dispatch('renameLayer', { id: 'img', title: '  Portrait ' }));
    expect(t.layer('img')!.title).toBe('Portrait');
    expect(t.dispatch('renameLayer', { id: 'img', title: '   ' })).toBe(false);
  });

  it('converts an image to a text layer in its place, after confirmation', () => {
    const t = artworkHarness();
    expect(t.editor.request('convertImageToText', 'img')).toBe('asked');
    expect(t.confirmation?.question).toBe('Convert this image to a text layer?');
    t.answer(false);
    expect(t.layer('img')!.type).toBe('Image');
    expectUndoRoundTrip(t, () => {
      t.editor.request('convertImageToText', 'img');
      t.answer(true);
    });
    expect(t.layer('img')).toMatchObject({ type: 'Text', title: 'Photo', parent: 'grp', x: 5, y: 5, fontSize: 30, values: [{ text: 'Photo' }] });
    expect(t.dispatch('convertImageToText', 'txt')).toBe(false);
  });

  it('updateLayer applies a panel patch as one step, replacing nested blocks whole', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('updateLayer', { id: 'txt', patch: { fontSize: 44, personalized: { enable: true, required: true } } }));
    expect(t.layer('txt')).toMatchObject({ fontSize: 44, personalized: { enable: true, required: true } });
    expect(t.layer('txt')!.id).toBe('txt');
  });

  it('text typed into a personalised layer spreads to its hidden dependents (spec 002 §4)', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('updateLayer', { id: 'txt', patch: { values: [{ active: true, text: 'Bob' }] } }));
    expect((t.layer('dep') as TextLayer).values?.[0].text).toBe('Bob');
  });

  it('turning hidden on clears the dependency and personalisation; personalisation stays off while hidden', () => {
    const t = artworkHarness();
    t.dispatch('updateLayer', { id: 'txt', patch: { hidden: true } });
    expect(t.layer('txt')).toMatchObject({ hidden: true, dependOnLayer: null, personalized: { enable: false } });
    t.dispatch('updateLayer', { id: 'txt', patch: { personalized: { enable: true } } });
    expect(t.layer('txt')!.personalized?.enable).toBe(false);
  });

  it('a locked artwork refuses every change but still selects', () => {
    const t = artworkHarness(sampleArtwork({ lock: true }));
    const before = t.doc;
    expect(t.dispatch('addLayer', { type: 'Text' })).toBe(false);
    t.dispatch('selectLayer', { id: 'txt' });
    expect(t.selection).toEqual(['txt']);
    t.keyDown('Delete');
    expect(t.confirmation).toBeNull();
    t.keyDown('ArrowLeft');
    expect(t.doc).toBe(before);
  });
});

describe('artwork actions: shared layer placements', () => {
  it('a content field of a placement (its font) is written to the shared layer it draws from', () => {
    const doc = sampleArtwork();
    const withPlacement = { ...doc, templates: [{ ...doc.templates[0], layers: [...doc.templates[0].layers, { ...doc.sharedLayers[0], id: 'place', shared_layer_id: 'shared' }] }, doc.templates[1]] };
    const t = artworkHarness(withPlacement as typeof doc);
    t.dispatch('updateLayer', { id: 'place', patch: { fontFamily: 'f1-regular', x: 300 } });
    expect(t.doc.sharedLayers[0]).toMatchObject({ fontFamily: 'f1-regular', x: 50 });
    expect(t.layer('place')).toMatchObject({ fontFamily: 'f1-regular', x: 300 });
  });
});
