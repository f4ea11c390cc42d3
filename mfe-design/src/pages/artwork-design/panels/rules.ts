import {
  conditionTargets as conditionTargetsInScope,
  dependencyTargets,
  walkLayers,
  type Artwork,
  type Layer,
} from '@pod/artwork-scene';

// TODO(contract B): editor-server adds these to @pod/artwork-scene (src/model/rules.ts) with the
// same names and signatures; on merge, import them from the package and delete this file. Until
// then they delegate to the package's existing §5 rules (editing.ts / validate.ts) and add no
// rule of their own.

/**
 * The layers a rule on `layerId` can see, as the server validates them: a template layer sees
 * its template and the shared layers; a shared layer sees the shared layers.
 */
function scopeOf(artwork: Artwork, layerId: string): { layer: Layer; layers: Layer[] } | undefined {
  for (const template of artwork.templates) {
    for (const { layer } of walkLayers(template.layers)) {
      if (layer.id === layerId) return { layer, layers: [...template.layers, ...artwork.sharedLayers] };
    }
  }
  for (const { layer } of walkLayers(artwork.sharedLayers)) if (layer.id === layerId) return { layer, layers: artwork.sharedLayers };
  return undefined;
}

/** Spec 002 §5: Option and personalised layers, never the layer itself, a group, its own child or an 'images' layer. */
export function conditionTargets(artwork: Artwork, layerId: string): Layer[] {
  const scope = scopeOf(artwork, layerId);
  return scope ? conditionTargetsInScope(scope.layers, scope.layer) : [];
}

/** Spec 002 §5: personalised, not a group, not the layer itself or its child, and of the same type. */
export function dependOnTargets(artwork: Artwork, layerId: string): Layer[] {
  const scope = scopeOf(artwork, layerId);
  return scope ? dependencyTargets(scope.layers, scope.layer) : [];
}

/** Spec 002 §5: 'Exclude from mockup' is disabled for Option, Group and personalised layers. */
export function canExcludeFromMockup(layer: Layer): boolean {
  return layer.type !== 'Option' && layer.type !== 'Group' && layer.personalized?.enable !== true;
}

/** Number bounds of spec 002 §2.8 and §5 that the panels enforce (and the server again). */
export const LAYER_BOUNDS = {
  ordering: { min: 0, max: 99 },
  strokeWidth: { min: 0, max: 10 },
  lineHeight: { min: 0.1, max: 10 },
  blur: { min: 0, max: 40 },
  brighten: { min: -1, max: 1 },
  contrast: { min: -100, max: 100 },
  pixelate: { min: 1, max: 20 },
} as const;
