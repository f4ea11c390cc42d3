import { createCanvas, Image } from '@napi-rs/canvas';
import Konva from 'konva';
import { afterEach, describe, expect, it } from 'vitest';
import { MockupLayerSchema, type MockupLayer } from '@pod/artwork-scene';
import { createMockupStage, type MockupStage } from './mockupStage';

// Konva draws on @napi-rs/canvas here (Node has no DOM canvas), as the renderer and canvas-editor's tests do.
Konva.Util.createCanvasElement = () => {
  const node = createCanvas(1, 1) as unknown as HTMLCanvasElement & { style?: object };
  if (!node.style) (node as { style: object }).style = {};
  return node;
};
Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;

/** A picture of one colour (what the stage gets from media for a key). */
function solid(colour: string, width = 50, height = 50): HTMLImageElement {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas as unknown as HTMLImageElement;
}

const stages: MockupStage[] = [];
afterEach(() => stages.splice(0).forEach((s) => s.destroy()));

function draw(layers: Record<string, unknown>[], pictures: Record<string, HTMLImageElement> = {}, background: string | null = null) {
  // No container in Node: the stage draws off-screen.
  const stage = createMockupStage(undefined as unknown as HTMLDivElement, { width: 200, height: 100 }, 1);
  stages.push(stage);
  stage.draw({ layers: layers.map((l) => MockupLayerSchema.parse(l) as MockupLayer), photo: undefined, background, pictures: (key) => pictures[key] });
  const canvas = stage.stage.toCanvas({ pixelRatio: 1 }) as unknown as ReturnType<typeof createCanvas>;
  const data = canvas.getContext('2d').getImageData(0, 0, 200, 100).data;
  const pixel = (x: number, y: number) => Array.from(data.slice((y * 200 + x) * 4, (y * 200 + x) * 4 + 4));
  return { stage, pixel };
}

const RED = [255, 0, 0, 255];
const printarea = (extra: Record<string, unknown> = {}) => ({
  id: 'pa',
  type: 'Printarea',
  title: 'Front',
  x: 100,
  y: 20,
  width: 60,
  height: 60,
  printArea: { id: 'front', name: 'Front', width: 600, height: 600 },
  previewArtwork: { id: 'a1', title: 'Cat', preview: 'u/cat.png', width: 600, height: 600 },
  ...extra,
});

describe('mockup stage', () => {
  it('stretches a print area’s preview artwork over its box', () => {
    const { pixel } = draw([printarea()], { 'u/cat.png': solid('#ff0000') });
    expect(pixel(130, 50)).toEqual(RED);
    expect(pixel(101, 78)).toEqual(RED);
    expect(pixel(90, 50)).not.toEqual(RED);
    expect(pixel(165, 50)).not.toEqual(RED);
  });

  it('clips the artwork to the clipping mask (relative to the box) when it is enabled', () => {
    const { pixel, stage } = draw([printarea({ clippingMaskEnable: true, clippingMask: { x: 10, y: 10, width: 20, height: 20 } })], { 'u/cat.png': solid('#ff0000') });
    expect(pixel(120, 40)).toEqual(RED);
    expect(pixel(105, 25)).not.toEqual(RED);
    expect(pixel(150, 70)).not.toEqual(RED);
    expect(stage.stage.findOne('.clipping-mask')).toBeDefined();
  });

  it('moves a group’s layers with it, leaves hidden layers out, and paints the background colour', () => {
    const { stage, pixel } = draw(
      [
        { id: 'g', type: 'Group', title: 'G', x: 50, y: 10, width: 100, height: 50, layers: [{ id: 'i', type: 'Image', title: 'I', parent: 'g', x: 10, y: 10, width: 20, height: 20, file: { id: 'f', key: 'u/blue.png' } }] },
        { id: 'h', type: 'Image', title: 'Hidden', x: 0, y: 0, width: 40, height: 40, visible: false, file: { id: 'f2', key: 'u/blue.png' } },
      ],
      { 'u/blue.png': solid('#0000ff') },
      '#00ff00',
    );
    expect(stage.stage.findOne('#i')!.getAbsolutePosition()).toEqual({ x: 60, y: 20 });
    expect(pixel(70, 30)).toEqual([0, 0, 255, 255]);
    expect(pixel(10, 10)).toEqual([0, 255, 0, 255]);
  });
});
