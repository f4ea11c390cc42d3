import { walkLayers } from '../model/tree';
import type { Artwork, ClipartCategory, ClipartDisplaySettings, FileRef, GroupLayer, ImageLayer, LabelLayer, Layer, TextLayer } from '../model/types';
import { checkRequiredChoice, checkTextValue, type PersonalizationIssue } from './checks';
import { conditionAllowsVisible } from './conditions';
import { chooseClipart, chooseUploadedImage, type ImageChoice } from './images';
import { selectOption } from './options';
import { personalizationKeys, templateLayers } from './shared-layers';
import { applyTextTransform } from './text-transform';
import { designFile, designText, valueAsText, type Personalization, type PersonalizedValue } from './values';

interface ResolvedBase {
  id: string;
  title: string;
  /** Designer's eye toggle combined with the layer's condition block. */
  visible: boolean;
}
export interface ResolvedText extends ResolvedBase {
  kind: 'text';
  layer: TextLayer;
  /** Final text, dependencies and text transform applied. */
  text: string;
}
export interface ResolvedLabel extends ResolvedBase {
  kind: 'label';
  layer: LabelLayer;
  text: string;
}
export interface ResolvedImage extends ResolvedBase {
  kind: 'image';
  /** The layer with clipart-category display settings applied over its geometry. */
  layer: ImageLayer;
  file: FileRef | undefined;
}
export interface ResolvedGroup extends ResolvedBase {
  kind: 'group';
  layer: GroupLayer;
  children: ResolvedLayer[];
}
export type ResolvedLayer = ResolvedText | ResolvedLabel | ResolvedImage | ResolvedGroup;

export interface Resolution {
  /** Drawable layers in paint order (bottom first); Option layers are controls, not drawn. */
  layers: ResolvedLayer[];
  /** Selected value of every Option layer. */
  options: Record<string, string | undefined>;
  /** Value each layer exposes to conditions (option value, text, clipart id). */
  values: Record<string, string | undefined>;
  issues: PersonalizationIssue[];
}

export interface ResolveInput {
  artwork: Artwork;
  /** Template index; -1 draws the shared layers. */
  template: number;
  personalization?: Personalization;
  clipartCategories?: readonly ClipartCategory[];
}

/** Paint order: `ordering` ascending (higher is on top), then the stored order. */
export function paintOrder<T extends Layer>(layers: readonly T[]): T[] {
  return layers
    .map((layer, index) => ({ layer, index }))
    .sort((a, b) => (a.layer.ordering ?? 0) - (b.layer.ordering ?? 0) || a.index - b.index)
    .map((entry) => entry.layer);
}

/**
 * Decide every layer's final content and visibility for one template and one shopper
 * (spec 002 §3–§5): option choices, personalised text/images/cliparts, dependent hidden
 * layers, condition blocks, value checks and text transforms. Pure: no I/O.
 */
