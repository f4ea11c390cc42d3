import Konva from 'konva';
import { createLiveScene, type LiveScene, type SceneEnvironment } from '@pod/artwork-scene';
import { createSelectionTransformer } from '@pod/canvas-editor/konva';

export interface EditorStage {
  stage: Konva.Stage;
  scene: LiveScene;
  /** Where dragged nodes are lifted while the pointer moves. */
  dragLayer: Konva.Layer;
  transformer: Konva.Transformer;
  /** Design units → CSS pixels, in place (the scene is not built again). */
  setScale(scale: number): void;
  destroy(): void;
}

/**
 * The editor canvas's Konva set-up, on its own so the WYSIWYG check (e2e/wysiwyg) draws
 * exactly what a designer sees: one stage of the artwork's size × scale, three layers (the
 * live scene, which never listens; the drag layer; the overlay with the selection's
 * transformer), the scene in design units scaled by the stage.
 */
export function createEditorStage(container: HTMLDivElement, env: SceneEnvironment, size: { width: number; height: number }, scale: number): EditorStage {
  const stage = new Konva.Stage({ container, width: size.width * scale, height: size.height * scale });
  const sceneLayer = new Konva.Layer({ listening: false });
  const dragLayer = new Konva.Layer({ listening: false });
  const overlay = new Konva.Layer();
  stage.add(sceneLayer, dragLayer, overlay);
  const scene = createLiveScene(env, { width: size.width, height: size.height, background: '#ffffff' });
  sceneLayer.add(scene.root);
  const transformer = createSelectionTransformer(overlay);
  const setScale = (next: number) => {
    stage.size({ width: size.width * next, height: size.height * next });
    stage.scale({ x: next, y: next });
    stage.batchDraw();
  };
  setScale(scale);
  return {
    stage,
    scene,
    dragLayer,
    transformer,
    setScale,
    destroy() {
      scene.destroy();
      stage.destroy();
    },
  };
}
