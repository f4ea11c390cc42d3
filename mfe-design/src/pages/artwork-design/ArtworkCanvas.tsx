import { Alert, Spin } from 'antd';
import Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { prepareScene, type ClipartCategory, type Font, type Personalization } from '@pod/artwork-scene';
import { browserFontResolver, browserImageLoader } from '@pod/artwork-scene/browser';
import { canvasViewSize } from './canvasViewSize';
import { sceneFileUrl } from './sceneFileUrl';
import { useElementWidth } from './useElementWidth';

export interface ArtworkCanvasProps {
  /** The stored artwork document (validated again by prepareScene). */
  artwork: unknown;
  width: number;
  height: number;
  template: number;
  /** Uploaded fonts the document's `{fontId}-{variant}` selections refer to. */
  fonts: readonly Font[];
  /** Values of the personalised fields (the design's own, as its preview shows them). */
  personalization?: Personalization;
  /** The clipart categories clipart fields pick from (`Artwork.clipartCategories`). */
  clipartCategories?: readonly ClipartCategory[];
  /** The layer to outline. */
  selectedId?: string;
  /** Largest side of the drawn canvas in CSS pixels. */
  maxSize?: number;
}



/**
 * The artwork drawn by @pod/artwork-scene's scene builder, the same code the print renderer runs
 * (spec 002 §2.8's canvas, without editing yet). A document the builder refuses shows its
 * problems, layer by layer, instead of a partial picture.
 */
export function ArtworkCanvas({ artwork, width, height, template, fonts, personalization, clipartCategories, selectedId, maxSize = 720 }: ArtworkCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage | null>(null);
  const [state, setState] = useState<{ kind: 'drawing' } | { kind: 'ready' } | { kind: 'failed'; message: string }>({ kind: 'drawing' });
  // The card's inner width: the canvas never grows past it (it overflowed onto the Properties panel).
  const [frame, available] = useElementWidth<HTMLDivElement>();
  const view = canvasViewSize(width, height, { maxSize, availableWidth: available });
  const { width: viewWidth, height: viewHeight } = view;
  const measured = available !== null;

  useEffect(() => {
    // Drawn once the width is known, and again only when the fitted size changes.
    if (!measured) return;
    const output = { width: viewWidth, height: viewHeight };
    let cancelled = false;
    let stage: Konva.Stage | null = null;
    setState({ kind: 'drawing' });
    const env = { fonts: browserFontResolver(fonts), loadImage: browserImageLoader(), fileUrl: sceneFileUrl };
    prepareScene({ artwork, template, personalization, clipartCategories }, env, { output, background: '#ffffff' }).then(
      (scene) => {
        if (cancelled || !container.current) return scene.destroy();
        stage = new Konva.Stage({ container: container.current, ...output });
        const layer = new Konva.Layer({ listening: false });
        layer.add(scene.root);
        stage.add(layer, new Konva.Layer({ name: 'selection', listening: false }));
        stageRef.current = stage;
        setState({ kind: 'ready' });
      },
      (error: Error) => !cancelled && setState({ kind: 'failed', message: error.message }),
    );
    return () => {
      cancelled = true;
      stageRef.current = null;
      stage?.destroy();
    };
  }, [artwork, template, fonts, personalization, clipartCategories, measured, viewWidth, viewHeight]);

  // Outline the selected layer on its own Konva layer, so selecting never rebuilds the scene.
  useEffect(() => {
    const stage = stageRef.current;
    if (state.kind !== 'ready' || !stage) return;
    const overlay = stage.findOne<Konva.Layer>('.selection');
    overlay?.destroyChildren();
    const node = selectedId ? stage.findOne(`#${CSS.escape(selectedId)}`) : undefined;
    if (overlay && node) {
      const box = node.getClientRect({ skipShadow: true });
      overlay.add(new Konva.Rect({ ...box, stroke: '#1677ff', strokeWidth: 2, dash: [6, 4] }));
    }
    overlay?.batchDraw();
  }, [selectedId, state.kind]);

  return (
    <div ref={frame} style={{ width: '100%', minWidth: 0 }}>
      {state.kind === 'failed' && <Alert type="error" showIcon message="The artwork could not be drawn" description={state.message} style={{ marginBottom: 12 }} />}
      <Spin spinning={state.kind === 'drawing'}>
        <div
          ref={container}
          data-testid="artwork-canvas"
          style={{ width: view.width, height: view.height, background: 'hsl(0,0%,90%)', boxShadow: '0 0 0 1px rgba(0,0,0,0.1)' }}
        />
      </Spin>
    </div>
  );
}
