/** Spec 002 §2.8: the canvas ratio is reduced so that the larger side times the factor stays at most 10000. */
export const MAX_CANVAS_SIDE = 10_000;

/**
 * Design units → CSS pixels: fit the artwork into the available width (never enlarged), times
 * the zoom, then capped so the drawn canvas's larger side stays ≤ 10000 px (a browser refuses
 * bigger canvases, and a 10k × 10k bitmap is already 400 MB).
 */
export function canvasScale(artwork: { width: number; height: number }, available: { width: number; height?: number }, zoom: number): number {
  const fit = Math.min(1, available.width / artwork.width, available.height ? available.height / artwork.height : 1);
  const wanted = Math.max(fit, 0.01) * zoom;
  const cap = MAX_CANVAS_SIDE / Math.max(artwork.width, artwork.height);
  return Math.min(wanted, cap);
}