export function resolvePersonalization(input: ResolveInput): Resolution {
  const layers = templateLayers(input.artwork, input.template);
  const personalization = input.personalization ?? {};
  const categories = new Map((input.clipartCategories ?? []).map((c) => [String(c.id), c]));
  const all = [...walkLayers(layers)].map((entry) => entry.layer);
  const byId = new Map(all.map((l) => [l.id, l]));
  const raw = (layer: Layer): PersonalizedValue | undefined => {
    if (!layer.personalized?.enable || layer.hidden) return layer.type === 'Option' ? lookup(layer) : undefined;
    return lookup(layer);
  };
  const lookup = (layer: Layer) => {
    for (const key of personalizationKeys(layer)) if (personalization[key] !== undefined) return personalization[key];
    return undefined;
  };

  // 1. Own content of every layer, before dependencies.
  const problems = new Map<string, string[]>();
  const texts = new Map<string, string>();
  const images = new Map<string, ImageChoice>();
  const options: Record<string, string | undefined> = {};
  const conditionValues = new Map<string, string | undefined>();
  for (const layer of all) {
    if (layer.type === 'Option') {
      const { value, problems: p } = selectOption(layer, raw(layer));
      options[layer.id] = value;
      conditionValues.set(layer.id, value);
      problems.set(layer.id, p);
    } else if (layer.type === 'Text' || layer.type === 'Label') {
      const shopper = layer.type === 'Text' ? valueAsText(raw(layer)) : undefined;
      const text = shopper ?? designText(layer);
      texts.set(layer.id, text);
      conditionValues.set(layer.id, text);
      problems.set(layer.id, layer.type === 'Text' ? checkTextValue(layer, shopper) : []);
    } else if (layer.type === 'Image') {
      const value = raw(layer);
      const choice =
        layer.personalized?.enable && !layer.hidden
          ? layer.personalized.type === 'clipartCategory'
            ? chooseClipart(layer, value, categories)
            : chooseUploadedImage(layer, value)
          : { file: designFile(layer), chosen: false, problems: [] };
      images.set(layer.id, choice);
      conditionValues.set(layer.id, choice.conditionValue ?? (choice.chosen ? valueAsText(value) : undefined));
      problems.set(layer.id, [...choice.problems, ...checkRequiredChoice(layer, choice.chosen)]);
    }
  }

  // 2. Dependent layers copy the content of the layer they depend on (spec 002 §4).
  for (const layer of all) {
    const sourceId = layer.dependOnLayer;
    const source = sourceId ? byId.get(sourceId) : undefined;
    if (!source || source.type !== layer.type) continue;
    if (texts.has(source.id)) {
      texts.set(layer.id, texts.get(source.id)!);
      conditionValues.set(layer.id, texts.get(source.id));
    }
    const image = images.get(source.id);
    if (image) images.set(layer.id, { ...image, overrides: image.overrides, problems: [] });
  }

  // 3. Visibility from condition blocks; a layer hidden by its condition offers no value
  //    to other conditions, so chains of conditions behave like the shopper's form.
  const visibleMemo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const conditionVisible = (layer: Layer): boolean => {
    const known = visibleMemo.get(layer.id);
    if (known !== undefined) return known;
    if (visiting.has(layer.id)) {
      // A cycle of conditions has no consistent answer; treat the loop edge as "no value".
      return false;
    }
    visiting.add(layer.id);
    const visible = conditionAllowsVisible(layer.condition, (id) => {
      const target = byId.get(id);
      if (!target || !conditionVisible(target)) return undefined;
      return conditionValues.get(id);
    });
    visiting.delete(layer.id);
    visibleMemo.set(layer.id, visible);
    return visible;
  };

  const issues: PersonalizationIssue[] = [];
  const build = (list: readonly Layer[], parentVisible: boolean): ResolvedLayer[] => {
    const out: ResolvedLayer[] = [];
    for (const layer of paintOrder(list)) {
      const visible = layer.visible && conditionVisible(layer);
      // A field the shopper never saw (hidden by a condition) cannot be required of them.
      if (visible && parentVisible) {
        for (const message of problems.get(layer.id) ?? []) issues.push({ layerId: layer.id, layerTitle: layer.title, message });
      }
      const base = { id: layer.id, title: layer.title, visible };
      if (layer.type === 'Text') {
        out.push({ ...base, kind: 'text', layer, text: applyTextTransform(texts.get(layer.id) ?? '', layer.textTransform) });
      } else if (layer.type === 'Label') {
        out.push({ ...base, kind: 'label', layer, text: applyTextTransform(texts.get(layer.id) ?? '', layer.textTransform) });
      } else if (layer.type === 'Image') {
        const choice = images.get(layer.id);
        out.push({ ...base, kind: 'image', layer: applyDisplaySettings(layer, choice?.overrides), file: choice?.file });
      } else if (layer.type === 'Group') {
        out.push({ ...base, kind: 'group', layer, children: build(layer.layers, parentVisible && visible) });
      }
    }
    return out;
  };
  const resolved = build(layers, true);
  return { layers: resolved, options, values: Object.fromEntries(conditionValues), issues };
}

function applyDisplaySettings(layer: ImageLayer, settings: ClipartDisplaySettings | undefined): ImageLayer {
  if (!settings) return layer;
  const defined = Object.fromEntries(Object.entries(settings).filter(([, v]) => typeof v === 'number'));
  return { ...layer, ...defined };
}
