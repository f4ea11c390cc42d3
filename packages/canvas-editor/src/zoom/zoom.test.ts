import { describe, expect, it } from 'vitest';
import { clampZoom, fitZoom, MIN_ZOOM, zoomIn, zoomLabel, zoomOut, ZOOM_PRESETS } from './zoom';

describe('zoom', () => {
  it('has the presets of spec 002 and a minimum of 0.25', () => {
    expect(ZOOM_PRESETS.map(zoomLabel)).toEqual(['300%', '200%', '150%', '125%', '100%', '75%', '50%', '25%']);
    expect(MIN_ZOOM).toBe(0.25);
    expect(clampZoom(0.1)).toBe(0.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps through the presets', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.25)).toBe(0.25);
  });

  it('fits content without enlarging it', () => {
    expect(fitZoom({ width: 2000, height: 1000 }, { width: 500, height: 500 })).toBe(0.25);
    expect(fitZoom({ width: 100, height: 100 }, { width: 500, height: 500 })).toBe(1);
  });
});
