import { describe, expect, it } from 'vitest';
import { resolvePersonalization } from '@pod/artwork-scene';
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

  it('templates without a flagged default: the first, which is what draws, is flagged (one default, as a save needs)', () => {
    const doc = readDesignDocument({ ...artwork, templates: [{ title: 'A', layers: [] }, { title: 'B', layers: [] }] });
    expect(doc.ok && doc.artwork.templates.map((t) => t.isDefault)).toEqual([true, undefined]);
    expect(doc.ok && doc.template).toBe(0);
    // An artwork without templates stays so: its shared layers are what draws.
    const bare = readDesignDocument({ ...artwork, templates: [] });
    expect(bare.ok && [bare.artwork.templates, bare.template]).toEqual([[], -1]);
  });

  it('reports what is wrong with a broken document instead of drawing it', () => {
    const doc = readDesignDocument({ ...artwork, templates: [{ title: 'Main', layers: [{ id: 'x', type: 'Sticker' }] }] });
    expect(doc.ok).toBe(false);
    if (doc.ok) return;
    expect(doc.errors[0].path).toContain('templates[0].layers[0]');
  });

  it('draws personalised fields as the preview does: required text filled, a required clipart field from its category', () => {
    const layers = [
      { id: 'name', type: 'Text', title: 'Name', values: [], personalized: { enable: true, required: true, label: 'Your name' } },
      { id: 'pet', type: 'Image', title: 'Pet', x: 0, y: 0, width: 50, height: 50, clipartCategory: 'c1', personalized: { enable: true, type: 'clipartCategory', required: true } },
    ];
    const clipartCategories = [
      {
        id: 'c1',
        title: 'Pets',
        displaySettings: { x: 100, y: null, width: null, height: null, scaleX: null, scaleY: null, cropX: null, cropY: null, cropWidth: null, cropHeight: null, rotation: null },
        cliparts: [{ id: 'k1', title: 'Cat', file: { id: 'f1', key: 'cliparts/cat.png', file_name: 'cat.png' } }],
      },
    ];
    const doc = readDesignDocument({ ...artwork, templates: [{ title: 'Main', layers }], clipartCategories });
    if (!doc.ok) throw new Error('expected a valid document');
    expect(doc.personalization).toEqual({ name: 'Your name', pet: 'k1' });
    // Unset settings are left out, as the renderer gets them (null would move the layer to 0).
    expect(doc.clipartCategories[0]).toEqual({ id: 'c1', title: 'Pets', displaySettings: { x: 100 }, cliparts: [{ id: 'k1', title: 'Cat', file: { id: 'f1', key: 'cliparts/cat.png', file_name: 'cat.png' } }] });
    const resolved = resolvePersonalization({ artwork: doc.artwork, template: doc.template, personalization: doc.personalization, clipartCategories: doc.clipartCategories });
    expect(resolved.issues).toEqual([]);
    expect(resolved.layers.find((l) => l.id === 'pet')).toMatchObject({ file: { key: 'cliparts/cat.png' }, layer: { x: 100 } });
    // Without the categories the required clipart field cannot be drawn, as in a print file.
    const without = readDesignDocument({ ...artwork, templates: [{ title: 'Main', layers }] });
    if (!without.ok) throw new Error('expected a valid document');
    expect(resolvePersonalization({ artwork: without.artwork, template: without.template, personalization: without.personalization }).issues.map((i) => i.message)).toEqual(['"Pet" is required']);
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
