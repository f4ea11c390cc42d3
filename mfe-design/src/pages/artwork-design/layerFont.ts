import { contentOwnerId } from '@pod/artwork-scene';

/** The layer whose font is being chosen, as the page draws it (a template layer, maybe a placement of a shared one). */
export interface FontLayerRef {
  id: string;
  type: string;
  shared_layer_id?: string | null;
}

/**
 * The document parts with one layer's font selection replaced: every layer with that id in the
 * templates (groups included) and in the shared layers gets `fontFamily: ref`. A placement of a
 * shared layer is drawn with the shared layer's font (shared content), so that one is changed
 * too: writing only the placement saved a font nobody ever saw. Pure, so the saved JSON is
 * exactly what was loaded plus that one change.
 */
export function withLayerFont(
  templates: unknown,
  sharedLayers: unknown,
  layer: FontLayerRef,
  ref: string,
): { templates: unknown; sharedLayers: unknown; changed: boolean } {
  const ids = new Set([layer.id]);
  const owner = contentOwnerId(layer, 'fontFamily');
  if (owner !== layer.id && Array.isArray(sharedLayers) && sharedLayers.some((s: unknown) => isRecord(s) && s.id === owner && s.type === layer.type)) ids.add(owner);
  let changed = false;
  const setIn = (layers: unknown): unknown => {
    if (!Array.isArray(layers)) return layers;
    return layers.map((item: unknown) => {
      if (!isRecord(item)) return item;
      let next = item;
      if (typeof item.id === 'string' && ids.has(item.id)) {
        changed = true;
        next = { ...next, fontFamily: ref };
      }
      if (Array.isArray(item.layers)) next = { ...next, layers: setIn(item.layers) };
      return next;
    });
  };
  const nextTemplates = Array.isArray(templates) ? templates.map((t: unknown) => (isRecord(t) ? { ...t, layers: setIn(t.layers) } : t)) : templates;
  const nextShared = setIn(sharedLayers);
  return { templates: nextTemplates, sharedLayers: nextShared, changed };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}
