import { describe, expect, it } from 'vitest';
import { findLayer, layerNodes, readDesignDocument } from './designDocument';

const artwork = {
  title: 'Poster',
  width: 400,
  height: 300,
  sharedLayers: [],
  templates: [
    {
      title: 'Main',
      isDefault: true,
      layers: [
        { id: 'bg', type: 'Image', title: 'Background', x: 0, y: 0, width: 400, height: 300 },
        {
          id: 'g1', type: 'Group', title: 'Badge', x: 0, y: 0,
          layers: [
            { id: 't1', type: 'Text', title: 'Name', values: [{ active: true, text: 'Hi' }], fontFamily: 'Lobster-regular', fontSize: 40 },
            { id: 'i2', type: 'Image', title: 'Old logo', visible: false },
          ],
        },
      ],
    },
  ],
};

describe('design document', () => {
  it('validates the stored document and picks the default template', () => {
    const doc = readDesignDocument(artwork);
    expect(doc.ok).toBe(true);
    if (!doc.ok) return;
    expect(doc.template).toBe(0);
    expect(doc.layers.map((l) => l.id)).toEqual(['bg', 'g1']);
  });

  it('reports what is wrong with a broken document instead of drawing it', () => {
    const doc = readDesignDocument({ ...artwork, templates: [{ title: 'Main', layers: [{ id: 'x', type: 'Sticker' }] }] });
    expect(doc.ok).toBe(false);
    if (doc.ok) return;
    expect(doc.errors[0].path).toContain('templates[0].layers[0]');
  });

  it('lists layers top first, groups nested, hidden ones marked', () => {
    const doc = readDesignDocument(artwork);
    if (!doc.ok) throw new Error('expected a valid document');
    expect(layerNodes(doc.layers)).toEqual([
      {
        key: 'g1', title: 'Badge', type: 'Group', hidden: false,
        children: [
          { key: 'i2', title: 'Old logo', type: 'Image', hidden: true },
          { key: 't1', title: 'Name', type: 'Text', hidden: false },
        ],
      },
      { key: 'bg', title: 'Background', type: 'Image', hidden: false },
    ]);
    expect(findLayer(doc.layers, 't1')?.type).toBe('Text');
    expect(findLayer(doc.layers, 'nope')).toBeUndefined();
  });
});
