/** Long side of a preview, in pixels: the list's cards and the chooser show it at most 300 px wide (2× for sharp screens). */
export const PREVIEW_LONG_SIDE = 600;

/** The preview's pixel size: the artwork's proportions with the long side at PREVIEW_LONG_SIDE (never below 1 px). */
export function previewSize(document: unknown): { width: number; height: number } {
  const doc = (document ?? {}) as { width?: unknown; height?: unknown };
  const width = typeof doc.width === 'number' && doc.width > 0 ? doc.width : PREVIEW_LONG_SIDE;
  const height = typeof doc.height === 'number' && doc.height > 0 ? doc.height : PREVIEW_LONG_SIDE;
  const scale = PREVIEW_LONG_SIDE / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
