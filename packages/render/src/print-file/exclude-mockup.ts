/**
 * The artwork as a product mockup shows it: layers marked "Exclude from mockup" (spec 002 §3
 * `excludeMockup`, e.g. a cut line or a note to the printer) are left out, at any depth. Works on
 * the stored document before it is validated, so the renderer's own checks still apply to what
 * remains; anything that is not a layer list is returned as it is.
 */
export function withoutMockupExcludedLayers(artwork: unknown): unknown {
  if (!isRecord(artwork)) return artwork;
  const templates = Array.isArray(artwork.templates)
    ? artwork.templates.map((template) => (isRecord(template) ? { ...template, layers: keepLayers(template.layers) } : template))
    : artwork.templates;
  return { ...artwork, templates, sharedLayers: keepLayers(artwork.sharedLayers) };
}

function keepLayers(layers: unknown): unknown {
  if (!Array.isArray(layers)) return layers;
  return layers
    .filter((layer) => !(isRecord(layer) && layer.excludeMockup === true))
    .map((layer) => (isRecord(layer) && Array.isArray(layer.layers) ? { ...layer, layers: keepLayers(layer.layers) } : layer));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
