import { createCanvas, Image } from '@napi-rs/canvas';
import Konva from 'konva';

/** Konva draws on @napi-rs/canvas in these tests (Node has no DOM canvas), as media's renderer does. */
Konva.Util.createCanvasElement = () => {
  const node = createCanvas(1, 1) as unknown as HTMLCanvasElement & { style?: object };
  if (!node.style) (node as { style: object }).style = {};
  return node;
};
Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;

export { Konva };
