import { describe, expect, it } from 'vitest';
import { mockupCanvasScale, roundZoom } from './canvasScale';

describe('mockup canvas scale', () => {
  it('draws a photo wider than 800 px 800 px wide, a narrower one at its size, times the zoom', () => {
    expect(2000 * mockupCanvasScale({ width: 2000 }, 1)).toBe(800);
    expect(mockupCanvasScale({ width: 600 }, 1)).toBe(1);
    expect(2000 * mockupCanvasScale({ width: 2000 }, 1.5)).toBeCloseTo(1200, 9);
  });

  it('keeps the zoom between 25 % and 300 % in steps of 0.01', () => {
    expect(roundZoom(0.1)).toBe(0.25);
    expect(roundZoom(7)).toBe(3);
    expect(roundZoom(1.234)).toBe(1.23);
  });
});
