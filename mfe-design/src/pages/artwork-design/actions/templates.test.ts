import { describe, expect, it } from 'vitest';
import { artworkHarness, expectUndoRoundTrip } from './artwork-harness.test-helper';

describe('artwork actions: templates', () => {
  it('changing template clears the selection and records nothing; -1 is the shared layers', () => {
    const t = artworkHarness();
    t.select('txt');
    t.dispatch('selectTemplate', 1);
    expect(t.view.template).toBe(1);
    expect(t.selection).toEqual([]);
    t.dispatch('selectTemplate', -1);
    expect(t.layers.map((l) => l.id)).toEqual(['shared']);
    expect(t.dispatch('selectTemplate', 5)).toBe(false);
    expect(t.store.history.undoCount).toBe(0);
  });

  it('adds a template with a required title and switches to it', () => {
    const t = artworkHarness();
    expect(t.dispatch('addTemplate', '  ')).toBe(false);
    expect(t.messages).toEqual(['Template title is required']);
    expectUndoRoundTrip(t, () => t.dispatch('addTemplate', 'Inside'));
    expect(t.doc.templates.at(-1)).toMatchObject({ title: 'Inside', isDefault: false, layers: [] });
    expect(t.view.template).toBe(2);
  });

  it('renames, sets the one default and removes (the default passing on)', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('renameTemplate', { index: 1, title: 'Rear' }));
    expect(t.dispatch('renameTemplate', { index: 1, title: '' })).toBe(false);
    expectUndoRoundTrip(t, () => t.dispatch('setDefaultTemplate', 1));
    expect(t.doc.templates.map((x) => x.isDefault)).toEqual([false, true]);
    t.dispatch('setDefaultTemplate', 0);
    expectUndoRoundTrip(t, () => t.dispatch('removeTemplate', 0));
    expect(t.doc.templates).toHaveLength(1);
    expect(t.doc.templates[0]).toMatchObject({ title: 'Rear', isDefault: true });
    expect(t.view.template).toBe(0);
    // The last template stays (the server refuses a save without one).
    expect(t.dispatch('removeTemplate', 0)).toBe(false);
    expect(t.doc.templates).toHaveLength(1);
  });

  it('undo of a change made on another template goes back to that template', () => {
    const t = artworkHarness();
    t.dispatch('selectTemplate', 1);
    t.dispatch('addLayer', { type: 'Text' });
    t.dispatch('selectTemplate', 0);
    t.undo();
    expect(t.view.template).toBe(1);
    expect(t.layers).toEqual([]);
  });

  it('setTemplates (the template bar) keeps each template layers and requires titles', () => {
    const t = artworkHarness();
    const [front, back] = t.doc.templates;
    expectUndoRoundTrip(t, () => t.dispatch('setTemplates', [{ ...front, title: 'Front side' }, back]));
    expect(t.doc.templates[0].layers).toHaveLength(4);
    expect(t.dispatch('setTemplates', [{ ...front, title: '' }])).toBe(false);
    // Never none left, never without exactly one default: what the server refuses on save.
    expect(t.dispatch('setTemplates', [])).toBe(false);
    expect(t.dispatch('setTemplates', [{ ...front, isDefault: false }, back])).toBe(false);
    expect(t.dispatch('setTemplates', [{ ...front, isDefault: true }, { ...back, isDefault: true }])).toBe(false);
    expect(t.doc.templates.map((x) => x.title)).toEqual(['Front side', 'Back']);
  });
});
