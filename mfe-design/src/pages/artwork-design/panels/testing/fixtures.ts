import { validateArtwork, type Artwork, type Layer } from '@pod/artwork-scene';

/**
 * A document with every case the rules look at: a personalised text, a hidden text depending on
 * it, an Option layer, a group with a personalised child, a personalised 'images' layer, a plain
 * image, a label, and a personalised shared text layer.
 */
export function fixtureArtwork(): Artwork {
  const result = validateArtwork({
    id: 'a1',
    title: 'Mug',
    width: 1000,
    height: 800,
    templates: [
      {
        title: 'Front',
        isDefault: true,
        layers: [
          { id: 'name', type: 'Text', title: 'Name', personalized: { enable: true, required: true, label: 'Your name' }, values: [{ active: true, text: 'Ann' }] },
          { id: 'copy', type: 'Text', title: 'Copy', hidden: true, dependOnLayer: 'name' },
          { id: 'colour', type: 'Option', title: 'Colour', options: [{ label: 'Red', value: 'red', default: true }, { label: 'Blue', value: 'blue' }] },
          {
            id: 'box',
            type: 'Group',
            title: 'Box',
            layers: [{ id: 'inner', type: 'Text', title: 'Inner', personalized: { enable: true } }],
          },
          { id: 'photo', type: 'Image', title: 'Photo', personalized: { enable: true, type: 'images' } },
          { id: 'logo', type: 'Image', title: 'Logo' },
          { id: 'tag', type: 'Label', title: 'Tag', text: 'hi' },
        ],
      },
      { title: 'Back', layers: [] },
    ],
    sharedLayers: [{ id: 'motto', type: 'Text', title: 'Motto', personalized: { enable: true } }],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.artwork;
}

export function layerOf(artwork: Artwork, id: string): Layer {
  const find = (list: readonly Layer[]): Layer | undefined => {
    for (const l of list) {
      if (l.id === id) return l;
      if (l.type === 'Group') {
        const inner = find(l.layers);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  const found = find([...artwork.templates.flatMap((t) => t.layers), ...artwork.sharedLayers]);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
}
