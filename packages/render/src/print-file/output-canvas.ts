import type { Canvas } from '@napi-rs/canvas';
import { SceneCanvas } from 'konva/lib/Canvas';

/**
 * A worker renders one print-area size over and over, and a fresh 4500×5400 canvas costs
 * ~50 ms before anything is drawn (97 MB of new pages to fault in and zero). The last
 * output canvas is kept and cleared instead; clearing touches memory that is already
 * mapped and takes a few ms. A render that finds it in use (two renders in one thread)
 * or of another size gets a fresh canvas, and only one is ever kept.
 */
let idle: SceneCanvas | undefined;

export function leaseOutputCanvas(width: number, height: number): SceneCanvas {
  const kept = idle;
  idle = undefined;
  if (kept && kept.width === width && kept.height === height) {
    const context = kept.getContext()._context;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    return kept;
  }
  return new SceneCanvas({ width, height, pixelRatio: 1 });
}

/** Hand a canvas back once its pixels are encoded; only canvases drawn to completion. */
export function releaseOutputCanvas(canvas: SceneCanvas): void {
  idle = canvas;
}

export const napiCanvas = (canvas: SceneCanvas) => canvas._canvas as unknown as Canvas;
