import { Alert } from 'antd';
import Konva from 'konva';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { paintOrder, previewPersonalization, resolvePersonalization, walkLayers, type ClipartCategory, type Font, type Personalization } from '@pod/artwork-scene';
import { browserFontResolver, browserImageLoader } from '@pod/artwork-scene/browser';
import { LARGE_SELECTION, liftToDragLayer } from '@pod/canvas-editor/konva';
import { useEditorState } from '@pod/canvas-editor/react';
import type { ArtworkEditor, LayerGeometry } from '../actions';
import { findSlot, safeList } from '../actions/layer-tree';
import { sceneFileUrl } from '../sceneFileUrl';
import { bakeTransform } from './bakeTransform';
import { createEditorStage, STAGE_MARGIN, type EditorStage } from './editorStage';
import { layerAt } from './hitTest';

export interface EditorCanvasProps {
  editor: ArtworkEditor;
  fonts: readonly Font[];
  clipartCategories: readonly ClipartCategory[];
  /** Values the personalised fields are drawn with: the shopper preview's; the design's (previewPersonalization) when left out. */
  personalization?: Personalization;
  /** Design units → CSS pixels. */
  scale: number;
  background: string;
  grid: boolean;
}

type Selector<T> = (s: ReturnType<ArtworkEditor['getState']>) => T;
const selectDoc: Selector<ReturnType<ArtworkEditor['getState']>['doc']> = (s) => s.doc;
const selectTemplate: Selector<number> = (s) => s.view.template;
const selectSelection: Selector<readonly string[]> = (s) => s.selection;

/**
 * The editor's canvas: a thin view over @pod/artwork-scene's live scene (one node per layer,
 * updated by layer id), with Konva used as its docs advise for big scenes — few layers
 * (the scene, split in two on a large stack; drag; overlay), nothing in the scene listens (clicks are resolved on boxes), the
 * dragged nodes move to the drag layer, and one transformer is bound to the selection only.
 * A drag moves the nodes directly and is committed once, on release, as one undo step.
 */
