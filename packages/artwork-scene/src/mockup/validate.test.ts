import { describe, expect, it } from 'vitest';
import { MOCKUP_LIMITS } from './model';
import { MOCKUP_RULE_MESSAGES, validateMockupDocument } from './validate';

const facts = { printAreaIds: ['front', 'back'], variantIds: ['v1', 'v2'], attributes: [{ slug: 'color', options: ['Black', 'White'] }] };
const printarea = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Printarea', width: 100, height: 80, printArea: { id: 'front', width: 4500, height: 5400 }, ...extra });
const doc = (layers: unknown[], extra: Record<string, unknown> = {}) => ({ width: 1000, height: 800, layers, settings: {}, variantIds: [], ...extra });

/** A chain of `depth` groups, one inside the other, with a Printarea at the bottom. */
function nested(depth: number): unknown[] {
  let layers: unknown[] = [printarea('leaf', { parent: depth ? `g${depth}` : null })];
  for (let d = depth; d >= 1; d--) layers = [{ id: `g${d}`, type: 'Group', width: 10, height: 10, parent: d > 1 ? `g${d - 1}` : null, layers }];
  return layers;
}

describe('validateMockupDocument', () => {
  it('accepts a document and fills the model’s defaults', () => {
    const result = validateMockupDocument(doc([printarea('p1')], { variantIds: ['v2'], settings: { applyToVariants: [{ slug: 'color', values: ['White'] }] } }), facts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.layers[0]).toMatchObject({ id: 'p1', visible: true, parent: null, clippingMaskEnable: false, shading: 0.6 });
    expect(result.document.settings).toEqual({ defaultBgColor: null, changeBgColorByVariantColor: false, applyToVariants: [{ slug: 'color', values: ['White'] }] });
  });

  it('reports zod’s problems with their paths', () => {
    const result = validateMockupDocument(doc([printarea('p1', { width: 0.5 }), { id: 'x', type: 'Circle', width: 1, height: 1 }], { width: 10.5 }), facts);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['width', 'layers[0].width', 'layers[1].type']));
    expect(result.errors.find((e) => e.path === 'layers[0].width')?.message).toBe('A layer cannot be narrower or lower than 1 px');
  });

  it(`refuses more than ${MOCKUP_LIMITS.maxLayers} layers, counted through groups`, () => {
    const inGroup = Array.from({ length: MOCKUP_LIMITS.maxLayers }, (_, i) => printarea(`p${i}`, { parent: 'g' }));
    const result = validateMockupDocument(doc([{ id: 'g', type: 'Group', width: 1, height: 1, layers: inGroup }]), facts);
    expect(result).toEqual({ ok: false, errors: [{ path: 'layers', message: MOCKUP_RULE_MESSAGES.tooManyLayers }] });
    const exactly = Array.from({ length: MOCKUP_LIMITS.maxLayers }, (_, i) => printarea(`p${i}`));
    expect(validateMockupDocument(doc(exactly), facts).ok).toBe(true);
  });

  it(`refuses groups nested deeper than ${MOCKUP_LIMITS.maxDepth}, before zod walks them`, () => {
    expect(validateMockupDocument(doc(nested(MOCKUP_LIMITS.maxDepth)), facts).ok).toBe(true);
    const deep = validateMockupDocument(doc(nested(MOCKUP_LIMITS.maxDepth + 1)), facts);
    expect(deep.ok || deep.errors[0]!.message).toBe(MOCKUP_RULE_MESSAGES.tooDeep);
    // A hostile document nested ten thousand levels is refused without recursion.
    let hostile: unknown[] = [];
    for (let i = 0; i < 10_000; i++) hostile = [{ layers: hostile }];
    expect(validateMockupDocument(doc(hostile), facts).ok).toBe(false);
  });

  it('refuses an id used twice anywhere in the tree', () => {
    const result = validateMockupDocument(doc([printarea('a'), { id: 'g', type: 'Group', width: 1, height: 1, layers: [printarea('a', { parent: 'g' })] }]), facts);
    expect(result.ok || result.errors).toEqual([{ path: 'layers[1].layers[0].id', message: 'Layer id "a" is used twice' }]);
  });

  it('requires `parent` to be the enclosing group’s id, and empty at the top', () => {
    const result = validateMockupDocument(
      doc([printarea('a', { parent: 'g' }), { id: 'g', type: 'Group', width: 1, height: 1, layers: [printarea('b'), printarea('c', { parent: 'g' })] }]),
      facts,
    );
    expect(result.ok || result.errors).toEqual([
      { path: 'layers[0].parent', message: 'must be empty: the layer is not in a group' },
      { path: 'layers[1].layers[0].parent', message: 'must be "g", the group the layer is in' },
    ]);
  });

  it('requires Printarea layers to name print areas of the product type, and a mask when clipping is on', () => {
    const result = validateMockupDocument(
      doc([printarea('a', { printArea: { id: 'sleeve', width: 10, height: 10 } }), printarea('b', { clippingMaskEnable: true })]),
      facts,
    );
    expect(result.ok || result.errors).toEqual([
      { path: 'layers[0].printArea.id', message: 'Print area "sleeve" is not one of this product type\'s print areas' },
      { path: 'layers[1].clippingMask', message: 'Enable clipping mask needs the mask area' },
    ]);
  });

  it('requires variantIds among the product type’s variants, once each', () => {
    const result = validateMockupDocument(doc([], { variantIds: ['v1', 'v9', 'v1'] }), facts);
    expect(result.ok || result.errors).toEqual([
      { path: 'variantIds[1]', message: 'Variant "v9" is not one of this product type\'s variants' },
      { path: 'variantIds[2]', message: 'Variant "v1" is listed twice' },
    ]);
  });

  it('requires applyToVariants to name the product type’s attributes and options', () => {
    const result = validateMockupDocument(doc([], { settings: { applyToVariants: [{ slug: 'size', values: [] }, { slug: 'color', values: ['Red'] }] } }), facts);
    expect(result.ok || result.errors).toEqual([
      { path: 'settings.applyToVariants[0].slug', message: 'Attribute "size" is not one of this product type\'s attributes' },
      { path: 'settings.applyToVariants[1].values[0]', message: '"Red" is not an option of attribute "color"' },
    ]);
  });

  it('refuses unknown keys and unbounded values', () => {
    const result = validateMockupDocument(doc([printarea('a', { script: 'x' })], { settings: { defaultBgColor: 'x'.repeat(65) } }), facts);
    expect(result.ok || result.errors.map((e) => e.path)).toEqual(['layers[0]', 'settings.defaultBgColor']);
  });
});
