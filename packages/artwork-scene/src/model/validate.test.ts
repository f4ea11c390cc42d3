import { describe, expect, it } from 'vitest';
import { validateArtwork } from './validate';

const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', title: id, values: [{ active: true, text: 'x' }], ...extra });
const doc = (layers: unknown[], extra: Record<string, unknown> = {}) => ({ width: 100, height: 100, templates: [{ title: 'T', layers }], sharedLayers: [], ...extra });
const errorsOf = (input: unknown) => {
  const result = validateArtwork(input);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('validateArtwork', () => {
  it('applies the spec defaults (x/y 50, visible, text defaults) and keeps unknown fields', () => {
    const result = validateArtwork(doc([{ ...text('a'), configsCalendar: { scale: 5 } }]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const layer = result.artwork.templates[0].layers[0];
    expect(layer).toMatchObject({ x: 50, y: 50, visible: true, lock: false, fontSize: 30, letterSpacing: 1, lineHeight: 1, fontFamily: 'Arial', configsCalendar: { scale: 5 } });
  });

  it('keeps the spec spelling `numberic`', () => {
    const result = validateArtwork(doc([text('a', { personalized: { enable: true, numberic: true } })]));
    expect(result.ok && result.artwork.templates[0].layers[0].personalized?.numberic).toBe(true);
  });

  it('never throws on garbage and names the path', () => {
    for (const input of [null, 42, 'x', [], { templates: 'no' }]) expect(validateArtwork(input).ok).toBe(false);
    const errors = errorsOf(doc([{ id: 'a', type: 'Text', fontSize: 'big' }]));
    expect(errors).toContainEqual({ path: 'templates[0].layers[0].fontSize', message: 'must be number' });
  });

  it('reports unknown layer types, missing ids, empty template titles and bad sizes', () => {
    const errors = errorsOf({ width: 0, height: 10, templates: [{ title: ' ', layers: [{ id: 'a', type: 'Blob' }, { type: 'Text' }] }] });
    const paths = errors.map((e) => e.path);
    expect(paths).toContain('width');
    expect(paths).toContain('templates[0].title');
    expect(paths).toContain('templates[0].layers[0].type');
    expect(paths).toContain('templates[0].layers[1].id');
    expect(errors.find((e) => e.path === 'templates[0].title')?.message).toBe('Template title is required');
  });

  it('checks filter ranges of spec 002 §2.8', () => {
    const errors = errorsOf(doc([{ id: 'i', type: 'Image', _filters: { blur: 41, brighten: -2, contrast: 101, pixelate: 0 } }]));
    expect(errors.map((e) => e.path).sort()).toEqual(
      ['blur', 'brighten', 'contrast', 'pixelate'].map((k) => `templates[0].layers[0]._filters.${k}`).sort(),
    );
  });

  it('refuses duplicate ids, unknown parents and selectedTemplate out of range; accepts -1', () => {
    const errors = errorsOf(doc([text('a'), text('a'), text('b', { parent: 'nope' })], { selectedTemplate: 3 }));
    expect(errors).toContainEqual({ path: 'templates[0].layers[1].id', message: 'duplicate layer id "a"' });
    expect(errors).toContainEqual({ path: 'templates[0].layers[2].parent', message: 'parent layer "nope" does not exist' });
    expect(errors.some((e) => e.path === 'selectedTemplate')).toBe(true);
    expect(validateArtwork(doc([], { selectedTemplate: -1 })).ok).toBe(true);
  });

  it('nests flat children under their group', () => {
    const result = validateArtwork(doc([{ id: 'g', type: 'Group' }, text('c', { parent: 'g' })]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [group] = result.artwork.templates[0].layers;
    expect(result.artwork.templates[0].layers).toHaveLength(1);
    expect(group.type === 'Group' && group.layers.map((l) => l.id)).toEqual(['c']);
  });

  describe('condition targets (spec 002 §5)', () => {
    const rule = (option: string) => ({ condition: { enable: true, action: 'show', match: 'all', rules: [{ option, logic: '=', value: 'v' }] } });
    const option = { id: 'opt', type: 'Option', options: [{ label: 'V', value: 'v' }] };
    const personal = text('p', { personalized: { enable: true } });
    const cases: [string, unknown[], string][] = [
      ['itself', [text('a', rule('a'))], 'a condition cannot refer to the layer itself'],
      ['a group', [{ id: 'g', type: 'Group' }, text('a', rule('g'))], 'condition target "g" is a Group'],
      ['its own child', [{ id: 'g', type: 'Group', ...rule('p'), layers: [personal] }], 'condition target "p" is a child of this layer'],
      ['an images layer', [{ id: 'img', type: 'Image', personalized: { enable: true, type: 'images' } }, text('a', rule('img'))], `condition target "img" is an 'images' layer`],
      ['a plain layer', [text('plain'), text('a', rule('plain'))], 'condition target "plain" is neither an Option layer nor personalised'],
      ['a missing layer', [text('a', rule('ghost'))], 'condition refers to layer "ghost", which does not exist'],
    ];
    it.each(cases)('refuses %s', (_name, layers, message) => {
      expect(errorsOf(doc(layers)).map((e) => e.message)).toContain(message);
    });
    it('accepts Option layers, personalised layers and shared layers', () => {
      expect(validateArtwork(doc([option, personal, text('a', rule('opt')), text('b', rule('p')), text('c', rule('s'))], {
        sharedLayers: [text('s', { personalized: { enable: true } })],
      })).ok).toBe(true);
    });
  });

  describe('dependOnLayer targets (spec 002 §5)', () => {
    const source = text('src', { personalized: { enable: true } });
    const cases: [string, unknown[], string][] = [
      ['itself', [text('a', { hidden: true, dependOnLayer: 'a' })], 'a layer cannot depend on itself'],
      ['a group', [{ id: 'g', type: 'Group' }, text('a', { dependOnLayer: 'g' })], 'depends on "g", which is a Group'],
      ['its own child', [{ id: 'g', type: 'Group', dependOnLayer: 'src', layers: [source] }], 'depends on "src", which is its own child'],
      ['another type', [source, { id: 'i', type: 'Image', dependOnLayer: 'src' }], 'depends on "src" of type Text, but it is a Image layer'],
      ['a layer that is not personalised', [text('plain'), text('a', { hidden: true, dependOnLayer: 'plain' })], 'depends on "plain", which is not personalised'],
    ];
    it.each(cases)('refuses %s', (_name, layers, message) => {
      expect(errorsOf(doc(layers)).map((e) => e.message)).toContain(message);
    });
    it('accepts a personalised layer of the same type', () => {
      expect(validateArtwork(doc([source, text('a', { hidden: true, dependOnLayer: 'src' })])).ok).toBe(true);
    });
  });

  it('refuses min greater than max', () => {
    expect(errorsOf(doc([text('a', { personalized: { enable: true, min: 5, max: 2 } })]))[0]).toEqual({
      path: 'templates[0].layers[0].personalized.min',
      message: 'min (5) is greater than max (2)',
    });
  });
});
