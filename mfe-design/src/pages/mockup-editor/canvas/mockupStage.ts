import Konva from 'konva';
import type { MockupLayer, MockupPrintareaLayer } from '@pod/artwork-scene';
import { createSelectionTransformer } from '@pod/canvas-editor/konva';

/** Where pictures come from: a storage key → the image, or undefined while it loads (the stage is drawn again when it has). */
export type PictureSource = (key: string) => HTMLImageElement | undefined;

export interface MockupStage {
  stage: Konva.Stage;
  /** The top-level layer nodes (the photo is under them, on the same Konva layer). */
  layers: Konva.Group;
  photo: Konva.Image;
  transformer: Konva.Transformer;
  setScale(scale: number): void;
  /** Build the nodes of the mockup's layers again (a mockup holds at most 200: cheaper than diffing). */
  draw(input: { layers: readonly MockupLayer[]; photo: HTMLImageElement | undefined; background: string | null; pictures: PictureSource }): void;
  destroy(): void;
}

const PRINTAREA_COLOUR = '#1677ff';
const MASK_COLOUR = '#eb2f96';

/**
 * The mockup canvas's Konva set-up: one stage of the photo's size × scale; the scene layer holds a
 * background rectangle (defaultBgColor shows through the photo's transparent parts), the photo and
 * the layer nodes in mockup pixels (Konva's conventions, as the renderer draws them: a group moves
 * and rotates its children, a print area's artwork is stretched to its box and clipped to its
 * mask); the overlay holds the selection's transformer.
 */
export function createMockupStage(container: HTMLDivElement, size: { width: number; height: number }, scale: number): MockupStage {
  const stage = new Konva.Stage({ container, width: size.width * scale, height: size.height * scale });
  const scene = new Konva.Layer();
  const overlay = new Konva.Layer();
  stage.add(scene, overlay);
  const background = new Konva.Rect({ width: size.width, height: size.height, listening: false });
  const photo = new Konva.Image({ image: undefined, width: size.width, height: size.height, name: 'photo' });
  const layers = new Konva.Group();
  scene.add(background, photo, layers);
  const transformer = createSelectionTransformer(overlay, { keepRatio: false });

  const setScale = (next: number) => {
    stage.size({ width: size.width * next, height: size.height * next });
    stage.scale({ x: next, y: next });
    stage.batchDraw();
  };
  setScale(scale);

  return {
    stage,
    layers,
    photo,
    transformer,
    setScale,
    draw({ layers: list, photo: image, background: colour, pictures }) {
      background.fill(colour ?? '');
      background.visible(!!colour);
      photo.image(image);
      layers.destroyChildren();
      for (const layer of list) layers.add(layerNode(layer, pictures));
      scene.batchDraw();
    },
    destroy() {
      stage.destroy();
    },
  };
}

function layerNode(layer: MockupLayer, pictures: PictureSource): Konva.Group | Konva.Shape {
  const place = { id: layer.id, name: `layer ${layer.type}`, x: layer.x, y: layer.y, rotation: layer.rotation, visible: layer.visible };
  switch (layer.type) {
    case 'Image': {
      const picture = pictures(layer.file.key);
      // While the picture loads a light box stands in for it, so the layer can be seen and taken.
      return picture
        ? new Konva.Image({ ...place, image: picture, width: layer.width, height: layer.height })
        : new Konva.Rect({ ...place, width: layer.width, height: layer.height, fill: 'rgba(0,0,0,0.06)' });
    }
    case 'Text':
      return new Konva.Text({ ...place, width: layer.width, height: layer.height, text: layer.text, fontFamily: layer.fontFamily, fontSize: layer.fontSize, fill: layer.fill, align: layer.align });
    case 'Group': {
      const group = new Konva.Group({ ...place, width: layer.width, height: layer.height });
      for (const child of layer.layers) group.add(layerNode(child, pictures));
      return group;
    }
    case 'Printarea':
      return printareaNode(layer, place, pictures);
  }
}

/**
 * A print area: its box (outlined, lightly filled so it can be taken anywhere), its name, the
 * preview artwork stretched to the box and clipped to the mask when the mask is on, and the mask's
 * outline. Only the box answers the pointer: the transformer then fits the box, not the label.
 */
function printareaNode(layer: MockupPrintareaLayer, place: Konva.GroupConfig, pictures: PictureSource): Konva.Group {
  const group = new Konva.Group({ ...place, width: layer.width, height: layer.height });
  const box = { width: layer.width, height: layer.height };
  group.add(new Konva.Rect({ ...box, fill: 'rgba(22,119,255,0.08)', stroke: PRINTAREA_COLOUR, strokeWidth: 1, strokeScaleEnabled: false, dash: [6, 4], name: 'printarea-box' }));
  const artwork = layer.previewArtwork?.preview ? pictures(layer.previewArtwork.preview) : undefined;
  const mask = layer.clippingMaskEnable && layer.clippingMask ? layer.clippingMask : null;
  if (artwork) {
    const holder = new Konva.Group({ listening: false, ...(mask ? { clip: mask } : {}) });
    holder.add(new Konva.Image({ image: artwork, ...box }));
    group.add(holder);
  }
  if (mask) group.add(new Konva.Rect({ ...mask, stroke: MASK_COLOUR, strokeWidth: 1, strokeScaleEnabled: false, dash: [4, 4], listening: false, name: 'clipping-mask' }));
  group.add(new Konva.Text({ text: layer.printArea.name || layer.title, x: 4, y: 4, fontSize: Math.max(10, Math.min(28, layer.height / 12)), fill: PRINTAREA_COLOUR, listening: false }));
  return group;
}
