import { describe, expect, it } from 'vitest';
import { canExcludeFromMockup, checkEditorRules, conditionTargets, dependOnTargets, DOCUMENT_BOUNDS, LAYER_BOUNDS } from './rules';
import type { Artwork, Layer } from './types';
import { validateArtwork } from './validate';

const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', title: id, values: [{ active: true, text: 'x' }], ...extra });
const image = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Image', title: id, ...extra });
const option = (id: string) => ({ id, type: 'Option', title: id, options: [{ label: 'A', value: 'a' }] });
const group = (id: string, layers: unknown[] = [], extra: Record<string, unknown> = {}) => ({ id, type: 'Group', title: id, layers, ...extra });

function artwork(layers: unknown[], extra: Record<string, unknown> = {}): Artwork {
  const result = validateArtwork({ width: 100, height: 100, templates: [{ title: 'T', layers }], sharedLayers: [], ...extra });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.artwork;
}
const ids = (layers: Layer[]) => layers.map((l) => l.id);

describe('conditionTargets (spec 002 §5)', () => {
  const doc = artwork([
    option('opt'),
    text('p', { personalized: { enable: true } }),
    text('plain'),
    image('img', { personalized: { enable: true, type: 'images' } }),
    image('clip', { personalized: { enable: true, type: 'clipartCategory' } }),
    group('g', [text('child', { personalized: { enable: true } })]),
    text('me'),
  ]);

  it('offers Option and personalised layers only, never a group, an images layer or the layer itself', () => {
    expect(ids(conditionTargets(doc, 'me'))).toEqual(['opt', 'p', 'clip', 'child']);
    expect(ids(conditionTargets(doc, 'p'))).toEqual(['opt', 'clip', 'child']);
  });

  it("never offers a group's own child to the group", () => {
    expect(ids(conditionTargets(doc, 'g'))).toEqual(['opt', 'p', 'clip']);
  });

  it('judges flat lists (children beside their group with a parent id) like nested ones', () => {
    // Not through validateArtwork (which nests): the editor's document may still be flat.
    const flat = {
      title: '', width: 10, height: 10, sharedLayers: [],
      templates: [{ title: 'T', layers: [group('g'), { ...text('c', { personalized: { enable: true } }), parent: 'g' }, option('o')] }],
    } as unknown as Artwork;
    expect(ids(conditionTargets(flat, 'g'))).toEqual(['o']);
  });

  it('sees the shared layers from a template, and only the shared layers from a shared layer', () => {
    const doc2 = artwork([text('t', { personalized: { enable: true } }), text('me')], { sharedLayers: [option('shared-opt'), text('s')] });
    expect(ids(conditionTargets(doc2, 'me'))).toEqual(['t', 'shared-opt']);
    expect(ids(conditionTargets(doc2, 's'))).toEqual(['shared-opt']);
    expect(ids(conditionTargets(doc2, 's', -1))).toEqual(['shared-opt']);
  });

  it('looks in the given template when ids repeat across templates, and offers nothing for an unknown layer', () => {
    const result = validateArtwork({
      width: 10,
      height: 10,
      templates: [
        { title: 'One', layers: [text('me'), option('o1')] },
        { title: 'Two', layers: [text('me'), option('o2')] },
      ],
    });
    if (!result.ok) throw new Error('invalid');
    expect(ids(conditionTargets(result.artwork, 'me'))).toEqual(['o1']);
    expect(ids(conditionTargets(result.artwork, 'me', 1))).toEqual(['o2']);
    expect(conditionTargets(result.artwork, 'ghost')).toEqual([]);
  });
});

describe('dependOnTargets (spec 002 §5)', () => {
  const doc = artwork([
    text('src', { personalized: { enable: true } }),
    text('plain'),
    image('photo', { personalized: { enable: true, type: 'images' } }),
    group('g', [text('inner', { personalized: { enable: true } })], { personalized: { enable: true } }),
    text('hiddenSrc', { hidden: true, personalized: { enable: true } }),
    text('me', { hidden: true }),
    image('meImage', { hidden: true }),
  ]);

  it('offers personalised layers of the same type, not itself, a group or a hidden (unpersonalisable) layer', () => {
    expect(ids(dependOnTargets(doc, 'me'))).toEqual(['src', 'inner']);
    expect(ids(dependOnTargets(doc, 'meImage'))).toEqual(['photo']);
    expect(ids(dependOnTargets(doc, 'src'))).toEqual(['inner']);
  });

  it("never offers a group's own child", () => {
    expect(ids(dependOnTargets(doc, 'g'))).toEqual([]);
  });
});

describe('canExcludeFromMockup (spec 002 §5)', () => {
  it('is false for Option, Group and personalised layers, true otherwise', () => {
    const [opt, grp, personal, plain, photo] = artwork([option('o'), group('g'), text('p', { personalized: { enable: true } }), text('t'), image('i')]).templates[0].layers;
    expect([opt, grp, personal, plain, photo].map(canExcludeFromMockup)).toEqual([false, false, false, true, true]);
  });
});

