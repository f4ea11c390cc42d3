import { walkLayers } from '../model/tree';
import type { Artwork, ClipartCategory, FileRef } from '../model/types';
import { layerClipartCategoryId } from './images';
import type { Personalization } from './values';

const sameFile = (a: FileRef, b: FileRef) =>
  (a.id !== undefined && b.id !== undefined && String(a.id) === String(b.id)) || (!!a.key && a.key === b.key) || (!!a.url && a.url === b.url);

/**
 * The values a design is shown with before any shopper filled it (media's artwork previews, the
 * design page's canvas): what the design itself shows (the layer's active value), else the
 * field's default text, else — for a required text field — its placeholder or label (a number
 * field: its minimum, else 1), the way a shop shows the empty field. Without this a design with a
 * required field could not be drawn at all (the resolver rightly refuses a missing required value,
 * as print files must).
 * A clipart field (of a category in `clipartCategories`, the ones renders get) is the clipart whose
 * picture the design shows, else — when required — the category's first clipart; otherwise it stays
 * unchosen and draws the design's own picture. A required upload field with no design value, or a
 * required clipart field whose category is not available, stays unfilled: that drawing fails.
 */
export function previewPersonalization(artwork: Artwork, clipartCategories: readonly ClipartCategory[] = []): Personalization {
  const categories = new Map(clipartCategories.map((c) => [String(c.id), c]));
  const layers = [...artwork.templates.flatMap((t) => t.layers), ...artwork.sharedLayers];
  const out: Personalization = {};
  for (const { layer } of walkLayers(layers)) {
    const p = layer.personalized;
    if (!p?.enable) continue;
    const value = (layer.values ?? []).find((v) => v.active) ?? layer.values?.[0];
    if (layer.type === 'Image' && p.type === 'clipartCategory') {
      // A clipart field's value is a clipart id: the design's picture is passed as the clipart that has it.
      const category = categories.get(layerClipartCategoryId(layer) ?? '');
      const design = value?.file;
      const clipart = (design && category?.cliparts.find((c) => sameFile(c.file, design))) || (p.required ? category?.cliparts[0] : undefined);
      if (clipart) out[layer.id] = String(clipart.id);
      continue;
    }
    if (value?.file) {
      out[layer.id] = { file: value.file };
      continue;
    }
    if (p.type === 'images' || layer.type === 'Option') continue;
    const text = value?.text?.trim() ? value.text : p.default?.text?.trim() ? p.default.text : undefined;
    if (text !== undefined) out[layer.id] = text;
    else if (p.required) out[layer.id] = p.numberic ? String(p.min ?? 1) : p.placeholder?.trim() || p.label || p.title || layer.title || layer.id;
  }
  return out;
}
