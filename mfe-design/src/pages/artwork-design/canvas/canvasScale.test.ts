import { describe, expect, it } from 'vitest';
import { canvasScale, MAX_CANVAS_SIDE } from './canvasScale';

describe('canvasScale', () => {
  it('fits the available width without enlarging, times the zoom', () => {
    expect(canvasScale({ width: 2000, height: 1000 }, { width: 500 }, 1)).toBe(0.25);
    expect(canvasScale({ width: 200, height: 100 }, { width: 500 }, 1)).toBe(1);
    expect(canvasScale({ width: 200, height: 100 }, { width: 500 }, 2)).toBe(2);
  });

  it('keeps the larger side times the factor at most 10000', () => {
    const s = canvasScale({ width: 4500, height: 5400 }, { width: 10_000, height: 10_000 }, 3);
    expect(5400 * s).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(5400 * s).toBeCloseTo(MAX_CANVAS_SIDE);
  });
});
