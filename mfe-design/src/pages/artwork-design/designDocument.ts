import {
  defaultTemplateIndex,
  previewPersonalization,
  templateLayers,
  validateArtwork,
  type Artwork,
  type ClipartCategory,
  type ClipartDisplaySettings,
  type Layer,
  type Personalization,
  type ValidationError,
} from '@pod/artwork-scene';

/**
 * The artwork document the page draws: validated by the same rules the server and renderer use,
 * with the values its personalised fields are shown with and the clipart categories they pick from.
 */
export type DesignDocument =
  | { ok: true; artwork: Artwork; template: number; layers: Layer[]; personalization: Personalization; clipartCategories: ClipartCategory[] }
  | { ok: false; errors: ValidationError[] };

/** `Artwork.clipartCategories` as the query answers it (unset display settings are null). */
interface StoredClipartCategory {
  id: string;
  title: string;
  displaySettings?: Partial<Record<keyof ClipartDisplaySettings, number | null>> | null;
  cliparts: ReadonlyArray<{ id: string; title: string; file: { id: string; key: string; file_name: string } }>;
}

/** The categories as the scene builder takes them: unset display settings left out, as the renderer gets them. */
export function sceneClipartCategories(categories: readonly StoredClipartCategory[]): ClipartCategory[] {
  return categories.map(({ id, title, displaySettings, cliparts }) => {
    const set = Object.entries(displaySettings ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    return { id, title, cliparts: cliparts.map((c) => ({ id: c.id, title: c.title, file: { ...c.file } })), ...(set.length ? { displaySettings: Object.fromEntries(set) } : {}) };
  });
}

/**
 * The canvas shows the design as the artwork's preview card does (media renders that with the same
 * `previewPersonalization` and the same categories): design values, defaults, required fields filled
 * the way a shop shows them, clipart fields from the artwork owner's categories.
 */
export function readDesignDocument(artwork: {
  title: string;
  width: number;
  height: number;
  templates: unknown;
  sharedLayers: unknown;
  templateDisplayMode?: string | null;
  templateDisplayLabel?: string | null;
  clipartCategories?: readonly StoredClipartCategory[] | null;
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
  // Templates without a flagged default draw their first (defaultTemplateIndex); flag it, so the
  // editor shows which one is the default and its next save keeps the one-default rule.
  if (checked.artwork.templates.length && !checked.artwork.templates.some((t) => t.isDefault)) checked.artwork.templates[0].isDefault = true;
  const template = defaultTemplateIndex(checked.artwork);
  const clipartCategories = sceneClipartCategories(artwork.clipartCategories ?? []);
  return {
    ok: true,
    artwork: checked.artwork,
    template,
    layers: templateLayers(checked.artwork, template),
    personalization: previewPersonalization(checked.artwork, clipartCategories),
    clipartCategories,
  };
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