describe('LAYER_BOUNDS (spec 002 §2.8, §5) are what the validator enforces', () => {
  const errorsOf = (layer: unknown) => {
    const result = validateArtwork({ width: 10, height: 10, templates: [{ title: 'T', layers: [layer] }] });
    return result.ok ? [] : result.errors.map((e) => e.path.replace('templates[0].layers[0].', ''));
  };
  const cases: [string, Record<string, unknown>, string, number, number][] = [
    ['strokeWidth', text('a'), 'strokeWidth', LAYER_BOUNDS.strokeWidth.max, LAYER_BOUNDS.strokeWidth.max + 0.5],
    ['lineHeight', text('a'), 'lineHeight', LAYER_BOUNDS.lineHeight.max, LAYER_BOUNDS.lineHeight.max + 1],
    ['ordering (list range)', text('a'), 'ordering', LAYER_BOUNDS.orderingList.max, LAYER_BOUNDS.orderingList.max + 1],
    ['opacity', text('a'), 'opacity', LAYER_BOUNDS.opacity.max, 1.1],
  ];
  it.each(cases)('%s: accepts the edge, refuses past it', (_name, base, field, ok, bad) => {
    expect(errorsOf({ ...base, [field]: ok })).toEqual([]);
    expect(errorsOf({ ...base, [field]: bad })).toEqual([field]);
  });

  it('refuses negative ordering and stroke width, and filters outside their ranges', () => {
    expect(errorsOf(text('a', { ordering: -1, strokeWidth: -1 })).sort()).toEqual(['ordering', 'strokeWidth']);
    const edges = { blur: LAYER_BOUNDS.blur.max, brighten: LAYER_BOUNDS.brighten.min, contrast: LAYER_BOUNDS.contrast.max, pixelate: LAYER_BOUNDS.pixelate.min };
    expect(errorsOf(image('i', { _filters: edges }))).toEqual([]);
    expect(errorsOf(image('i', { _filters: { blur: 40.1, brighten: 1.1, contrast: -101, pixelate: 21 } })).sort()).toEqual(
      ['_filters.blur', '_filters.brighten', '_filters.contrast', '_filters.pixelate'],
    );
  });

  it('keeps the form range of ordering inside the list range', () => {
    expect(LAYER_BOUNDS.ordering).toEqual({ min: 0, max: 99 });
    expect(LAYER_BOUNDS.orderingList.max).toBeGreaterThan(LAYER_BOUNDS.ordering.max);
  });
});

describe('checkEditorRules (what a save must also keep)', () => {
  it('accepts a document that keeps every rule', () => {
    expect(checkEditorRules(artwork([text('a', { excludeMockup: true }), image('i', { excludeMockup: true }), option('o')]))).toEqual([]);
  });

  it("refuses 'Exclude from mockup' on Option, Group and personalised layers, naming each", () => {
    const doc = artwork([
      { ...option('o'), excludeMockup: true },
      group('g', [text('p', { personalized: { enable: true }, excludeMockup: true })], { excludeMockup: true }),
    ], { sharedLayers: [{ ...option('so'), excludeMockup: true }] });
    expect(checkEditorRules(doc)).toEqual([
      { path: 'sharedLayers[0].excludeMockup', message: "'Exclude from mockup' cannot be set on an Option layer" },
      { path: 'templates[0].layers[0].excludeMockup', message: "'Exclude from mockup' cannot be set on an Option layer" },
      { path: 'templates[0].layers[1].excludeMockup', message: "'Exclude from mockup' cannot be set on a Group" },
      { path: 'templates[0].layers[1].layers[0].excludeMockup', message: "'Exclude from mockup' cannot be set on a personalised layer" },
    ]);
  });

  it('allows at most one default template', () => {
    const result = validateArtwork({
      width: 10,
      height: 10,
      templates: [
        { title: 'A', isDefault: true, layers: [] },
        { title: 'B', isDefault: false, layers: [] },
        { title: 'C', isDefault: true, layers: [] },
      ],
    });
    if (!result.ok) throw new Error('invalid');
    expect(checkEditorRules(result.artwork)).toEqual([{ path: 'templates[2].isDefault', message: 'only one template can be the default' }]);
  });

  it('bounds the number of layers, templates and the nesting of groups', () => {
    const many = artwork(Array.from({ length: DOCUMENT_BOUNDS.layers + 1 }, (_, i) => text(`t${i}`)));
    expect(checkEditorRules(many)).toEqual([{ path: 'templates', message: `an artwork has at most ${DOCUMENT_BOUNDS.layers} layers` }]);
    let nested: unknown = text('leaf');
    for (let d = 0; d <= DOCUMENT_BOUNDS.groupDepth; d++) nested = group(`g${d}`, [nested]);
    const deep = checkEditorRules(artwork([nested]));
    expect(deep).toHaveLength(1);
    expect(deep[0].message).toBe(`groups can be nested at most ${DOCUMENT_BOUNDS.groupDepth} deep`);
    const templates = Array.from({ length: DOCUMENT_BOUNDS.templates + 1 }, (_, i) => ({ title: `T${i}`, layers: [] }));
    const result = validateArtwork({ width: 10, height: 10, templates });
    if (!result.ok) throw new Error('invalid');
    expect(checkEditorRules(result.artwork)).toEqual([{ path: 'templates', message: `an artwork has at most ${DOCUMENT_BOUNDS.templates} templates` }]);
  });
});
