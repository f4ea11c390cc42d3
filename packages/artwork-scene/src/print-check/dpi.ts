/** Below this many image pixels per printed inch a print looks soft (issue 24 item 5). */
export const LOW_DPI = 150;

/**
 * Pixels per printed inch of `pixels` spread over `inches`, along the coarser of the two axes
 * (the softer direction is what the eye sees), to one decimal.
 */
export function effectiveDpi(pixels: { width: number; height: number }, inches: { width: number; height: number }): number {
  const horizontal = pixels.width / inches.width;
  const vertical = pixels.height / inches.height;
  return Math.round(Math.min(horizontal, vertical) * 10) / 10;
}
