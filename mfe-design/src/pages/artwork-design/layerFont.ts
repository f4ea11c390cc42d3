/**
 * The document parts with one layer's font selection replaced: every layer with that id in the
 * templates (groups included) and in the shared layers gets `fontFamily: ref`. Pure, so the
 * saved JSON is exactly what was loaded plus that one change.
 */
export function withLayerFont(templates: unknown, sharedLayers: unknown, layerId: string, ref: string): { templates: unknown; sharedLayers: unknown; changed: boolean } {
  let changed = false;
  const setIn = (layers: unknown): unknown => {
    if (!Array.isArray(layers)) return layers;
    return layers.map((layer: unknown) => {
      if (!layer || typeof layer !== 'object') return layer;
      const record = layer as Record<string, unknown>;
      let next = record;
      if (record.id === layerId) {
        changed = true;
        next = { ...next, fontFamily: ref };
      }
      if (Array.isArray(record.layers)) next = { ...next, layers: setIn(record.layers) };
      return next;
    });
  };
  const nextTemplates = Array.isArray(templates)
    ? templates.map((t: unknown) => (t && typeof t === 'object' ? { ...(t as Record<string, unknown>), layers: setIn((t as Record<string, unknown>).layers) } : t))
    : templates;
  const nextShared = setIn(sharedLayers);
  return { templates: nextTemplates, sharedLayers: nextShared, changed };
}
