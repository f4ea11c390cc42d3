import type { Layer } from '@pod/artwork-scene';
import type { LayerGeometry } from '../actions';

/** A node's geometry as the transformer leaves it (its scale is the layer's own times the resize). */
export interface NodeGeometry {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  /** The node's own (unscaled) box. */
  width: number;
  height: number;
}

/** The transformer's side anchors: a text box dragged by one changes its width (the text wraps again), not its size. */
const SIDE_ANCHORS = new Set(['middle-left', 'middle-right']);

/**
 * What a transformer resize writes to the layer. Konva resizes by scaling the node; left there,
 * the panel's Width, Height and Font size would keep their old values while the canvas shows
 * another size. So the resize lands in the fields a designer reads: an Image's width and height;
 * a Text's or Label's width and font size (a side anchor: the width only); the layer's own scale
 * stays what it was. Groups (and anything else) keep the scale, which scales their children.
 */
export function bakeTransform(layer: Layer, node: NodeGeometry, anchor: string | null): LayerGeometry {
  const place = { id: layer.id, x: node.x, y: node.y, rotation: node.rotation };
  const ownX = layer.scaleX ?? 1;
  const ownY = layer.scaleY ?? 1;
  // The resize's own factors (the layer's scale from before is kept).
  const fx = ownX ? node.scaleX / ownX : 1;
  const fy = ownY ? node.scaleY / ownY : 1;
  const width = (layer.width ?? node.width) * Math.abs(fx);
  const height = (layer.height ?? node.height) * Math.abs(fy);
  switch (layer.type) {
    case 'Image':
      return { ...place, width, height };
    case 'Text':
    case 'Label': {
      if (anchor && SIDE_ANCHORS.has(anchor)) return { ...place, width };
      return {
        ...place,
        ...(layer.width !== undefined || layer.type === 'Text' ? { width } : {}),
        ...(layer.height !== undefined ? { height } : {}),
        fontSize: layer.fontSize * Math.abs(fy),
      };
    }
    default:
      return { ...place, scaleX: node.scaleX, scaleY: node.scaleY };
  }
}
