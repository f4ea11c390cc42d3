import { describe, expect, it } from 'vitest';
import { expectUndoRoundTrip, mockupHarness, sampleMockup } from './mockup-harness.test-helper';

describe('mockup actions: apply to variants and settings', () => {
  it('choosing chips activates only the matching variants', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('setApplyToVariants', { slug: 'color', values: ['Black'] }));
    expect(t.mockup.settings.applyToVariants).toEqual([
      { slug: 'color', values: ['Black'] },
      { slug: 'size', values: ['S', 'M'] },
    ]);
    expect(t.mockup.variantIds).toEqual(['v-bs', 'v-bm']);
    t.dispatch('setApplyToVariants', { slug: 'size', values: ['S'] });
    expect(t.mockup.variantIds).toEqual(['v-bs']);
  });

  it('All takes every option, None none (and no variant)', () => {
    const t = mockupHarness();
    t.dispatch('setApplyToVariants', { slug: 'size', values: [] });
    expect(t.mockup.variantIds).toEqual([]);
    t.dispatch('setApplyToVariants', { slug: 'size', values: ['S', 'M'] });
    expect(t.mockup.variantIds).toEqual(['v-bs', 'v-bm', 'v-ws']);
  });

  it('chips of options the attribute does not have are dropped', () => {
    const t = mockupHarness();
    t.dispatch('setApplyToVariants', { slug: 'color', values: ['Black', 'Purple'] });
    expect(t.mockup.settings.applyToVariants[0]).toEqual({ slug: 'color', values: ['Black'] });
    expect(t.dispatch('setApplyToVariants', { slug: 'material', values: ['Cotton'] })).toBe(false);
  });

  it('a variant’s switch turns it on or off, kept in the product type’s order', () => {
    const t = mockupHarness([sampleMockup('m1', { variantIds: ['v-ws'] })]);
    expectUndoRoundTrip(t, () => t.dispatch('setVariantActive', { variantId: 'v-bs', active: true }));
    expect(t.mockup.variantIds).toEqual(['v-bs', 'v-ws']);
    t.dispatch('setVariantActive', { variantId: 'v-ws', active: false });
    expect(t.mockup.variantIds).toEqual(['v-bs']);
    expect(t.dispatch('setVariantActive', { variantId: 'nope', active: true })).toBe(false);
  });

  it('defaultBgColor and changeBgColorByVariantColor are written to the settings', () => {
    const t = mockupHarness();
    expectUndoRoundTrip(t, () => t.dispatch('updateSettings', { defaultBgColor: '#ff0000' }));
    t.dispatch('updateSettings', { changeBgColorByVariantColor: true });
    expect(t.mockup.settings).toMatchObject({ defaultBgColor: '#ff0000', changeBgColorByVariantColor: true });
    expect(t.dispatch('updateSettings', { defaultBgColor: 'x'.repeat(65) })).toBe(false);
  });
});

describe('mockup actions: the managed mockups', () => {
  it('switching mockup clears the selection and records nothing', () => {
    const t = mockupHarness([sampleMockup('m1'), sampleMockup('m2')]);
    t.select('img');
    t.dispatch('selectMockup', 1);
    expect(t.mockup.id).toBe('m2');
    expect(t.selection).toEqual([]);
    expect(t.store.history.undoCount).toBe(0);
  });

  it('reordering mockups keeps the shown one on the canvas and undoes', () => {
    const t = mockupHarness([sampleMockup('m1'), sampleMockup('m2'), sampleMockup('m3')]);
    expectUndoRoundTrip(t, () => t.dispatch('moveMockup', { from: 0, to: 2 }));
    expect(t.doc.mockups.map((m) => m.id)).toEqual(['m2', 'm3', 'm1']);
    expect(t.mockup.id).toBe('m1');
    expect(t.dispatch('moveMockup', { from: 0, to: 3 })).toBe(false);
  });
});
