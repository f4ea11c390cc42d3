import { Alert } from 'antd';
import type Konva from 'konva';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { bindTransformer } from '@pod/canvas-editor/konva';
import { useEditorState } from '@pod/canvas-editor/react';
import type { LayerGeometry, MockupEditor, MockupEditorState } from '../actions';
import { currentLayers, currentMockup, findSlot } from '../actions/layer-tree';
import { createMockupStage, type MockupStage } from './mockupStage';
import { usePictures } from './usePictures';

const selectMockup = (s: MockupEditorState) => currentMockup(s.doc, s.view);
const selectSelection = (s: MockupEditorState) => s.selection;

/**
 * The mockup's canvas: the photo (scaled to 800 px wide when wider, times the zoom) with its layers
 * drawn over it. A click selects the top-level layer under the pointer (Ctrl/Cmd adds), a click on
 * the photo clears; unlocked layers are dragged (one `moveLayers` step on release) and resized or
 * rotated with the core's transformer (one `transformLayers` step, never below 1 px).
 */
export function MockupCanvas({ editor, scale }: { editor: MockupEditor; scale: number }) {
  const container = useRef<HTMLDivElement>(null);
  const mockup = useEditorState(editor.store, selectMockup);
  const selection = useEditorState(editor.store, selectSelection);
  const stageRef = useRef<MockupStage | null>(null);
  const [ready, setReady] = useState(0);
  // `version` changes when a picture arrives: the scene is drawn again with it.
  const { picture, version: picturesArrived, failed } = usePictures();
  const width = mockup?.width ?? 1;
  const height = mockup?.height ?? 1;

  // One stage per photo size; the zoom rescales it in place.
  useEffect(() => {
    if (!container.current) return;
    const made = createMockupStage(container.current, { width, height }, scale);
    stageRef.current = made;
    setReady((n) => n + 1);
    return () => {
      stageRef.current = null;
      made.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stage is rescaled in place when the zoom changes
  }, [width, height]);

  useEffect(() => {
    stageRef.current?.setScale(scale);
  }, [scale, ready]);

  const transformable = (id: string) => {
    const slot = findSlot(currentLayers(editor.getState().doc, editor.getState().view), id);
    return !!slot && !slot.layer.lock;
  };

  const bind = useEffectEvent(() => {
    const current = stageRef.current;
    if (!current) return;
    const state = editor.getState();
    const list = currentLayers(state.doc, state.view);
    // A group keeps its children's sizes: it is moved and rotated, never stretched.
    current.transformer.resizeEnabled(!state.selection.some((id) => findSlot(list, id)?.layer.type === 'Group'));
    bindTransformer(current.transformer, current.layers, state.selection, transformable);
  });

  // Document (and pictures as they arrive) → nodes.
  useEffect(() => {
    const current = stageRef.current;
    if (!current || !mockup) return;
    current.draw({ layers: mockup.layers, photo: picture(mockup.preview), background: mockup.settings.defaultBgColor, pictures: picture });
    const movable = (node: Konva.Node) => node.draggable(!findSlot(mockup.layers, node.id())?.layer.lock);
    current.layers.getChildren().forEach(movable);
    bind();
  }, [mockup, picturesArrived, ready, picture]);

  useEffect(() => bind(), [selection, ready]);

  const topLevelOf = (node: Konva.Node): Konva.Node | null => {
    const root = stageRef.current?.layers;
    for (let n: Konva.Node | null = node; n; n = n.getParent()) if (n.getParent() === root) return n;
    return null;
  };

  const onPointerDown = useEffectEvent((event: Konva.KonvaEventObject<PointerEvent>) => {
    const current = stageRef.current;
    if (!current || current.transformer.isAncestorOf(event.target)) return;
    const hit = topLevelOf(event.target);
    const additive = event.evt.ctrlKey || event.evt.metaKey;
    if (!hit) {
      if (!additive) editor.dispatch('clearSelection', undefined, 'canvas');
      return;
    }
    if (additive || !editor.getState().selection.includes(hit.id())) editor.dispatch('selectLayer', { id: hit.id(), additive }, 'canvas');
  });

  // The node the pointer drags and where it started: the transformer drags the other selected nodes along.
  const drag = useRef<{ id: string; x: number; y: number } | null>(null);
  const onDragStart = useEffectEvent((event: Konva.KonvaEventObject<DragEvent>) => {
    drag.current ??= { id: event.target.id(), x: event.target.x(), y: event.target.y() };
  });
  const onDragEnd = useEffectEvent((event: Konva.KonvaEventObject<DragEvent>) => {
    const started = drag.current;
    if (!started || event.target.id() !== started.id) return;
    drag.current = null;
    const dx = Math.round((event.target.x() - started.x) * 100) / 100;
    const dy = Math.round((event.target.y() - started.y) * 100) / 100;
    const ids = editor.getState().selection.includes(started.id) ? editor.getState().selection : [started.id];
    editor.dispatch('moveLayers', { ids, dx, dy }, 'canvas');
  });

  const onTransformEnd = useEffectEvent(() => {
    const current = stageRef.current;
    const state = editor.getState();
    const list = currentLayers(state.doc, state.view);
    if (!current) return;
    // Konva resizes by scaling; the scale lands in the layer's width and height (what the renderer reads).
    const geometry: LayerGeometry[] = current.transformer.nodes().flatMap((node) => {
      const layer = findSlot(list, node.id())?.layer;
      if (!layer) return [];
      const sized = layer.type === 'Group' ? {} : { width: layer.width * Math.abs(node.scaleX()), height: layer.height * Math.abs(node.scaleY()) };
      return [{ id: layer.id, x: node.x(), y: node.y(), rotation: node.rotation(), ...sized }];
    });
    if (geometry.length) editor.dispatch('transformLayers', geometry, 'canvas');
  });

  useEffect(() => {
    const current = stageRef.current;
    if (!current) return;
    current.stage.on('pointerdown', (e) => onPointerDown(e as Konva.KonvaEventObject<PointerEvent>));
    current.layers.on('dragstart', (e) => onDragStart(e as Konva.KonvaEventObject<DragEvent>));
    current.layers.on('dragend', (e) => onDragEnd(e as Konva.KonvaEventObject<DragEvent>));
    current.transformer.on('transformend', () => onTransformEnd());
    return () => {
      current.stage.off('pointerdown');
      current.layers.off('dragstart dragend');
      current.transformer.off('transformend');
    };
  }, [ready]);

  return (
    <div style={{ overflow: 'auto', maxWidth: '100%', maxHeight: '100%', background: '#f0f0f0', padding: 16 }} data-testid="mockup-canvas-frame">
      {failed.length > 0 && <Alert type="warning" showIcon message={failed[0]} style={{ marginBottom: 8 }} />}
      <div ref={container} data-testid="mockup-canvas" style={{ width: width * scale, height: height * scale, margin: '0 auto', boxShadow: '0 0 0 1px rgba(0,0,0,0.1)', background: '#fff' }} />
    </div>
  );
}
