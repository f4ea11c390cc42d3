import { validateArtwork, walkLayers, type Layer, type Personalization } from '@pod/artwork-scene';
import type { DesignPersonalizationValue } from '@pod/contracts';

const normalise = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/**
 * The shopper's values as orders keeps them ([{name, value}] per print area) → the renderer's
 * personalisation, keyed by layer id. A name is a layer id, else the title or label of a layer
 * (case and surrounding spaces ignored) — store line-item properties carry what the shop showed.
 * Names that match no layer are kept as they are; the artwork-scene rules then decide
 * (an unknown key changes nothing). An invalid document is left to the renderer to report.
 */
export function personalizationFor(document: unknown, values: readonly DesignPersonalizationValue[]): Personalization {
  const result: Personalization = {};
  const checked = validateArtwork(document);
  const layers: Layer[] = checked.ok ? [...checked.artwork.templates.flatMap((t) => t.layers), ...checked.artwork.sharedLayers] : [];
  const byId = new Map<string, Layer>();
  const byName = new Map<string, Layer>();
  for (const { layer } of walkLayers(layers)) {
    if (!byId.has(layer.id)) byId.set(layer.id, layer);
    for (const name of [layer.title, layer.personalized?.label, layer.personalized?.title]) {
      const key = normalise(name);
      if (key && !byName.has(key)) byName.set(key, layer);
    }
  }
  for (const { name, value } of values) {
    const layer = byId.get(name) ?? byName.get(normalise(name));
    result[layer?.id ?? name] = value;
  }
  return result;
}
