import { describe, expect, it } from 'vitest';
import { LOW_DPI, printCheck } from './print-check';

const printArea = { width: 4500, height: 5400, dpi: 300 };

describe('printCheck', () => {
  it('an artwork at the print area’s own size prints at the print area’s dpi, inside its edges', () => {
    expect(printCheck({ printArea, artwork: { width: 4500, height: 5400 } })).toEqual({
      effectiveDpi: 300,
      lowDpi: false,
      crossesEdge: false,
      overflow: { left: 0, top: 0, right: 0, bottom: 0 },
    });
  });

  it('flags an artwork stretched below 150 dpi, by its coarser axis', () => {
    const small = printCheck({ printArea, artwork: { width: 2000, height: 2700 } });
    expect(small.effectiveDpi).toBe(133.3);
    expect(small.lowDpi).toBe(true);
    // Exactly 150 is not low.
    expect(printCheck({ printArea, artwork: { width: 2250, height: 2700 } })).toMatchObject({ effectiveDpi: LOW_DPI, lowDpi: false });
  });

  it('a smaller box prints the same pixels in fewer inches', () => {
    const check = printCheck({ printArea, artwork: { width: 1000, height: 1000 }, box: { x: 0, y: 0, width: 1500, height: 1500 } });
    expect(check).toMatchObject({ effectiveDpi: 200, lowDpi: false, crossesEdge: false });
  });

  it('reports how far a box reaches past each edge', () => {
    const check = printCheck({ printArea, artwork: { width: 3000, height: 3000 }, box: { x: -100, y: 5000, width: 3000, height: 600 } });
    expect(check.crossesEdge).toBe(true);
    expect(check.overflow).toEqual({ left: 100, top: 0, right: 0, bottom: 200 });
  });

  it('takes rotation into account', () => {
    // 90° about the top-left corner: the box swings to the left of x = 1000.
    const turned = printCheck({ printArea, artwork: { width: 1000, height: 1000 }, box: { x: 1000, y: 0, width: 1000, height: 1200, rotation: 90 } });
    expect(turned.overflow).toEqual({ left: 200, top: 0, right: 0, bottom: 0 });
    const inside = printCheck({ printArea, artwork: { width: 1000, height: 1000 }, box: { x: 1200, y: 0, width: 1000, height: 1200, rotation: 90 } });
    expect(inside.crossesEdge).toBe(false);
  });

  it('refuses sizes that are not positive', () => {
    expect(() => printCheck({ printArea: { ...printArea, dpi: 0 }, artwork: { width: 1, height: 1 } })).toThrow('print check: sizes and dpi must be positive numbers');
    expect(() => printCheck({ printArea, artwork: { width: 1, height: 1 }, box: { x: 0, y: 0, width: 0, height: 1 } })).toThrow('print check: the box must have a positive size');
  });
});
