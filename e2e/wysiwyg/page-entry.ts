import { prepareScene } from '@pod/artwork-scene';
import { browserEnvironment } from '@pod/artwork-scene/browser';
import type { ReferenceCase } from '@pod/artwork-scene/test-fixtures';

/**
 * The browser half of the WYSIWYG check: the same package, the same reference case, drawn
 * by Chromium's canvas; returns a PNG data URL of the output size.
 */
declare global {
  interface Window {
    renderReference(c: ReferenceCase, output: { width: number; height: number }): Promise<string>;
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
