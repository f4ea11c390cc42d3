import { describe, expect, it } from 'vitest';
import { validateArtwork } from '../model/validate';
import type { Layer } from '../model/types';
import { canEnablePersonalization, setHidden, setPersonalized, typeText } from './editing';
import { designText } from './values';

function layers(list: unknown[]): Layer[] {
  const result = validateArtwork({ width: 10, height: 10, templates: [{ title: 'T', layers: list }] });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.artwork.templates[0].layers;
}
const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', title: id, values: [{ active: true, text: '' }], ...extra });

describe('hidden and dependent layers (spec 002 §4)', () => {
  it('turning hidden on clears the dependency and the personalisation', () => {
    const [layer] = layers([text('a', { personalized: { enable: true, label: 'A' }, dependOnLayer: null })]);
    const hidden = setHidden({ ...layer, dependOnLayer: 'x' }, true);
    expect(hidden).toMatchObject({ hidden: true, dependOnLayer: null, personalized: { enable: false, label: 'A' } });
  });

  it('personalisation cannot be turned on while hidden', () => {
    const [layer] = layers([text('a', { hidden: true })]);
    expect(canEnablePersonalization(layer)).toBe(false);
    expect(setPersonalized(layer, true)).toBe(layer);
    expect(setPersonalized(setHidden(layer, false), true).personalized?.enable).toBe(true);
  });

  it('typing in a personalised layer copies the text to every dependent layer', () => {
    const list = layers([
      text('src', { personalized: { enable: true } }),
      text('dep1', { hidden: true, dependOnLayer: 'src' }),
      { id: 'g', type: 'Group', layers: [text('dep2', { hidden: true, dependOnLayer: 'src' })] },
      text('other'),
    ]);
    const next = typeText(list, 'src', 'Rose');
    const all = new Map<string, Layer>();
    const visit = (ls: Layer[]) => ls.forEach((l) => (all.set(l.id, l), l.type === 'Group' && visit(l.layers)));
    visit(next);
    expect(['src', 'dep1', 'dep2', 'other'].map((id) => designText(all.get(id)!))).toEqual(['Rose', 'Rose', 'Rose', '']);
    expect(designText(list[0])).toBe('');
  });

  it('a hidden dependent pushes its text to its source and to siblings with the same dependency', () => {
    const list = layers([
      text('src', { personalized: { enable: true } }),
      text('dep1', { hidden: true, dependOnLayer: 'src' }),
      text('dep2', { hidden: true, dependOnLayer: 'src' }),
      text('unrelated', { hidden: true }),
    ]);
    expect(typeText(list, 'dep1', 'Ann').map(designText)).toEqual(['Ann', 'Ann', 'Ann', '']);
  });
});
