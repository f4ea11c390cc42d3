/** Apply a layer's `textTransform` (spec 002 §3: default, uppercase, lowercase). */
export function applyTextTransform(text: string, transform: 'default' | 'uppercase' | 'lowercase' | undefined): string {
  if (transform === 'uppercase') return text.toUpperCase();
  if (transform === 'lowercase') return text.toLowerCase();
  return text;
}
