import { defaultTemplateIndex, prepareScene, resolvePersonalization, validateArtwork } from '@pod/artwork-scene';
import { browserEnvironment } from '@pod/artwork-scene/browser';
import type { ReferenceCase } from '@pod/artwork-scene/test-fixtures';
import { createEditorStage } from '../../mfe-design/src/pages/artwork-design/canvas/editorStage';

/**
 * The browser half of the WYSIWYG check: the same package, the same reference case, drawn
 * by Chromium's canvas; returns a PNG data URL of the output size.
 */
declare global {
  interface Window {
    renderReference(c: ReferenceCase, output: { width: number; height: number }): Promise<string>;
    renderEditorCanvas(c: ReferenceCase, output: { width: number; height: number }): Promise<string>;
  }
}

window.renderReference = async (c, output) => {
  const scene = await prepareScene(
    { artwork: c.artwork, personalization: c.personalization, clipartCategories: c.clipartCategories },
    browserEnvironment(c.fonts),
    { output, background: '#ffffff' },
  );
  try {
    return scene.toCanvas().toDataURL('image/png');
  } finally {
    scene.destroy();
  }
};

/**
 * The artwork editor's canvas (mfe-design's createEditorStage: the live scene updated by layer
 * id, in design units scaled by the stage) at the output width, as a designer sees it at that zoom.
 */
window.renderEditorCanvas = async (c, output) => {
  const checked = validateArtwork(c.artwork);
  if (!checked.ok) throw new Error(checked.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
  const artwork = checked.artwork;
  const container = document.createElement('div');
  document.body.append(container);
  const editor = createEditorStage(container, browserEnvironment(c.fonts), artwork, output.width / artwork.width);
  try {
    const resolution = resolvePersonalization({ artwork, template: defaultTemplateIndex(artwork), personalization: c.personalization, clipartCategories: c.clipartCategories });
    await editor.scene.update(resolution);
    // The artwork's area of the stage: the pasteboard around it is the editor's, not the artwork's.
    return editor.stage.toDataURL({ ...editor.artworkRect(), pixelRatio: 1 });
  } finally {
    editor.destroy();
    container.remove();
  }
};
