import { describe, expect, it } from 'vitest';
import { readDesignDocument, findLayer } from './designDocument';
import { withLayerFont } from './layerFont';

describe('withLayerFont', () => {
  it('sets the font of the layer with that id, in groups and shared layers, and nothing else', () => {
    const templates = [
      { title: 'A', layers: [{ id: 't1', type: 'Text', fontFamily: 'Arial' }, { id: 'g', type: 'Group', layers: [{ id: 't2', type: 'Text', fontFamily: 'Arial' }] }] },
      { title: 'B', layers: [{ id: 't3', type: 'Text', fontFamily: 'Arial' }] },
    ];
    const shared = [{ id: 't2', type: 'Text', fontFamily: 'Arial' }];
    const result = withLayerFont(templates, shared, { id: 't2', type: 'Text' }, 'abc-def-700');
    expect(result.changed).toBe(true);
    expect(result.templates).toEqual([
      { title: 'A', layers: [{ id: 't1', type: 'Text', fontFamily: 'Arial' }, { id: 'g', type: 'Group', layers: [{ id: 't2', type: 'Text', fontFamily: 'abc-def-700' }] }] },
      { title: 'B', layers: [{ id: 't3', type: 'Text', fontFamily: 'Arial' }] },
    ]);
    expect(result.sharedLayers).toEqual([{ id: 't2', type: 'Text', fontFamily: 'abc-def-700' }]);
    // the loaded document is left as it was
    expect(templates[0]!.layers[1]).toEqual({ id: 'g', type: 'Group', layers: [{ id: 't2', type: 'Text', fontFamily: 'Arial' }] });
  });

  it('reports when no layer has the id', () => {
    expect(withLayerFont([{ layers: [] }], [], { id: 'nope', type: 'Text' }, 'x-regular').changed).toBe(false);
  });

  it('changes the font the page draws for a placement of a shared layer (the shared layer owns the font)', () => {
    const artwork = {
      title: 'Personalised',
      width: 1500,
      height: 1800,
      sharedLayers: [{ id: 's-footer', type: 'Text', title: 'Footer', fontFamily: 'Oswald-regular', values: [{ text: 'made with love', active: true }] }],
      templates: [{ title: 'Main', layers: [{ id: 't-footer', type: 'Text', title: 'Footer link', shared_layer_id: 's-footer', fontFamily: 'Oswald-regular' }] }],
    };
    const before = readDesignDocument(artwork);
    if (!before.ok) throw new Error('the fixture is a valid artwork');
    const placement = findLayer(before.layers, 't-footer')!;
    const saved = withLayerFont(artwork.templates, artwork.sharedLayers, placement, 'Pacifico-regular');
    expect(saved.changed).toBe(true);
    // what the page reads back after the save (and after a reload): the panel's and the canvas's font
    const after = readDesignDocument({ ...artwork, templates: saved.templates, sharedLayers: saved.sharedLayers });
    if (!after.ok) throw new Error('the saved document stays valid');
    expect(findLayer(after.layers, 't-footer')).toMatchObject({ fontFamily: 'Pacifico-regular' });
  });

  it('leaves a shared layer of another type alone (a placement is drawn from it only when the types match)', () => {
    const shared = [{ id: 's-1', type: 'Image' }];
    const templates = [{ layers: [{ id: 't-1', type: 'Text', shared_layer_id: 's-1', fontFamily: 'Arial' }] }];
    const result = withLayerFont(templates, shared, { id: 't-1', type: 'Text', shared_layer_id: 's-1' }, 'x-regular');
    expect(result.sharedLayers).toEqual(shared);
    expect(result.templates).toEqual([{ layers: [{ id: 't-1', type: 'Text', shared_layer_id: 's-1', fontFamily: 'x-regular' }] }]);
  });
});
