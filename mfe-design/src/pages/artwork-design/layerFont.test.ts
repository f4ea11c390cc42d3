import { describe, expect, it } from 'vitest';
import { withLayerFont } from './layerFont';

describe('withLayerFont', () => {
  it('sets the font of the layer with that id, in groups and shared layers, and nothing else', () => {
    const templates = [
      { title: 'A', layers: [{ id: 't1', type: 'Text', fontFamily: 'Arial' }, { id: 'g', type: 'Group', layers: [{ id: 't2', type: 'Text', fontFamily: 'Arial' }] }] },
      { title: 'B', layers: [{ id: 't3', type: 'Text', fontFamily: 'Arial' }] },
    ];
    const shared = [{ id: 't2', type: 'Text', fontFamily: 'Arial' }];
    const result = withLayerFont(templates, shared, 't2', 'abc-def-700');
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
    expect(withLayerFont([{ layers: [] }], [], 'nope', 'x-regular').changed).toBe(false);
  });
});
