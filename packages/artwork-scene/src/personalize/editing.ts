import { indexLayers, isPersonalized } from '../model/tree';
import type { GroupLayer, Layer } from '../model/types';
import { withText } from './values';

/**
 * Editor rules for hidden and dependent layers (spec 002 §4). Pure functions over the
 * layer list so the editor's actions and the tests share one implementation.
 */

/** Turning hidden on clears the dependency and the personalisation; off clears the dependency. */
export function setHidden<T extends Layer>(layer: T, hidden: boolean): T {
  if (!hidden) return { ...layer, hidden: false, dependOnLayer: null };
  return {
    ...layer,
    hidden: true,
    dependOnLayer: null,
    personalized: layer.personalized ? { ...layer.personalized, enable: false } : layer.personalized,
  };
}

/** Personalisation cannot be turned on while a layer is hidden. */
export function canEnablePersonalization(layer: Layer): boolean {
  return layer.hidden !== true;
}

/** Set a layer's `personalized.enable`, refusing (returning the layer unchanged) while hidden. */
export function setPersonalized<T extends Layer>(layer: T, enable: boolean): T {
  if (enable && !canEnablePersonalization(layer)) return layer;
  return { ...layer, personalized: { ...(layer.personalized ?? {}), enable } };
}

// Which layers a condition or a dependency may name is a §5 rule: `conditionTargets` and
// `dependOnTargets` of ../model/rules.ts.

/**
 * Text typed into a layer, with its spread: a personalised layer copies it to every layer
 * that depends on it; a hidden dependent pushes it to the layer it depends on and to the
 * siblings with the same dependency. Returns a new layer tree.
 */
export function typeText(layers: readonly Layer[], layerId: string, text: string): Layer[] {
  const index = indexLayers(layers);
  const layer = index.get(layerId);
  if (!layer) return [...layers];
  const targets = new Set<string>([layerId]);
  if (isPersonalized(layer)) {
    for (const other of index.values()) if (other.dependOnLayer === layerId) targets.add(other.id);
  } else if (layer.hidden && layer.dependOnLayer) {
    targets.add(layer.dependOnLayer);
    for (const other of index.values()) if (other.dependOnLayer === layer.dependOnLayer) targets.add(other.id);
  }
  const update = (list: readonly Layer[]): Layer[] =>
    list.map((l) => {
      const next = targets.has(l.id) && (l.type === 'Text' || l.type === 'Label') ? setLayerText(l, text) : l;
      return next.type === 'Group' ? ({ ...next, layers: update(next.layers) } as GroupLayer) : next;
    });
  return update(layers);
}

function setLayerText(layer: Layer, text: string): Layer {
  return layer.type === 'Label' ? { ...layer, text } : withText(layer, text);
}
