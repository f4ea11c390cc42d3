/**
 * The size the design page draws an artwork at: scaled down (never up) so its longer side fits
 * `maxSize` and its width fits the card it sits in (`availableWidth`, unknown until measured),
 * so the canvas never spills over the panels beside it.
 */
export function canvasViewSize(width: number, height: number, fit: { maxSize: number; availableWidth: number | null }): { width: number; height: number } {
  const limits = [1, fit.maxSize / Math.max(width, height)];
  if (fit.availableWidth !== null) limits.push(Math.max(1, fit.availableWidth) / width);
  const scale = Math.min(...limits);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
