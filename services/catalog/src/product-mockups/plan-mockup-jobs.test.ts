import { describe, expect, it } from 'vitest';
import type { ProductTypeMockup } from './mockup-directory';
import { planMockupJobs, variantColour } from './plan-mockup-jobs';

const mockup = (id: string, over: Partial<ProductTypeMockup> = {}): ProductTypeMockup => ({
  id,
  productTypeId: 'tee',
  ordering: 0,
  width: 1000,
  height: 1000,
  fileKey: `mockups/${id}.png`,
  layers: [],
  defaultBgColor: null,
  changeBgColorByVariantColor: false,
  variantIds: [],
  ...over,
});
const variant = (id: string, color: string, size = 'M', type = 'tee') => ({
  id,
  product_type_id: type,
  attributes: [
    { name: 'Color', slug: 'color', option: color },
    { name: 'Size', slug: 'size', option: size },
  ],
});
const variants = [variant('black-m', 'Black'), variant('white-m', 'White'), variant('black-l', 'Black', 'L'), variant('mug-11', 'White', '11oz', 'mug')];

describe('planMockupJobs', () => {
  it('renders each mockup of the types once for all its variants, in mockup order', () => {
    const jobs = planMockupJobs([mockup('back', { ordering: 2 }), mockup('front', { ordering: 1 }), mockup('mug', { productTypeId: 'mug' })], variants, []);
    expect(jobs.map((j) => [j.mockup.id, j.variantIds, j.variantColor, j.sorting])).toEqual([
      ['mug', ['mug-11'], null, 1],
      ['front', ['black-m', 'white-m', 'black-l'], null, 2],
      ['back', ['black-m', 'white-m', 'black-l'], null, 3],
    ]);
  });

  it('renders once per colour when the mockup takes the variant colour as background', () => {
    const jobs = planMockupJobs([mockup('front', { changeBgColorByVariantColor: true })], variants, []);
    expect(jobs.map((j) => [j.variantColor, j.variantIds])).toEqual([
      ['Black', ['black-m', 'black-l']],
      ['White', ['white-m']],
    ]);
  });

  it('keeps to the variants a mockup applies to, skips mockups none of whose variants are sold, and leaves excluded mockups out', () => {
    const jobs = planMockupJobs(
      [mockup('whites', { variantIds: ['white-m'] }), mockup('gone', { variantIds: ['not-sold'] }), mockup('excluded')],
      variants,
      ['excluded'],
    );
    expect(jobs.map((j) => [j.mockup.id, j.variantIds])).toEqual([['whites', ['white-m']]]);
  });

  it("reads a variant's colour from a Color or Colour attribute", () => {
    expect(variantColour({ attributes: [{ name: 'Colour', slug: 'colour', option: ' Navy ' }] })).toBe('Navy');
    expect(variantColour({ attributes: [{ name: 'Size', slug: 'size', option: 'L' }] })).toBeNull();
  });
});
