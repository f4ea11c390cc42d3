/** Zoom presets of spec 002 §9, largest first (the order the menu lists them). */
export const ZOOM_PRESETS = [3, 2, 1.5, 1.25, 1, 0.75, 0.5, 0.25] as const;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next preset above `zoom` (the plus button); stays at the largest. */
export function zoomIn(zoom: number): number {
  const above = [...ZOOM_PRESETS].reverse().find((p) => p > zoom + 1e-9);
  return above ?? MAX_ZOOM;
}

/** The next preset below `zoom` (the minus button); never under the minimum. */
export function zoomOut(zoom: number): number {
  const below = ZOOM_PRESETS.find((p) => p < zoom - 1e-9);
  return below ?? MIN_ZOOM;
}

export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** The zoom at which `content` fits in `viewport` (never above 1: a small artwork is not blown up). */
export function fitZoom(content: { width: number; height: number }, viewport: { width: number; height: number }): number {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  return clampZoom(Math.min(1, viewport.width / content.width, viewport.height / content.height));
}
