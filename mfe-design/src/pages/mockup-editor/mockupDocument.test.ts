import { describe, expect, it } from 'vitest';
import { sampleMockup } from './actions/mockup-harness.test-helper';
import { readMockups, readProductType, saveMockups } from './mockupDocument';
import type { MockupRow, ProductTypeRow } from './queries';

const row = (id: string, ordering: number, layers: unknown = []): MockupRow => ({
  id,
  title: `Photo ${id}`,
  preview: `u/${id}.png`,
  productID: null,
  productTypeID: 'pt1',
  ordering,
  width: 1200,
  height: 900,
  layers,
  settings: { defaultBgColor: null, changeBgColorByVariantColor: false, applyToVariants: [] },
  variantIds: ['v1'],
});

describe('mockup document', () => {
  it('reads the server’s mockups in their ordering, layers through the model (defaults filled in)', () => {
    const read = readMockups([row('b', 2), row('a', 1, [{ id: 'p', type: 'Printarea', width: 10, height: 10, printArea: { id: 'front', width: 100, height: 100 } }])]);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.mockups.map((m) => m.id)).toEqual(['a', 'b']);
    expect(read.mockups[0].layers[0]).toMatchObject({ id: 'p', title: '', visible: true, lock: false, clippingMaskEnable: false, shading: 0.6, parent: null });
  });

  it('names the mockup whose stored layers the model refuses', () => {
    const read = readMockups([row('a', 0, [{ id: 'x', type: 'Image', width: 0, height: 5, file: { id: 'f', key: 'k' } }])]);
    expect(read).toEqual({ ok: false, title: 'Photo a', message: 'layers.0.width: A layer cannot be narrower or lower than 1 px' });
  });

  it('reads the product type’s print areas (a missing size stays null) and variants', () => {
    const type = readProductType({
      id: 'pt1',
      title: 'Mug',
      attributes: [{ name: 'Color', slug: 'color', options: ['Red'] }],
      printAreas: [{ id: 'wrap', name: 'Wrap', width: null, height: 900 }],
      product_type_variants: [{ id: 'v1', sku: 'M-R', is_active: true, attributes: [{ name: 'Color', slug: 'color', option: 'Red' }] }],
    } as ProductTypeRow);
    expect(type.printAreas).toEqual([{ id: 'wrap', name: 'Wrap', width: null, height: 900 }]);
    expect(type.variants).toEqual([{ id: 'v1', attributes: [{ slug: 'color', option: 'Red' }] }]);
  });

  it('Save sends every mockup at once, its list position as ordering, and reports the first refusal', async () => {
    const sent: { id: string; ordering: number }[] = [];
    let inFlight = 0;
    let most = 0;
    const outcome = await saveMockups([sampleMockup('m2'), sampleMockup('m1'), sampleMockup('m3')], async (variables) => {
      sent.push({ id: variables.id, ordering: variables.ordering });
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return variables.id === 'm1' ? new Error('Print area "x" is not one of this product type\'s print areas') : null;
    });
    expect(sent).toEqual([
      { id: 'm2', ordering: 0 },
      { id: 'm1', ordering: 1 },
      { id: 'm3', ordering: 2 },
    ]);
    expect(most).toBe(3);
    expect(outcome.saved).toBe(2);
    expect((outcome.error as Error).message).toMatch(/print areas/);
  });
});
