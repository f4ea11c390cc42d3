import { validateArtwork, walkLayers, type Personalization } from '@pod/artwork-scene';

/**
 * The values a preview fills personalised fields with: what the design itself shows (the
 * layer's active value), else the field's default text, else — for a required text field a
 * shopper has not filled — its placeholder or label (a number field: its minimum, else 1), the
 * way a shop shows the empty field. Without this a design with a required field would never
 * get a preview (the renderer refuses a missing required value, as it must for print files).
 * A required image or clipart field with no design value stays unfilled; that render fails.
 */
export function previewPersonalization(document: unknown): Personalization {
  const checked = validateArtwork(document);
  if (!checked.ok) return {};
  const layers = [...checked.artwork.templates.flatMap((t) => t.layers), ...checked.artwork.sharedLayers];
  const out: Personalization = {};
  for (const { layer } of walkLayers(layers)) {
    const p = layer.personalized;
    if (!p?.enable) continue;
    const value = (layer.values ?? []).find((v) => v.active) ?? layer.values?.[0];
    if (value?.file) {
      out[layer.id] = { file: value.file };
      continue;
    }
    if (p.type === 'images' || p.type === 'clipartCategory' || layer.type === 'Option') continue;
    const text = value?.text?.trim() ? value.text : p.default?.text?.trim() ? p.default.text : undefined;
    if (text !== undefined) out[layer.id] = text;
    else if (p.required) out[layer.id] = p.numberic ? String(p.min ?? 1) : p.placeholder?.trim() || p.label || p.title || layer.title || layer.id;
  }
  return out;
}
