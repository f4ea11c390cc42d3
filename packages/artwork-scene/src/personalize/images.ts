import { walkLayers } from '../model/tree';
import type { Artwork, ClipartCategory, ClipartDisplaySettings, FileRef, ImageLayer } from '../model/types';
import { fieldLabel } from './checks';
import { designFile, valueAsText, type PersonalizedValue } from './values';

export interface ImageChoice {
  file: FileRef | undefined;
  /** Geometry/crop of the clipart category, applied over the layer's own. */
  overrides?: ClipartDisplaySettings;
  /** The value conditions compare against (clipart id for clipart layers). */
  conditionValue?: string;
  /** Whether the shopper actually chose something. */
  chosen: boolean;
  problems: string[];
}

const URL_LIKE = /^(https?:|data:image\/|file:|\/)/i;

/** An uploaded replacement image (personalised type `images`). */
export function chooseUploadedImage(layer: ImageLayer, raw: PersonalizedValue | undefined): ImageChoice {
  if (raw && typeof raw === 'object' && 'file' in raw) return { file: raw.file, chosen: true, problems: [] };
  const text = valueAsText(raw);
  if (text === undefined || text === '') return { file: designFile(layer), chosen: false, problems: [] };
  if (!URL_LIKE.test(text) && text.includes(' ')) {
    return { file: designFile(layer), chosen: false, problems: [`"${fieldLabel(layer)}" is not an image address: "${text}"`] };
  }
  return URL_LIKE.test(text) ? { file: { url: text }, chosen: true, problems: [] } : { file: { key: text }, chosen: true, problems: [] };
}

/** The clipart category a layer picks from: `clipartCategory`, else the default's category. */
export function layerClipartCategoryId(layer: ImageLayer): string | undefined {
  const id = layer.clipartCategory ?? layer.personalized?.default?.file?.categoryID;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

/**
 * The clipart categories an artwork's layers pick from (every template and the shared layers):
 * what a renderer must be given as `clipartCategories`, each id once.
 */
export function artworkClipartCategoryIds(artwork: Artwork): string[] {
  const ids = new Set<string>();
  for (const { layer } of walkLayers([...artwork.templates.flatMap((t) => t.layers), ...artwork.sharedLayers])) {
    if (layer.type !== 'Image') continue;
    const id = layerClipartCategoryId(layer);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** A clipart picked by the shopper (personalised type `clipartCategory`). */
export function chooseClipart(
  layer: ImageLayer,
  raw: PersonalizedValue | undefined,
  categories: ReadonlyMap<string, ClipartCategory>,
): ImageChoice {
  const text = valueAsText(raw);
  const categoryId = layerClipartCategoryId(layer);
  if (text === undefined || text === '') return { file: designFile(layer), chosen: false, problems: [] };
  if (!categoryId) return { file: designFile(layer), chosen: false, problems: [`"${fieldLabel(layer)}" has no clipart category`] };
  const category = categories.get(categoryId);
  if (!category) {
    return { file: designFile(layer), chosen: false, problems: [`clipart category "${categoryId}" is not available`] };
  }
  const clipart = category.cliparts.find((c) => String(c.id) === text);
  if (!clipart) {
    return {
      file: designFile(layer),
      chosen: false,
      problems: [`"${fieldLabel(layer)}": clipart "${text}" is not in category "${category.title ?? category.id}"`],
    };
  }
  return { file: clipart.file, overrides: category.displaySettings, conditionValue: String(clipart.id), chosen: true, problems: [] };
}
