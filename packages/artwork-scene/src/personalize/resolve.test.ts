import { describe, expect, it } from 'vitest';
import { validateArtwork } from '../model/validate';
import type { Artwork } from '../model/types';
import { checkTextValue } from './checks';
import { conditionAllowsVisible, conditionMet } from './conditions';
import { artworkClipartCategoryIds } from './images';
import { resolvePersonalization, type ResolvedLayer } from './resolve';
import { personalizationFor, type Personalization } from './values';

const text = (id: string, value: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', title: `${id} title`, values: [{ active: true, text: value }], ...extra });
const option = (id: string, values: string[], defaultValue?: string, extra: Record<string, unknown> = {}) => ({
  id, type: 'Option', title: id, options: values.map((v) => ({ label: v.toUpperCase(), value: v, default: v === defaultValue })), ...extra,
});
const cond = (action: 'show' | 'hide', match: 'all' | 'one' | 'none', rules: [string, '=' | '!=', string][]) => ({
  condition: { enable: true, action, match, rules: rules.map(([o, logic, value]) => ({ option: o, logic, value })) },
});

function artwork(layers: unknown[], sharedLayers: unknown[] = []): Artwork {
  const result = validateArtwork({ width: 500, height: 500, templates: [{ title: 'T', layers }], sharedLayers });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.artwork;
}
const resolve = (layers: unknown[], personalization: Personalization = {}, extra: Partial<Parameters<typeof resolvePersonalization>[0]> = {}) =>
  resolvePersonalization({ artwork: artwork(layers), template: 0, personalization, ...extra });
const byId = (layers: ResolvedLayer[]): Record<string, ResolvedLayer> =>
  Object.fromEntries(layers.flatMap((l) => (l.kind === 'group' ? [[l.id, l], ...Object.entries(byId(l.children))] : [[l.id, l]])));

describe('condition rules', () => {
  const rules = [
    { option: 'a', logic: '=' as const, value: '1' },
    { option: 'b', logic: '!=' as const, value: '2' },
  ];
  const values = (a?: string, b?: string) => (id: string) => (id === 'a' ? a : b);
  it.each([
    ['all', '1', '3', true], ['all', '1', '2', false], ['all', '0', '3', false],
    ['one', '1', '2', true], ['one', '0', '3', true], ['one', '0', '2', false],
    ['none', '0', '2', true], ['none', '1', '2', false], ['none', '0', '3', false],
  ] as const)('match %s with a=%s b=%s → %s', (match, a, b, expected) => {
    expect(conditionMet({ enable: true, action: 'show', match, rules }, values(a, b))).toBe(expected);
  });
  it('show shows when met, hide hides when met; disabled or empty blocks do nothing', () => {
    const met = values('1', '3');
    const unmet = values('0', '2');
    expect(conditionAllowsVisible({ enable: true, action: 'show', match: 'all', rules }, met)).toBe(true);
    expect(conditionAllowsVisible({ enable: true, action: 'show', match: 'all', rules }, unmet)).toBe(false);
    expect(conditionAllowsVisible({ enable: true, action: 'hide', match: 'all', rules }, met)).toBe(false);
    expect(conditionAllowsVisible({ enable: true, action: 'hide', match: 'all', rules }, unmet)).toBe(true);
    expect(conditionAllowsVisible({ enable: false, action: 'show', match: 'all', rules }, unmet)).toBe(true);
    expect(conditionAllowsVisible({ enable: true, action: 'show', match: 'all', rules: [] }, unmet)).toBe(true);
  });
  it('an unset option compares as empty text', () => {
    expect(conditionMet({ enable: true, action: 'show', match: 'all', rules: [{ option: 'a', logic: '!=', value: 'x' }] }, () => undefined)).toBe(true);
  });
});

describe('required / numeric / min / max', () => {
  const layer = (p: Record<string, unknown>) => artwork([text('n', '', { title: 'Name #1', personalized: { enable: true, ...p } })]).templates[0].layers[0];
  it.each([
    [{ required: true }, '', ['"Name" is required']],
    [{ required: true }, '   ', ['"Name" is required']],
    [{ required: false }, '', []],
    [{ min: 2, max: 4 }, 'a', ['"Name" must be at least 2 characters']],
    [{ min: 2, max: 4 }, 'abcde', ['"Name" must be at most 4 characters']],
    [{ min: 2, max: 4 }, 'abc', []],
    [{ numberic: true }, '12a', ['"Name" must be a number']],
    [{ numberic: true, min: 1, max: 10 }, '0', ['"Name" must be at least 1']],
    [{ numberic: true, min: 1, max: 10 }, '10.5', ['"Name" must be at most 10']],
    [{ numberic: true, min: 1, max: 10 }, '7', []],
  ])('%j with %j', (p, value, expected) => {
    expect(checkTextValue(layer({ label: 'Name', ...p }), value)).toEqual(expected);
  });
  it('falls back to the layer title when the field has no label', () => {
    expect(checkTextValue(layer({ required: true }), '')).toEqual(['"Name #1" is required']);
  });
});

describe('resolvePersonalization', () => {
  it('uses the shopper text, applies the text transform, and keeps design text when none given', () => {
    const r = byId(resolve([
      text('a', 'Design', { personalized: { enable: true }, textTransform: 'uppercase' }),
      text('b', 'Keep Me', { personalized: { enable: true }, textTransform: 'lowercase' }),
      text('c', 'Not personalised'),
    ], { a: 'olivia', c: 'ignored' }).layers);
    expect(r.a).toMatchObject({ text: 'OLIVIA' });
    expect(r.b).toMatchObject({ text: 'keep me' });
    expect(r.c).toMatchObject({ text: 'Not personalised' });
  });

  it('selects options: shopper choice, else the default; reports unknown choices', () => {
    const layers = [option('size', ['s', 'm', 'l'], 'm'), option('color', ['red', 'blue'])];
    expect(resolve(layers, { size: 'l' }).options).toEqual({ size: 'l', color: undefined });
    expect(resolve(layers, {}).options.size).toBe('m');
    const bad = resolve(layers, { size: 'xl' });
    expect(bad.options.size).toBe('m');
    expect(bad.issues).toEqual([{ layerId: 'size', layerTitle: 'size', message: '"size" has no option "xl"' }]);
  });

  it('shows and hides layers by condition blocks, against option values', () => {
    const layers = [
      option('style', ['light', 'dark'], 'light'),
      text('show-dark', 'x', cond('show', 'all', [['style', '=', 'dark']])),
      text('hide-dark', 'x', cond('hide', 'all', [['style', '=', 'dark']])),
      text('not-light', 'x', cond('show', 'none', [['style', '=', 'light']])),
      text('ne', 'x', cond('show', 'one', [['style', '!=', 'light'], ['style', '=', 'never']])),
    ];
    const dark = byId(resolve(layers, { style: 'dark' }).layers);
    const light = byId(resolve(layers, {}).layers);
    expect([dark['show-dark'].visible, dark['hide-dark'].visible, dark['not-light'].visible, dark.ne.visible]).toEqual([true, false, true, true]);
    expect([light['show-dark'].visible, light['hide-dark'].visible, light['not-light'].visible, light.ne.visible]).toEqual([false, true, false, false]);
  });

  it('compares against personalised text too, and a layer hidden by its condition offers no value', () => {
    const layers = [
      option('gift', ['yes', 'no'], 'no'),
      text('msg', '', { personalized: { enable: true }, ...cond('show', 'all', [['gift', '=', 'yes']]) }),
      text('thanks', 'x', cond('show', 'all', [['msg', '=', 'hi']])),
    ];
    expect(byId(resolve(layers, { gift: 'yes', msg: 'hi' }).layers).thanks.visible).toBe(true);
    expect(byId(resolve(layers, { gift: 'no', msg: 'hi' }).layers).thanks.visible).toBe(false);
  });

  it('keeps the designer eye toggle: a hidden layer stays hidden whatever its condition', () => {
    const r = byId(resolve([option('o', ['a'], 'a'), text('t', 'x', { visible: false, ...cond('show', 'all', [['o', '=', 'a']]) })]).layers);
    expect(r.t.visible).toBe(false);
  });

  it('does not require a field the shopper never saw (hidden by a condition)', () => {
    const layers = [option('o', ['a', 'b'], 'a'), text('t', '', { personalized: { enable: true, required: true }, ...cond('show', 'all', [['o', '=', 'b']]) })];
    expect(resolve(layers, {}).issues).toEqual([]);
    expect(resolve(layers, { o: 'b' }).issues.map((i) => i.message)).toEqual(['"t title" is required']);
  });

  it('dependent hidden layers copy the text of the layer they depend on, with their own transform', () => {
    const r = byId(resolve([
      text('name', 'Name', { personalized: { enable: true } }),
      text('echo', '', { hidden: true, dependOnLayer: 'name', textTransform: 'uppercase' }),
      text('echo2', 'old', { hidden: true, dependOnLayer: 'name' }),
    ], { name: 'Rose' }).layers);
    expect(r.echo).toMatchObject({ text: 'ROSE', visible: true });
    expect(r.echo2).toMatchObject({ text: 'Rose' });
  });

  it('a hidden layer is not personalisable: shopper values for it are ignored', () => {
    const r = byId(resolve([text('h', 'Design', { hidden: true, personalized: { enable: true } })], { h: 'hacked' }).layers);
    expect(r.h).toMatchObject({ text: 'Design' });
  });

  it('replaces images with the shopper upload (URL or stored file) and requires it when asked', () => {
    const img = { id: 'photo', type: 'Image', title: 'Photo', values: [{ active: true, file: { url: 'http://x/design.png' } }], personalized: { enable: true, type: 'images', required: true, label: 'Your photo' } };
    expect(byId(resolve([img], { photo: 'http://x/mine.png' }).layers).photo).toMatchObject({ file: { url: 'http://x/mine.png' } });
    expect(byId(resolve([img], { photo: { file: { key: 'up/1.png' } } }).layers).photo).toMatchObject({ file: { key: 'up/1.png' } });
    const missing = resolve([img], {});
    expect(byId(missing.layers).photo).toMatchObject({ file: { url: 'http://x/design.png' } });
    expect(missing.issues.map((i) => i.message)).toEqual(['"Your photo" is required']);
  });

  it('picks cliparts from the layer category, applies its display settings, and refuses others', () => {
    const layer = { id: 'pet', type: 'Image', title: 'Pet', x: 10, y: 10, width: 100, height: 100, clipartCategory: 'pets', personalized: { enable: true, type: 'clipartCategory', label: 'Pet' } };
    const clipartCategories = [{ id: 'pets', title: 'Pets', cliparts: [{ id: 'cat', file: { url: 'http://x/cat.png' } }], displaySettings: { width: 300, cropX: 5 } }];
    const ok = resolve([layer], { pet: 'cat' }, { clipartCategories });
    expect(byId(ok.layers).pet).toMatchObject({ file: { url: 'http://x/cat.png' }, layer: { width: 300, cropX: 5, x: 10 } });
    expect(ok.values.pet).toBe('cat');
    expect(resolve([layer], { pet: 'dog' }, { clipartCategories }).issues.map((i) => i.message)).toEqual(['"Pet": clipart "dog" is not in category "Pets"']);
    expect(resolve([layer], { pet: 'cat' }).issues.map((i) => i.message)).toEqual(['clipart category "pets" is not available']);
  });

  it('lists the clipart categories every template, group and shared layer picks from, once each', () => {
    const pick = (id: string, extra: Record<string, unknown>) => ({ id, type: 'Image', title: id, ...extra });
    const doc = validateArtwork({
      width: 500,
      height: 500,
      templates: [
        { title: 'A', layers: [pick('a', { clipartCategory: 'pets' }), { id: 'g', type: 'Group', title: 'g', layers: [pick('b', { clipartCategory: 7 })] }, text('t', 'x')] },
        { title: 'B', layers: [pick('c', { personalized: { enable: true, type: 'clipartCategory', default: { file: { categoryID: 'flowers' } } } }), pick('d', { clipartCategory: 'pets' }), pick('e', {})] },
      ],
      sharedLayers: [pick('s', { clipartCategory: 'stars' })],
    });
    if (!doc.ok) throw new Error(JSON.stringify(doc.errors));
    expect(artworkClipartCategoryIds(doc.artwork).sort()).toEqual(['7', 'flowers', 'pets', 'stars']);
  });

  it('orders layers by `ordering`, then stored order, and drops Option layers from drawing', () => {
    const r = resolve([text('top', 'x', { ordering: 5 }), option('o', ['a']), text('bottom', 'x', { ordering: 0 }), text('mid', 'x', { ordering: 0 })]);
    expect(r.layers.map((l) => l.id)).toEqual(['bottom', 'mid', 'top']);
  });

  it('template -1 draws the shared layers; template layers linked by shared_layer_id take their content', () => {
    const art = artwork(
      [{ id: 'link', type: 'Text', title: 'Link', shared_layer_id: 'shared', x: 5, fontSize: 12 }],
      [text('shared', 'Shared text', { personalized: { enable: true }, x: 99 })],
    );
    const shared = resolvePersonalization({ artwork: art, template: -1, personalization: { shared: 'From shopper' } });
    expect(shared.layers.map((l) => l.id)).toEqual(['shared']);
    const linked = resolvePersonalization({ artwork: art, template: 0, personalization: { shared: 'From shopper' } });
    expect(linked.layers[0]).toMatchObject({ id: 'link', text: 'From shopper', layer: { x: 5, fontSize: 12 } });
    expect(() => resolvePersonalization({ artwork: art, template: 4 })).toThrow('template 4 does not exist');
  });

  it('a group hidden by a condition does not report its children', () => {
    const r = resolve([
      option('o', ['a', 'b'], 'a'),
      { id: 'g', type: 'Group', title: 'G', ...cond('show', 'all', [['o', '=', 'b']]), layers: [text('inner', '', { personalized: { enable: true, required: true } })] },
    ]);
    expect(byId(r.layers).g.visible).toBe(false);
    expect(r.issues).toEqual([]);
  });
});

describe('personalizationFor (spec 000 §3 personalizedData)', () => {
  it('takes the entry of the print area; the personalized map wins over the artwork snapshot', () => {
    const data = [
      { printArea: 'back', personalized: { name: 'Back' } },
      {
        printArea: { id: 7, name: 'front' },
        personalized: { name: 'Ann' },
        artwork: { id: 1, templates: [{ layers: [
          { id: 'name', personalized: { enable: true }, values: [{ active: true, text: 'Snapshot' }] },
          { id: 'photo', personalized: { enable: true }, values: [{ active: true, file: { key: 'k.png' } }] },
          { id: 'plain', values: [{ active: true, text: 'not personalised' }] },
        ] }] },
      },
    ];
    expect(personalizationFor(data, 7)).toEqual({ name: 'Ann', photo: { file: { key: 'k.png' } } });
    expect(personalizationFor(data, 'back')).toEqual({ name: 'Back' });
    expect(personalizationFor(data, 'none')).toEqual({});
  });
});
