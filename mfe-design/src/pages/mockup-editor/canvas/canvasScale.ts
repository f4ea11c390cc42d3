import { MOCKUP_LIMITS } from '@pod/artwork-scene';
import { clampZoom } from '@pod/canvas-editor';

/**
 * Mockup pixels → CSS pixels: a photo wider than 800 px is drawn 800 px wide (spec 002 §2.7, §9),
 * a narrower one at its size; then the zoom (0.25 to 3, rounded to its 0.01 step).
 */
export function mockupCanvasScale(mockup: { width: number }, zoom: number): number {
  const fit = mockup.width > MOCKUP_LIMITS.editorCanvasWidth ? MOCKUP_LIMITS.editorCanvasWidth / mockup.width : 1;
  return fit * roundZoom(zoom);
}

/** Spec 002 §9: zoom moves in steps of 0.01, never under 0.25. */
export function roundZoom(zoom: number): number {
  return clampZoom(Math.round(zoom * 100) / 100);
}
