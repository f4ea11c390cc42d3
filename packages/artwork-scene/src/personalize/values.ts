import type { FileRef, Layer } from '../model/types';

/**
 * What a shopper entered for one layer (spec 000 §3 `personalizedData[].personalized`,
 * keyed by layer id): text or a number for text fields, an option value for Option
 * layers, a clipart id for clipart layers, a URL or a stored file for uploaded images.
 */
export type PersonalizedValue = string | number | boolean | null | { file: FileRef } | { clipartId: string | number };

export type Personalization = Record<string, PersonalizedValue | undefined>;

/** The entry of an order's `personalizedData` (spec 000 §3). */
export interface PersonalizedDataEntry {
  printArea?: string | number | { id?: string | number; name?: string };
  personalized?: Personalization | null;
  artwork?: { id?: string | number; templates?: { layers?: unknown[] }[] | { layers?: unknown[] } } | null;
}

/** The value a layer shows by design: the active entry of `values`, else the first. */
export function activeValue(layer: Layer) {
  const values = layer.values ?? [];
  return values.find((v) => v.active) ?? values[0];
}

export function designText(layer: Layer): string {
  if (layer.type === 'Label') return layer.text;
  return activeValue(layer)?.text ?? '';
}

export function designFile(layer: Layer): FileRef | undefined {
  return activeValue(layer)?.file;
}

/** Text form of a shopper value, or undefined when the shopper gave none. */
export function valueAsText(value: PersonalizedValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('clipartId' in value) return String(value.clipartId);
  return value.file.url ?? value.file.key;
}

/** Return a copy of the layer whose active value carries `text` (editor helpers use it). */
export function withText<T extends Layer>(layer: T, text: string): T {
  const values = [...(layer.values ?? [])];
  const i = Math.max(0, values.findIndex((v) => v.active));
  values[i] = { ...(values[i] ?? { active: true }), text };
  return { ...layer, values };
}

/**
 * Pick the shopper's values for one print area out of an order's `personalizedData`.
 * The `personalized` map wins; when an order kept only the edited artwork snapshot,
 * the active values of its personalised layers fill the gaps.
 */
export function personalizationFor(
  data: readonly PersonalizedDataEntry[] | null | undefined,
  printArea?: string | number,
): Personalization {
  const entry =
    (data ?? []).find((e) => {
      const area = e.printArea;
      if (printArea === undefined || area === undefined) return true;
      if (typeof area === 'object' && area) return String(area.id) === String(printArea) || area.name === printArea;
      return String(area) === String(printArea);
    }) ?? undefined;
  if (!entry) return {};
  const result: Personalization = {};
  const templates = entry.artwork?.templates;
  const list = Array.isArray(templates) ? templates : templates ? [templates] : [];
  for (const template of list) {
    for (const raw of template.layers ?? []) {
      const layer = raw as Partial<Layer>;
      if (!layer?.id || !layer.personalized?.enable) continue;
      const value = (layer.values ?? []).find((v) => v.active) ?? layer.values?.[0];
      if (value?.file) result[layer.id] = { file: value.file };
      else if (value?.text !== undefined) result[layer.id] = value.text;
    }
  }
  return { ...result, ...(entry.personalized ?? {}) };
}
