import { SHARED_LAYERS_TEMPLATE, type Artwork, type Layer } from '../model/types';

/** Content fields a template layer takes from the shared layer it points at. */
const SHARED_CONTENT_KEYS = ['values', 'personalized', 'text', 'options', 'clipartCategory', 'fontFamily'] as const;

/**
 * Which layer's `key` is drawn for `layer`: the shared layer it points at for shared content
 * (so an edit of that field must be written there), else the layer itself.
 */
export function contentOwnerId(layer: { id: string; shared_layer_id?: string | null }, key: string): string {
  return layer.shared_layer_id && (SHARED_CONTENT_KEYS as readonly string[]).includes(key) ? layer.shared_layer_id : layer.id;
}

/**
 * The layers a template draws. Index -1 draws the shared layers themselves. A template
 * layer with `shared_layer_id` is a placement of that shared layer: its own geometry and
 * style, the shared layer's content and personalisation, so one shopper answer (keyed by
 * the shared layer's id) fills it in every template.
 */
export function templateLayers(artwork: Artwork, templateIndex: number): Layer[] {
  if (templateIndex === SHARED_LAYERS_TEMPLATE) return artwork.sharedLayers;
  const template = artwork.templates[templateIndex];
  if (!template) throw new Error(`template ${templateIndex} does not exist (the artwork has ${artwork.templates.length})`);
  const shared = new Map(artwork.sharedLayers.map((l) => [l.id, l]));
  const link = (layer: Layer): Layer => {
    const source = layer.shared_layer_id ? shared.get(layer.shared_layer_id) : undefined;
    let merged: Layer = layer;
    if (source && source.type === layer.type) {
      const content: Record<string, unknown> = {};
      for (const key of SHARED_CONTENT_KEYS) if (key in source) content[key] = (source as Record<string, unknown>)[key];
      merged = { ...layer, ...content } as Layer;
    }
    return merged.type === 'Group' ? { ...merged, layers: merged.layers.map(link) } : merged;
  };
  return template.layers.map(link);
}

/** The template an artwork draws when none is asked for: selected, else default, else first. */
export function defaultTemplateIndex(artwork: Artwork): number {
  if (artwork.selectedTemplate !== undefined) return artwork.selectedTemplate;
  const flagged = artwork.templates.findIndex((t) => t.isDefault);
  if (flagged >= 0) return flagged;
  return artwork.templates.length ? 0 : SHARED_LAYERS_TEMPLATE;
}

/** Key under which a layer's shopper value is stored: own id, else its shared layer's id. */
export function personalizationKeys(layer: Layer): string[] {
  return layer.shared_layer_id ? [layer.id, layer.shared_layer_id] : [layer.id];
}
