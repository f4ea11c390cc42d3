import { defaultTemplateIndex, templateLayers, validateArtwork, type Artwork, type Layer, type ValidationError } from '@pod/artwork-scene';

/** The artwork document the page draws: validated by the same rules the server and renderer use. */
export type DesignDocument = { ok: true; artwork: Artwork; template: number; layers: Layer[] } | { ok: false; errors: ValidationError[] };

export function readDesignDocument(artwork: {
  title: string;
  width: number;
  height: number;
  templates: unknown;
  sharedLayers: unknown;
  templateDisplayMode?: string | null;
  templateDisplayLabel?: string | null;
}): DesignDocument {
  const checked = validateArtwork({
    title: artwork.title,
    width: artwork.width,
    height: artwork.height,
    templates: artwork.templates ?? [],
    sharedLayers: artwork.sharedLayers ?? [],
    ...(artwork.templateDisplayMode != null ? { templateDisplayMode: artwork.templateDisplayMode } : {}),
    ...(artwork.templateDisplayLabel != null ? { templateDisplayLabel: artwork.templateDisplayLabel } : {}),
  });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const template = defaultTemplateIndex(checked.artwork);
  return { ok: true, artwork: checked.artwork, template, layers: templateLayers(checked.artwork, template) };
}

/** One row of the layer tree: the layer's id, title, type and whether it (or a parent) is hidden. */
export interface LayerNode {
  key: string;
  title: string;
  type: Layer['type'];
  hidden: boolean;
  children?: LayerNode[];
}

/**
 * The layer tree as the list shows it: top of the stack first (the document lists layers
 * bottom to top, the order they are drawn in), groups with their children.
 */
export function layerNodes(layers: readonly Layer[]): LayerNode[] {
  return [...layers].reverse().map((layer) => ({
    key: layer.id,
    title: layer.title || `${layer.type} layer`,
    type: layer.type,
    hidden: !layer.visible,
    ...(layer.type === 'Group' ? { children: layerNodes(layer.layers) } : {}),
  }));
}

export function findLayer(layers: readonly Layer[], id: string): Layer | undefined {
  for (const layer of layers) {
    if (layer.id === id) return layer;
    if (layer.type === 'Group') {
      const found = findLayer(layer.layers, id);
      if (found) return found;
    }
  }
  return undefined;
}
