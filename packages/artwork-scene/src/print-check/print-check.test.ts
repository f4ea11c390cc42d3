import { describe, expect, it } from 'vitest';
import type { FileRef } from '../model/types';
import { LOW_DPI, printCheck, printCheckFiles } from './index';

/** A 1500 × 1800 artwork on a 4500 × 5400 px, 300 dpi print area: 3 print px (0.01 in) per artwork unit. */
const printArea = { width: 4500, height: 5400, dpi: 300 };
const sizes: Record<string, { width: number; height: number }> = {
  big: { width: 2250, height: 2700 },
  small: { width: 2000, height: 2400 },
  square: { width: 1000, height: 1000 },
  huge: { width: 4000, height: 4000 },
};
const imageSize = (file: FileRef) => sizes[String(file.key)] ?? null;
const image = (id: string, key: string, extra: Record<string, unknown> = {}) => ({
  id, title: id, type: 'Image', x: 0, y: 0, width: 1500, height: 1800, values: [{ active: true, file: { key } }], ...extra,
});
const artwork = (layers: unknown[], more: Record<string, unknown> = {}) => ({ width: 1500, height: 1800, templates: [{ title: 'Front', layers }], sharedLayers: [], ...more });
const check = (layers: unknown[], area = printArea, more: Record<string, unknown> = {}) => printCheck({ artwork: artwork(layers, more), printArea: area, imageSize });

describe('printCheck', () => {
  it('gives an image stretched over the whole print area its pixels per printed inch: 150 is enough, less is soft', () => {
    const result = check([image('photo', 'big')]);
    expect(result.scale).toBe(3);
    expect(result.layers).toEqual([
      {
        id: 'photo', title: 'photo', kind: 'image', effectiveDpi: 150, lowDpi: false, crossesEdge: false, pixels: { width: 2250, height: 2700 },
        corners: [{ x: 0, y: 0 }, { x: 1500, y: 0 }, { x: 1500, y: 1800 }, { x: 0, y: 1800 }],
      },
    ]);
    expect(result.issues).toBe(0);
    const soft = check([image('photo', 'small')]);
    // 2000 px over 15 in = 133.3; 2400 px over 18 in = 133.3
    expect(soft.layers[0]).toMatchObject({ effectiveDpi: 133.3, lowDpi: true });
    expect(soft.issues).toBe(1);
    expect(LOW_DPI).toBe(150);
  });

  it('counts the layer scale and the coarser axis', () => {
    // 500 × 2 = 1000 units = 10 in wide (100 dpi); 600 × 2 = 1200 units = 12 in high (83.3 dpi)
    const [layer] = check([image('photo', 'square', { width: 500, height: 600, scaleX: 2, scaleY: 2 })]).layers;
    expect(layer).toMatchObject({ effectiveDpi: 83.3, lowDpi: true, crossesEdge: false });
  });

  it('counts only the cropped pixels', () => {
    // 1000 × 1200 source px of a 4000 px file over 500 × 600 units (5 × 6 in) = 200 dpi, although the file has 4000 px
    const [layer] = check([image('photo', 'huge', { width: 500, height: 600, cropX: 100, cropY: 100, cropWidth: 1000, cropHeight: 1200 })]).layers;
    expect(layer).toMatchObject({ effectiveDpi: 200, lowDpi: false, pixels: { width: 1000, height: 1200 } });
  });

  it('applies the groups a layer sits in (scale and position)', () => {
    const group = { id: 'g', title: 'g', type: 'Group', x: 100, y: 50, scaleX: 0.5, scaleY: 0.5, layers: [image('photo', 'square', { width: 1000, height: 1000 })] };
    const [layer] = check([group]).layers;
    // 1000 × 0.5 = 500 units = 5 in: 1000 px / 5 in = 200 dpi
    expect(layer).toMatchObject({ id: 'photo', effectiveDpi: 200, crossesEdge: false });
    expect(layer.corners).toEqual([{ x: 100, y: 50 }, { x: 600, y: 50 }, { x: 600, y: 550 }, { x: 100, y: 550 }]);
  });

  it('marks a layer whose rotated box reaches past the artwork as cut', () => {
    // Rotated 90° about its top-left corner at x = 1000: the 1200-unit height swings left to x = -200
    const cut = check([image('photo', 'huge', { x: 1000, y: 0, width: 1000, height: 1200, rotation: 90 })]).layers[0];
    expect(cut.crossesEdge).toBe(true);
    expect(cut.corners!.map((c) => ({ x: Math.round(c.x), y: Math.round(c.y) }))).toEqual([{ x: 1000, y: 0 }, { x: 1000, y: 1000 }, { x: -200, y: 1000 }, { x: -200, y: 0 }]);
    const inside = check([image('photo', 'huge', { x: 1200, y: 0, width: 1000, height: 1200, rotation: 90 })]).layers[0];
    expect(inside.crossesEdge).toBe(false);
    // the printed size does not depend on the turn: 4000 px over 10 × 12 in
    expect(inside.effectiveDpi).toBe(333.3);
  });

  it('never calls text soft, but does call it cut', () => {
    const text = { id: 't', title: 'Name', type: 'Text', x: 1400, y: 10, width: 300, height: 60, values: [{ active: true, text: 'Hello' }] };
    const result = check([text]);
    expect(result.layers[0]).toMatchObject({ kind: 'text', effectiveDpi: null, lowDpi: false, crossesEdge: true, pixels: null });
    expect(result.issues).toBe(1);
  });

  it('places the artwork as print files do: one uniform scale into a print area of another shape', () => {
    // 4500 × 4500 px: min(4500 / 1500, 4500 / 1800) = 2.5 px per unit; 2250 px over 1500 × 2.5 / 300 = 12.5 in = 180 dpi
    const result = check([image('photo', 'big')], { width: 4500, height: 4500, dpi: 300 });
    expect(result.scale).toBe(2.5);
    expect(result.layers[0].effectiveDpi).toBe(180);
    // the same print area at 150 dpi prints twice as large: 90 dpi
    expect(check([image('photo', 'big')], { width: 4500, height: 4500, dpi: 150 }).layers[0]).toMatchObject({ effectiveDpi: 90, lowDpi: true });
  });

  it('checks what prints by default: hidden layers, layers without a file and other templates are left out', () => {
    const layers = [image('off', 'small', { visible: false }), image('empty', 'none', { values: [] }), image('on', 'big')];
    expect(check(layers).layers.map((l) => l.id)).toEqual(['on']);
    const second = { title: 'Back', layers: [image('back', 'small')] };
    const withTemplates = printCheck({ artwork: { ...artwork(layers), templates: [{ title: 'Front', layers }, second], selectedTemplate: 1 }, printArea, imageSize });
    expect(withTemplates.layers.map((l) => l.id)).toEqual(['back']);
    expect(printCheckFiles(artwork(layers))).toEqual([{ key: 'big' }]);
  });

  it('reports an image media cannot size without a dpi, and refuses a print area without size', () => {
    expect(check([image('photo', 'unknown')]).layers[0]).toMatchObject({ effectiveDpi: null, lowDpi: false, crossesEdge: false });
    expect(() => check([], { width: 4500, height: 5400, dpi: 0 })).toThrow('print check: the print area needs a positive width, height and dpi');
  });
});
