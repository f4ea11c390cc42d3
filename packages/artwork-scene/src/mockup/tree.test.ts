import { describe, expect, it } from 'vitest';
import { MockupLayerSchema, type MockupLayer } from './model';
import { flattenMockupLayers, visibleImageKeys, visiblePrintareaLayers, walkMockupLayers } from './tree';

const parse = (raw: Record<string, unknown>): MockupLayer => MockupLayerSchema.parse(raw);
const area = (id: string, extra: Record<string, unknown> = {}) => parse({ id, type: 'Printarea', width: 1, height: 1, printArea: { id: `pa-${id}`, width: 1, height: 1 }, ...extra });
const image = (id: string, key: string, extra: Record<string, unknown> = {}) => parse({ id, type: 'Image', width: 1, height: 1, file: { id, key }, ...extra });
const layers = [
  area('a'),
  parse({ id: 'g', type: 'Group', width: 1, height: 1, layers: [area('b', { parent: 'g' }), image('i', 'k1', { parent: 'g' })] }),
  parse({ id: 'h', type: 'Group', width: 1, height: 1, visible: false, layers: [area('c', { parent: 'h' }), image('j', 'k2', { parent: 'h' })] }),
  area('d', { visible: false }),
  image('k', 'k1'),
];

describe('mockup tree helpers', () => {
  it('walks in drawing order with depth and enclosing group', () => {
    expect([...walkMockupLayers(layers)].map((v) => `${v.layer.id}:${v.depth}:${v.parent?.id ?? '-'}`)).toEqual(['a:0:-', 'g:0:-', 'b:1:g', 'i:1:g', 'h:0:-', 'c:1:h', 'j:1:h', 'd:0:-', 'k:0:-']);
    expect(flattenMockupLayers(layers).map((l) => l.id)).toEqual(['a', 'g', 'b', 'i', 'h', 'c', 'j', 'd', 'k']);
  });

  it('lists what a render draws: visible print areas and image keys, not inside hidden groups', () => {
    expect(visiblePrintareaLayers(layers).map((l) => l.id)).toEqual(['a', 'b']);
    expect(visibleImageKeys(layers)).toEqual(['k1']);
  });
});
