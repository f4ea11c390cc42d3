import { Canvas, DOMMatrix, Image, Path2D, createCanvas } from '@napi-rs/canvas';
import Konva from 'konva';

/**
 * Konva on @napi-rs/canvas, the way Konva's own `konva/canvas-backend` and
 * `konva/skia-backend` plug node-canvas and skia-canvas in: Konva creates every canvas and
 * image through `Konva.Util`, so pointing those two factories at @napi-rs/canvas (Skia,
 * prebuilt, no system Cairo) is all it takes. Import this module before drawing.
 */
const g = globalThis as Record<string, unknown>;
g.DOMMatrix ??= DOMMatrix;
g.Path2D ??= Path2D;

/**
 * @napi-rs/canvas applies the current transform to getImageData's rectangle (a scale of
 * 0.8 returns an 80% image); browsers ignore it, as the HTML spec says. Konva reads filter
 * input with getImageData on a context scaled by the cache's pixel ratio, so without this
 * only part of a filtered image would be filtered. Read with the identity transform.
 */
const contextPrototype = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as CanvasRenderingContext2D;
const getImageData = contextPrototype.getImageData;
contextPrototype.getImageData = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof getImageData>) {
  const m = this.getTransform();
  if (m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1 && m.e === 0 && m.f === 0) return getImageData.apply(this, args);
  this.save();
  this.setTransform(1, 0, 0, 1, 0, 0);
  try {
    return getImageData.apply(this, args);
  } finally {
    this.restore();
  }
};

Konva.Util.createCanvasElement = () => {
  const node = createCanvas(1, 1) as unknown as HTMLCanvasElement & { style?: object };
  // Konva writes canvas.style.* for DOM canvases; give it something to write to.
  if (!node.style) (node as { style: object }).style = {};
  return node;
};
Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
(Konva as unknown as { _renderBackend: string })._renderBackend = 'napi-rs-canvas';
// Print files are drawn at an explicit ratio; a device pixel ratio has no meaning here.
Konva.pixelRatio = 1;

export { Canvas, Konva };
