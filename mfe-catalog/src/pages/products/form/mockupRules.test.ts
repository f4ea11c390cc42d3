import { describe, expect, it } from 'vitest';
import type { VariantRow } from './formRules';
import { applyMockupUpdate, attachMockups, isRendering, mockupKeys, mockupRequest, NO_MOCKUPS, savedMockups, type MockupImage, type MockupState } from './mockupRules';

const row = (id: string, image: string | null = null): VariantRow => ({
  key: id,
  product_type_id: 't1',
  product_type_variant_id: id,
  label: id,
  sku: id.toUpperCase(),
  base_cost: 5,
  regular_price: 10,
  sale_price: null,
  active: true,
  sorting: 1,
  image,
  mockup_id: null,
});
const done = (jobId: string, sorting: number, variantIds: string[], image: string | null = `product-mockups/${jobId}.png`): MockupImage => ({
  jobId,
  mockupId: `m-${jobId}`,
  image,
  variantIds,
  sorting,
  log: image ? null : 'Failed',
});

describe('product form mockups', () => {
  const asked: MockupState = { jobIds: ['front', 'back'], total: 2, finished: [] };

  it('renders until every render of the request came back, ignoring answers of an earlier request', () => {
    let state = applyMockupUpdate(asked, done('old', 1, ['v1']));
    expect(state.finished).toEqual([]);
    state = applyMockupUpdate(state, done('back', 2, ['v1', 'v2']));
    expect(isRendering(state)).toBe(true);
    state = applyMockupUpdate(state, done('front', 1, ['v1']));
    expect(isRendering(state)).toBe(false);
    // images in mockup order, whatever order they arrived in
    expect(mockupKeys(state)).toEqual(['product-mockups/front.png', 'product-mockups/back.png']);
    // the same render answered again replaces its image
    state = applyMockupUpdate(state, done('front', 1, ['v1'], 'product-mockups/front-2.png'));
    expect(mockupKeys(state)).toEqual(['product-mockups/front-2.png', 'product-mockups/back.png']);
  });

  it("gives each variant the first mockup made for it, and leaves others' images alone", () => {
    const state = [done('back', 2, ['v1', 'v2']), done('front', 1, ['v1']), done('failed', 3, ['v3'], null)].reduce(applyMockupUpdate, { jobIds: ['front', 'back', 'failed'], total: 3, finished: [] } as MockupState);
    const rows = attachMockups([row('v1'), row('v2'), row('v3', 'uploads/own.png')], state);
    expect(rows.map((r) => [r.image, r.mockup_id])).toEqual([
      ['product-mockups/front.png', 'm-front'],
      ['product-mockups/back.png', 'm-back'],
      ['uploads/own.png', null],
    ]);
  });

  it('asks for mockups once every print area has an artwork', () => {
    const areas = [
      { product_type_id: 't1', product_type_print_area_id: 'a1', name: 'Front', artwork_id: 'w1' },
      { product_type_id: 't1', product_type_print_area_id: 'a2', name: 'Back', artwork_id: null },
    ];
    expect(mockupRequest('abc123xyz', areas)).toBeNull();
    expect(mockupRequest('abc123xyz', [areas[0]!])).toEqual([{ productId: 'abc123xyz', productTypePrintAreaId: 'a1', productTypeId: 't1', artworkId: 'w1', sorting: 1 }]);
  });

  it("reads a saved product's mockup images as its mockups", () => {
    expect(savedMockups(['uploads/own.png', 'product-mockups/j1.png'])).toMatchObject({ total: 1, finished: [{ image: 'product-mockups/j1.png' }] });
    expect(isRendering(NO_MOCKUPS)).toBe(false);
  });
});
