import { describe, expect, it } from 'vitest';
import type { MockupGroupLayer } from '@pod/artwork-scene';
import { expectUndoRoundTrip, mockupHarness, sampleMockup } from './mockup-harness.test-helper';

describe('mockup actions: selection and clipboard', () => {
  it('Mod+A selects every layer, a group standing for its children; Escape clears', () => {
    const t = mockupHarness();
    expect(t.keyDown('Mod+A')).toEqual({ handled: true, prevented: true });
    expect(t.selection).toEqual(['img', 'grp', 'pa']);
    t.keyDown('Escape');
    expect(t.selection).toEqual([]);
    expect(t.store.history.undoCount).toBe(0);
  });

  it('copy then paste: "Copy of {title}", new ids, no parent, 10 px offset, selected', () => {
    const t = mockupHarness();
    t.select('txt');
    t.keyDown('Mod+C');
    expectUndoRoundTrip(t, () => t.keyDown('Mod+V'));
    expect(t.layers.at(-1)).toMatchObject({ id: 'n1', title: 'Copy of Brand', parent: null, x: 15, y: 15, type: 'Text' });
    expect(t.selection).toEqual(['n1']);
  });

  it('a pasted group renews its children’s ids and keeps them under the copy', () => {
    const t = mockupHarness();
    t.select('grp');
    t.keyDown('Mod+C');
    t.keyDown('Mod+V');
    const copy = t.layers.at(-1) as MockupGroupLayer;
    expect(copy).toMatchObject({ id: 'n1', title: 'Copy of Labels', x: 110, y: 110 });
    expect(copy.layers[0]).toMatchObject({ id: 'n2', parent: 'n1', title: 'Brand', x: 5 });
  });

  it('cut removes the layers; paste brings copies back, in another mockup too', () => {
    const t = mockupHarness([sampleMockup('m1'), sampleMockup('m2', { layers: [] })]);
    t.select('pa');
    expectUndoRoundTrip(t, () => t.keyDown('Mod+X'));
    expect(t.layer('pa')).toBeUndefined();
    t.dispatch('selectMockup', 1);
    t.keyDown('Mod+V');
    expect(t.mockup.id).toBe('m2');
    expect(t.layers).toMatchObject([{ title: 'Copy of Front', type: 'Printarea', x: 310, y: 210 }]);
  });

  it('paste with an empty clipboard is not handled', () => {
    const t = mockupHarness();
    expect(t.keyDown('Mod+V').handled).toBe(false);
  });

  it('keys typed into a field stay there', () => {
    const t = mockupHarness();
    t.select('img');
    const input = { tagName: 'INPUT', type: 'number' } as unknown as EventTarget;
    expect(t.keyDown('Backspace', { target: input }).handled).toBe(false);
    expect(t.layer('img')).toBeDefined();
  });

  it('undo and redo come from the core (Mod+Z, Mod+Shift+Z)', () => {
    const t = mockupHarness();
    t.select('img');
    t.keyDown('Delete');
    t.keyDown('Mod+Z');
    expect(t.layer('img')).toBeDefined();
    t.keyDown('Mod+Shift+Z');
    expect(t.layer('img')).toBeUndefined();
  });
});
