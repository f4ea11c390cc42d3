import type { Layer } from '../model/types';

/** A shopper value that breaks a rule of the layer's personalised block. */
export interface PersonalizationIssue {
  layerId: string;
  layerTitle: string;
  message: string;
}

/** The name the shopper saw for the field: label, then title, then the layer title. */
export function fieldLabel(layer: Layer): string {
  return layer.personalized?.label || layer.personalized?.title || layer.title || layer.id;
}

/**
 * Required / numeric / min / max checks of a personalised text value (spec 002 §2.9).
 * For numeric fields min and max bound the number; otherwise they bound the length.
 */
export function checkTextValue(layer: Layer, text: string | undefined): string[] {
  const p = layer.personalized;
  if (!p?.enable) return [];
  const label = `"${fieldLabel(layer)}"`;
  const value = text ?? '';
  if (value.trim() === '') return p.required ? [`${label} is required`] : [];
  const problems: string[] = [];
  if (p.numberic) {
    const n = Number(value.trim());
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(value.trim()) || !Number.isFinite(n)) return [`${label} must be a number`];
    if (p.min !== undefined && n < p.min) problems.push(`${label} must be at least ${p.min}`);
    if (p.max !== undefined && n > p.max) problems.push(`${label} must be at most ${p.max}`);
    return problems;
  }
  const length = [...value].length;
  if (p.min !== undefined && length < p.min) problems.push(`${label} must be at least ${p.min} characters`);
  if (p.max !== undefined && length > p.max) problems.push(`${label} must be at most ${p.max} characters`);
  return problems;
}

/** A required image or clipart field with nothing chosen. */
export function checkRequiredChoice(layer: Layer, chosen: boolean): string[] {
  return layer.personalized?.enable && layer.personalized.required && !chosen
    ? [`"${fieldLabel(layer)}" is required`]
    : [];
}