export function EditorCanvas({ editor, fonts, clipartCategories, personalization: shopper, scale, background, grid }: EditorCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const doc = useEditorState(editor.store, selectDoc);
  const personalization = useMemo(() => shopper ?? previewPersonalization(doc, clipartCategories), [shopper, doc, clipartCategories]);
  const template = useEditorState(editor.store, selectTemplate);
  const selection = useEditorState(editor.store, selectSelection);
  const [problem, setProblem] = useState<string | null>(null);
  const stageRef = useRef<EditorStage | null>(null);
  const [ready, setReady] = useState(0);
  const { width, height } = doc;
  // The resolver reads the latest list: a font picked or uploaded since (or a refetched list)
  // must not make a new stage, which would build every layer and load every picture again.
  const fontsRef = useRef(fonts);
  fontsRef.current = fonts;

  // Stage and live scene: made again only when the artwork's size changes.
  useEffect(() => {
    if (!container.current) return;
    const made = createEditorStage(container.current, { fonts: browserFontResolver(() => fontsRef.current), loadImage: browserImageLoader(), fileUrl: sceneFileUrl }, { width, height }, scale);
    stageRef.current = made;
    setReady((n) => n + 1);
    return () => {
      stageRef.current = null;
      made.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stage is resized in place when the scale changes
  }, [width, height]);

  useEffect(() => {
    stageRef.current?.setScale(scale);
  }, [scale, ready]);

  /** The scene update last started and the last one bound: while they differ, the scene's nodes are about to change. */
  const sceneUpdate = useRef({ started: 0, done: 0 });

  // Document → scene, by layer id.
  useEffect(() => {
    const current = stageRef.current;
    if (!current) return;
    let resolution;
    try {
      resolution = resolvePersonalization({ artwork: doc, template, personalization, clipartCategories });
    } catch (error) {
      setProblem((error as Error).message);
      return;
    }
    const update = ++sceneUpdate.current.started;
    const latest = () => stageRef.current === current && update === sceneUpdate.current.started;
    // The latest update binds the selection of the moment it is done (an earlier one's nodes may be gone by then).
    const done = () => {
      if (!latest()) return false;
      sceneUpdate.current.done = update;
      // A large selection's box measures every node (240 after an undo of a paste): after the frame
      // that draws the change, so the scene shows first; a few nodes are bound at once.
      if (editor.getState().selection.length > LARGE_SELECTION) requestAnimationFrame(() => setTimeout(() => latest() && bindSelection(current)));
      else bindSelection(current);
      return true;
    };
    current.scene.update(resolution).then(
      () => done() && setProblem(null),
      (error: Error) => done() && setProblem(error.message),
    );
    // fonts: a layer the last list could not draw is tried again (the others keep their nodes).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bindSelection reads the latest state through the editor
  }, [doc, template, personalization, clipartCategories, ready, editor, fonts]);

  /** Which layers a transform or drag may take: one walk of the template's layers, not a search per selected layer. */
  const transformable = (): ((id: string) => boolean) => {
    if (editor.isLocked()) return () => false;
    const state = editor.getState();
    const unlocked = new Set<string>();
    for (const { layer } of walkLayers(safeList(state.doc, state.view.template))) if (!layer.lock) unlocked.add(layer.id);
    return (id) => unlocked.has(id);
  };

  /** The transformer on the current selection's transformable nodes (a select-all of 240 layers measures each once). */
  const bindSelection = (current: EditorStage) => current.selectionBox.bind(current.scene.root, editor.getState().selection, transformable());

  // A change of the selection alone binds at once. One that comes with a change of the document (an
  // undo gives both back; the effect above has just started the scene's update) is bound once, when
  // that update is done, to the nodes it leaves — not here to nodes it is about to replace, and again then.
  useEffect(() => {
    const current = stageRef.current;
    if (!current || sceneUpdate.current.started !== sceneUpdate.current.done) return;
    bindSelection(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bindSelection reads the latest state through the editor
  }, [selection, ready]);

  const onTransformEnd = useEffectEvent(() => {
    const current = stageRef.current;
    if (!current) return;
    const state = editor.getState();
    const list = safeList(state.doc, state.view.template);
    const anchor = current.transformer.getActiveAnchor();
    const geometry: LayerGeometry[] = current.selectionBox.nodes().flatMap((node) => {
      const layer = findSlot(list, node.id())?.layer;
      // A resize lands in the fields the panel shows (width, height, font size), not in a hidden scale.
      return layer ? [bakeTransform(layer, { x: node.x(), y: node.y(), rotation: node.rotation(), scaleX: node.scaleX(), scaleY: node.scaleY(), width: node.width(), height: node.height() }, anchor)] : [];
    });
    if (geometry.length) editor.dispatch('transformLayers', geometry, 'canvas');
  });

  const onPointerDown = useEffectEvent((event: Konva.KonvaEventObject<PointerEvent>) => {
    const current = stageRef.current;
    // The transformer's anchors handle their own drags.
    if (!current || current.transformer.isAncestorOf(event.target)) return;
    // In design units, as the layers' boxes are (the stage is scaled and offset by the pasteboard).
    const point = current.pointer();
    if (!point) return;
    const state = editor.getState();
    const layers = paintOrder(safeList(state.doc, state.view.template));
    const hit = layerAt(layers, current.scene.nodeOf, point, current.stage);
    const additive = event.evt.ctrlKey || event.evt.metaKey;
    if (!hit) {
      if (!additive) editor.dispatch('clearSelection', undefined, 'canvas');
      return;
    }
    if (!state.selection.includes(hit) || additive) editor.dispatch('selectLayer', { id: hit, additive }, 'canvas');
    if (additive || editor.isLocked()) return;
    startDrag(current, point);
  });

  function startDrag(current: EditorStage, start: { x: number; y: number }) {
    const ids = editor.getState().selection.filter(transformable());
    const nodes = ids.map((id) => current.scene.nodeOf(id)).filter((n): n is NonNullable<typeof n> => !!n);
    const origins = nodes.map((n) => ({ x: n.x(), y: n.y() }));
    let restore: (() => void)[] | null = null;
    let delta = { dx: 0, dy: 0 };
    const move = () => {
      const point = current.pointer();
      if (!point) return;
      delta = { dx: point.x - start.x, dy: point.y - start.y };
      // 2 screen pixels before a press becomes a drag.
      if (!restore && Math.hypot(delta.dx, delta.dy) * scale < 2) return;
      // Lift once the pointer really moves: a click must not touch the scene.
      restore ??= nodes.map((node) => liftToDragLayer(node, current.dragLayer));
      nodes.forEach((node, i) => node.position({ x: origins[i].x + delta.dx, y: origins[i].y + delta.dy }));
      current.selectionBox.update();
      current.dragLayer.batchDraw();
    };
    const end = () => {
      current.stage.off('pointermove.drag');
      window.removeEventListener('pointerup', end);
      if (!restore) return;
      restore.forEach((put) => put());
      const round = (v: number) => Math.round(v * 100) / 100;
      editor.dispatch('moveLayers', { ids, dx: round(delta.dx), dy: round(delta.dy) }, 'canvas');
    };
    current.stage.on('pointermove.drag', move);
    window.addEventListener('pointerup', end);
  }

  useEffect(() => {
    const current = stageRef.current;
    if (!current) return;
    current.stage.on('pointerdown', (e) => onPointerDown(e as Konva.KonvaEventObject<PointerEvent>));
    current.transformer.on('transformend.editor', () => onTransformEnd());
    return () => {
      current.stage.off('pointerdown');
      current.transformer.off('transformend.editor');
    };
  }, [ready]);

  const gridStyle = grid
    ? { backgroundImage: 'linear-gradient(rgba(0,0,0,.08) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.08) 1px, transparent 1px)', backgroundSize: '20px 20px' }
    : {};
  return (
    <div style={{ background, overflow: 'auto', maxWidth: '100%', ...gridStyle }} data-testid="editor-canvas-frame">
      {problem && <Alert type="error" showIcon message="The artwork could not be drawn" description={problem} style={{ margin: 12 }} />}
      {/* The stage holds the artwork and a pasteboard of STAGE_MARGIN around it; the outline marks the artwork. */}
      <div style={{ position: 'relative', width: width * scale + 2 * STAGE_MARGIN, height: height * scale + 2 * STAGE_MARGIN, margin: '0 auto' }}>
        <div style={{ position: 'absolute', left: STAGE_MARGIN, top: STAGE_MARGIN, width: width * scale, height: height * scale, boxShadow: '0 0 0 1px rgba(0,0,0,0.1)', pointerEvents: 'none' }} />
        <div ref={container} data-testid="artwork-canvas" style={{ position: 'relative' }} />
      </div>
    </div>
  );
}
