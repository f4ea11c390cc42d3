import { validateArtwork } from './model/validate';
import type { ClipartCategory } from './model/types';
import { resolvePersonalization } from './personalize/resolve';
import { defaultTemplateIndex } from './personalize/shared-layers';
import type { Personalization } from './personalize/values';
import { buildScene, type Scene, type SceneEnvironment, type SceneOptions } from './scene/build';
import { SceneBuildError } from './scene/errors';

export interface PrepareSceneInput {
  /** The stored artwork document, unvalidated. */
  artwork: unknown;
  /** Template index; defaults to the selected/default template; -1 draws the shared layers. */
  template?: number;
  personalization?: Personalization;
  clipartCategories?: readonly ClipartCategory[];
}

/**
 * Validate, resolve and build in one call: what the browser preview and the print worker
 * both do, so they cannot diverge. Every failure is a SceneBuildError with readable lines.
 */
export async function prepareScene(
  input: PrepareSceneInput,
  env: SceneEnvironment,
  options: Omit<SceneOptions, 'width' | 'height'> & { width?: number; height?: number } = {},
): Promise<Scene> {
  const checked = validateArtwork(input.artwork);
  if (!checked.ok) {
    throw new SceneBuildError(
      checked.errors.map((e) => ({ layerId: '-', layerTitle: 'artwork', message: `${e.path}: ${e.message}` })),
    );
  }
  const artwork = checked.artwork;
  let resolution;
  try {
    resolution = resolvePersonalization({
      artwork,
      template: input.template ?? defaultTemplateIndex(artwork),
      personalization: input.personalization,
      clipartCategories: input.clipartCategories,
    });
  } catch (error) {
    throw new SceneBuildError([{ layerId: '-', layerTitle: 'artwork', message: String((error as Error).message ?? error) }]);
  }
  return buildScene(resolution, env, { ...options, width: options.width ?? artwork.width, height: options.height ?? artwork.height });
}
