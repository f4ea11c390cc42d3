import {
  conditionAllowsVisible,
  isPersonalized,
  resolvePersonalization,
  templateLayers,
  walkLayers,
  type Artwork,
  type ClipartCategory,
  type Layer,
  type Personalization,
  type ResolvedLayer,
} from '@pod/artwork-scene';

/** One control of the shopper's form. */
export interface ShopperField {
  layer: Layer;
  /** Key of the shopper's value: a placement of a shared layer answers for the shared layer. */
  key: string;
  /** What the shopper must fix, from @pod/artwork-scene's checks (required, numberic, min, max, options). */
  messages: string[];
}

export interface ShopperFormInput {
  artwork: Artwork;
  template: number;
  values: Personalization;
  clipartCategories?: readonly ClipartCategory[];
}

/**
 * The shopper's form for one template and the values typed so far, as the store shows it:
 * Option layers and personalised layers (never hidden ones) whose layer — and every group above
 * it — is visible after the condition blocks, each with the messages of @pod/artwork-scene's
 * resolver. Everything comes from the package the print uses, so the preview cannot disagree
 * with the print file.
 */
export function shopperFields({ artwork, template, values, clipartCategories }: ShopperFormInput): ShopperField[] {
  const resolution = resolvePersonalization({ artwork, template, personalization: values, clipartCategories });
  const drawn = new Map<string, boolean>();
  const markDrawn = (list: readonly ResolvedLayer[], parentVisible: boolean) => {
    for (const r of list) {
      drawn.set(r.id, parentVisible && r.visible);
      if (r.kind === 'group') markDrawn(r.children, parentVisible && r.visible);
    }
  };
  markDrawn(resolution.layers, true);

  const layers = templateLayers(artwork, template);
  const entries = [...walkLayers(layers)];
  const byId = new Map(entries.map((e) => [e.layer.id, e]));
  // Option layers are controls, not drawn: their visibility is worked out here the way the
  // resolver does it for drawn layers (a layer hidden by its condition offers no value).
  const optionShown = new Map<string, boolean>();
  const shown = (id: string, guard = 0): boolean => {
    if (drawn.has(id)) return drawn.get(id)!;
    const entry = byId.get(id);
    if (!entry || guard > 50) return false;
    if (optionShown.has(id)) return optionShown.get(id)!;
    const { layer, ancestors } = entry;
    const visible =
      layer.visible &&
      ancestors.every((a) => drawn.get(a.id) !== false) &&
      conditionAllowsVisible(layer.condition, (target) => (shown(target, guard + 1) ? resolution.values[target] : undefined));
    optionShown.set(id, visible);
    return visible;
  };

  const fields: ShopperField[] = [];
  const seen = new Set<string>();
  for (const { layer } of entries) {
    if (layer.type !== 'Option' && !isPersonalized(layer)) continue;
    if (layer.type === 'Option' && layer.hidden) continue;
    const key = layer.shared_layer_id ?? layer.id;
    if (seen.has(key) || !shown(layer.id)) continue;
    seen.add(key);
    fields.push({ layer, key, messages: resolution.issues.filter((i) => i.layerId === layer.id).map((i) => i.message) });
  }
  return fields;
}
