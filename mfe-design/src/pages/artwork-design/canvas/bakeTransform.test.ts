import { describe, expect, it } from 'vitest';
import { validateArtwork, type Layer } from '@pod/artwork-scene';
import { bakeTransform } from './bakeTransform';

function layer(raw: Record<string, unknown>): Layer {
  const checked = validateArtwork({ width: 600, height: 600, templates: [{ title: 'T', isDefault: true, layers: [raw] }] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.artwork.templates[0].layers[0];
}
const node = (extra: Partial<Parameters<typeof bakeTransform>[1]>) => ({ x: 50, y: 50, rotation: 0, scaleX: 1, scaleY: 1, width: 160, height: 34, ...extra });

describe('bakeTransform (a transformer resize lands in the fields the panel shows)', () => {
  it('an Image: width and height grow, the scale stays 1', () => {
    const image = layer({ id: 'i', type: 'Image', title: 'Photo', width: 200, height: 100 });
    expect(bakeTransform(image, node({ x: 40, scaleX: 1.5, scaleY: 2, width: 200, height: 100 }), 'bottom-right')).toEqual({ id: 'i', x: 40, y: 50, rotation: 0, width: 300, height: 200 });
  });

  it('a Text by a corner: width and font size scale; by a side: the width alone (the text wraps again)', () => {
    const text = layer({ id: 't', type: 'Text', title: 'Name', width: 160, fontSize: 30, values: [{ active: true, text: 'Hi' }] });
    expect(bakeTransform(text, node({ scaleX: 2, scaleY: 2, rotation: 15 }), 'bottom-right')).toEqual({ id: 't', x: 50, y: 50, rotation: 15, width: 320, fontSize: 60 });
    expect(bakeTransform(text, node({ scaleX: 1.25 }), 'middle-right')).toEqual({ id: 't', x: 50, y: 50, rotation: 0, width: 200 });
  });

  it("a layer's own earlier scale is kept: only the resize's factor is baked", () => {
    const scaled = layer({ id: 't', type: 'Text', title: 'Old', width: 100, fontSize: 20, scaleX: 2, scaleY: 2, values: [{ active: true, text: 'Hi' }] });
    expect(bakeTransform(scaled, node({ scaleX: 3, scaleY: 3 }), 'top-left')).toMatchObject({ width: 150, fontSize: 30 });
  });

  it('a Group keeps the scale (its children scale with it)', () => {
    const group = layer({ id: 'g', type: 'Group', title: 'Badge', layers: [] });
    expect(bakeTransform(group, node({ scaleX: 2, scaleY: 0.5 }), 'bottom-right')).toEqual({ id: 'g', x: 50, y: 50, rotation: 0, scaleX: 2, scaleY: 0.5 });
  });
});
