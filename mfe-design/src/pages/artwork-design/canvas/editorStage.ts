import Konva from 'konva';
import { createLiveScene, type LiveScene, type SceneEnvironment } from '@pod/artwork-scene';
import { createSelectionBox, createSelectionTransformer, type SelectionBox } from '@pod/canvas-editor/konva';

/**
 * CSS pixels of pasteboard around the artwork on the stage: the transformer's handles of a layer
 * at (or past) the artwork's edge, and its rotate handle 30 px above the box, stay on the canvas
 * where the pointer can take them (the stage clips everything drawn outside it).
 */
export const STAGE_MARGIN = 40;

/**
 * From this many top-level layers the live scene is drawn on two canvases (artwork-scene's
 * `splitFrom`): the bottom of the stack, and the layers from the lowest one changed since. A
 * paste on a large stack, its undo, or repeated edits of an upper layer redraw the upper canvas
 * only (the editor bench's undo of a 300-layer paste redrew all 300 layers). A small artwork
 * redraws quickly and keeps one canvas.
 */
export const SPLIT_STACK_FROM = 100;

export interface EditorStage {
  stage: Konva.Stage;
  /** Pasteboard pixels on each side of the artwork (the stage's own offset). */
  margin: number;
  scene: LiveScene;
  /** Where dragged nodes are lifted while the pointer moves. */
  dragLayer: Konva.Layer;
  transformer: Konva.Transformer;
  /** The transformer bound to the selection (one box standing for a large selection). */
  selectionBox: SelectionBox;
  /** Design units → CSS pixels, in place (the scene is not built again). */
  setScale(scale: number): void;
  /**
   * The pointer in design units (the stage's scale and pasteboard offset undone), or null when it
   * is not over the stage: what hit tests and drags compare with the layers' boxes.
   */
  pointer(): { x: number; y: number } | null;
  /** The artwork's area of the stage, in CSS pixels (without the pasteboard). */
  artworkRect(): { x: number; y: number; width: number; height: number };
  destroy(): void;
}

/**
 * The editor canvas's Konva set-up, on its own so the WYSIWYG check (e2e/wysiwyg) draws
 * exactly what a designer sees: one stage of the artwork's size × scale plus a pasteboard
 * margin on each side, four layers (the live scene, which never listens and is clipped to the
 * artwork, on two: the bottom of the stack and, on a large one, its changed top; the drag layer;
 * the overlay with the selection's transformer), the scene in design units scaled and offset by the stage.
 */
export function createEditorStage(container: HTMLDivElement, env: SceneEnvironment, size: { width: number; height: number }, scale: number, margin = STAGE_MARGIN): EditorStage {
  const stage = new Konva.Stage({ container, width: size.width * scale + 2 * margin, height: size.height * scale + 2 * margin, x: margin, y: margin });
  const sceneLayer = new Konva.Layer({ listening: false });
  const sceneTopLayer = new Konva.Layer({ listening: false });
  const dragLayer = new Konva.Layer({ listening: false });
  const overlay = new Konva.Layer();
  stage.add(sceneLayer, sceneTopLayer, dragLayer, overlay);
  const scene = createLiveScene(env, { width: size.width, height: size.height, background: '#ffffff' }, { splitFrom: SPLIT_STACK_FROM });
  sceneLayer.add(scene.root);
  sceneTopLayer.add(scene.top);
  const transformer = createSelectionTransformer(overlay);
  const selectionBox = createSelectionBox(transformer);
  let current = scale;
  const setScale = (next: number) => {
    current = next;
    stage.size({ width: size.width * next + 2 * margin, height: size.height * next + 2 * margin });
    stage.scale({ x: next, y: next });
    stage.batchDraw();
  };
  setScale(scale);
  return {
    stage,
    scene,
    dragLayer,
    transformer,
    selectionBox,
    margin,
    setScale,
    pointer: () => (stage.getPointerPosition() ? stage.getRelativePointerPosition() : null),
    artworkRect: () => ({ x: margin, y: margin, width: size.width * current, height: size.height * current }),
    destroy() {
      selectionBox.destroy();
      scene.destroy();
      stage.destroy();
    },
  };
}
