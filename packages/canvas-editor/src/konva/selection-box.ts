import Konva from 'konva';
import { nodesById } from './transformer';

/**
 * Above this many selected nodes the transformer holds one box instead of the nodes themselves.
 * Konva's Transformer subscribes to every node it holds and measures each of them on every
 * update: bound to a select-all of 240 layers that was ~60 ms per bind in the artwork editor's
 * bench (the undo of a 300-layer paste gives that selection back).
 */
export const LARGE_SELECTION = 30;

/** The transformer of a selection, whether it holds the nodes or one box standing for them. */
export interface SelectionBox {
  readonly transformer: Konva.Transformer;
  /** The selected nodes a transform applies to (after `bind`, what the transformer stands for). */
  nodes(): Konva.Node[];
  /**
   * Bind to the selected nodes under `root` that may be transformed and are visible (as
   * `bindTransformer`); more than `largeSelection` of them get one box, the union of their
   * boxes, measured once. Returns the nodes.
   */
  bind(root: Konva.Container, selection: readonly string[], canTransform?: (id: string) => boolean): Konva.Node[];
  /** The nodes moved (a drag): the box follows them. */
  update(): void;
  /** Whether the transformer holds the one box (a large selection) rather than the nodes. */
  readonly boxed: boolean;
  destroy(): void;
}

/** A box of no width (layers on one vertical line) would make the change's matrix singular. */
const MIN_PROXY = 1e-3;

interface Start {
  box: Konva.Transform;
  nodes: { node: Konva.Node; parent: Konva.Transform; local: Konva.Transform }[];
}

/** The node's own transform with its offset put back: what Konva's Transformer maps through a change. */
function localWithOffset(node: Konva.Node): Konva.Transform {
  return node.getTransform().copy().translate(node.offsetX(), node.offsetY());
}

/**
 * One transformer for a selection of any size. Up to `largeSelection` nodes it holds the nodes
 * (Konva's own behaviour, a box per rotation as Konva draws it); above, it holds an invisible rect
 * on the transformer's layer covering the union of the nodes' boxes (axis-aligned), and maps each
 * change of that rect onto every selected node the way Konva's Transformer maps its box onto its
 * nodes (parent⁻¹ · change · parent · local), so a resize, rotate or move through the handles
 * still changes them all, live and at `transformend`.
 */
export function createSelectionBox(transformer: Konva.Transformer, options: { largeSelection?: number } = {}): SelectionBox {
  const largeSelection = options.largeSelection ?? LARGE_SELECTION;
  const layer = transformer.getLayer();
  if (!layer) throw new Error('createSelectionBox: add the transformer to a layer first');
  const proxy = new Konva.Rect({ name: 'selection-box', listening: false, visible: true });
  layer.add(proxy);
  proxy.moveToBottom();
  let selected: Konva.Node[] = [];
  let boxed = false;
  let start: Start | null = null;

  const fitProxy = () => {
    // Absolute boxes (the nodes are on another layer), brought into the transformer's layer (the stage's scale and offset undone).
    const boxes = selected.map((node) => node.getClientRect());
    const toLayer = layer.getAbsoluteTransform().copy().invert();
    const topLeft = toLayer.point({ x: Math.min(...boxes.map((b) => b.x)), y: Math.min(...boxes.map((b) => b.y)) });
    const bottomRight = toLayer.point({ x: Math.max(...boxes.map((b) => b.x + b.width)), y: Math.max(...boxes.map((b) => b.y + b.height)) });
    proxy.setAttrs({
      x: topLeft.x,
      y: topLeft.y,
      width: Math.max(bottomRight.x - topLeft.x, MIN_PROXY),
      height: Math.max(bottomRight.y - topLeft.y, MIN_PROXY),
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      skewX: 0,
      skewY: 0,
      offsetX: 0,
      offsetY: 0,
    });
  };

  const onStart = () => {
    if (!boxed) return;
    start = {
      box: proxy.getAbsoluteTransform().copy(),
      nodes: selected.map((node) => ({ node, parent: node.getParent()!.getAbsoluteTransform().copy(), local: localWithOffset(node) })),
    };
  };
  const onChange = () => {
    if (!boxed || !start) return;
    // The box's change since the start, in absolute (stage) coordinates.
    const change = proxy.getAbsoluteTransform().copy().multiply(start.box.copy().invert());
    const layers = new Set<Konva.Layer>();
    for (const { node, parent, local } of start.nodes) {
      const next = parent.copy().invert().multiply(change).multiply(parent).multiply(local);
      node.setAttrs(next.decompose());
      const drawn = node.getLayer();
      if (drawn) layers.add(drawn);
    }
    layers.forEach((l) => l.batchDraw());
  };
  const onEnd = () => {
    onChange();
    start = null;
  };
  // Registered when the box is made, so before any `transformend` listener of the editor reading the nodes.
  transformer.on('transformstart.selectionbox', onStart);
  transformer.on('transform.selectionbox', onChange);
  transformer.on('transformend.selectionbox', onEnd);

  return {
    transformer,
    nodes: () => selected,
    get boxed() {
      return boxed;
    },
    bind(root, selection, canTransform = () => true) {
      selected = nodesById(root, selection.filter(canTransform)).filter((n) => n.isVisible());
      boxed = selected.length > largeSelection;
      if (boxed) {
        fitProxy();
        transformer.nodes([proxy]);
        transformer.forceUpdate();
      } else {
        transformer.nodes(selected);
      }
      transformer.visible(selected.length > 0);
      layer.batchDraw();
      return selected;
    },
    update() {
      if (boxed) fitProxy();
      transformer.forceUpdate();
      layer.batchDraw();
    },
    destroy() {
      transformer.off('.selectionbox');
      proxy.destroy();
    },
  };
}
