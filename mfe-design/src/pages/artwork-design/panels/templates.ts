import type { Template } from '@pod/artwork-scene';

/** Spec 002 §2.8 / §5: a template needs a title (the schema's message, also the server's). */
export const TEMPLATE_TITLE_REQUIRED = 'Template title is required';

/** A new empty template; the first one an artwork gets is its default. */
export function addTemplate(templates: readonly Template[], title: string): Template[] {
  return [...templates, { title: title.trim(), isDefault: templates.length === 0, layers: [] }];
}

export function renameTemplate(templates: readonly Template[], index: number, title: string): Template[] {
  return templates.map((t, i) => (i === index ? { ...t, title: title.trim() } : t));
}

/** Exactly one default: the chosen template. */
export function makeDefault(templates: readonly Template[], index: number): Template[] {
  return templates.map((t, i) => ({ ...t, isDefault: i === index }));
}

/** Remove a template; when it was the default, the first remaining one becomes the default. */
export function removeTemplate(templates: readonly Template[], index: number): Template[] {
  const removed = templates[index];
  const rest = templates.filter((_, i) => i !== index);
  if (removed?.isDefault && rest.length && !rest.some((t) => t.isDefault)) return makeDefault(rest, 0);
  return rest;
}
