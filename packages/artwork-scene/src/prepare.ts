import { validateArtwork } from './model/validate';
import type { ClipartCategory } from './model/types';
import { resolvePersonalization } from './personalize/resolve';
import { defaultTemplateIndex } from './personalize/shared-layers';
import type { Personalization } from './personalize/values';
import { buildScene, type Scene, type SceneEnvironment } from './scene/build';
import { SceneBuildError } from './scene/errors';
import { fitToOutput, type OutputSize } from './scene/output';

export interface PrepareSceneInput {
  /** The stored artwork document, unvalidated. */
  artwork: unknown;
  /** Template index; defaults to the selected/default template; -1 draws the shared layers. */
  template?: number;
  personalization?: Personalization;
  clipartCategories?: readonly ClipartCategory[];
}

export interface PreparedScene extends Scene {
  output: OutputSize & { scale: number };
  /** Draw the scene into a new canvas of the output size (HTMLCanvasElement or its Node twin). */
  toCanvas(): HTMLCanvasElement;
}

/**
 * Validate, resolve, build and place the scene for an output size in one call: what the
 * browser preview and the print worker both do, so they cannot diverge. Every failure is
 * a SceneBuildError whose message has one readable line per problem, naming the layer.
 */
export async function prepareScene(
  input: PrepareSceneInput,
  env: SceneEnvironment,
  options: { output?: OutputSize; background?: string } = {},
): Promise<PreparedScene> {
  const checked = validateArtwork(input.artwork);
  if (!checked.ok) {
    throw new SceneBuildError(checked.errors.map((e) => ({ layerId: '-', layerTitle: 'artwork', message: `${e.path}: ${e.message}` })));
  }
  const artwork = checked.artwork;
  const output = options.output ?? { width: artwork.width, height: artwork.height };
  const fit = fitToOutput(artwork, output);
  let resolution;
  try {
    resolution = resolvePersonalization({
      artwork,
      template: input.template ?? defaultTemplateIndex(artwork),
      personalization: input.personalization,
      clipartCategories: input.clipartCategories,
    });
  } catch (error) {
    throw new SceneBuildError([{ layerId: '-', layerTitle: 'artwork', message: (error as Error).message ?? String(error) }]);
  }
  const scene = await buildScene(resolution, env, {
    width: artwork.width,
    height: artwork.height,
    pixelRatio: fit.scale,
    background: options.background,
  });
  // Scale the root instead of exporting at a fractional pixel ratio: the output canvas is
  // then exactly the asked size, with no rounding of width or height.
  scene.root.setAttrs({ x: fit.offsetX, y: fit.offsetY, scaleX: fit.scale, scaleY: fit.scale });
  return {
    ...scene,
    output: { ...output, scale: fit.scale },
    toCanvas: () =>
      scene.root.toCanvas({ x: 0, y: 0, width: output.width, height: output.height, pixelRatio: 1 }) as HTMLCanvasElement,
  };
}
