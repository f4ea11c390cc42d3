/** Spec 002 §9: text autofit loops at most 100 steps with a font step of 0.1. */
export const AUTOFIT_MAX_STEPS = 100;
export const AUTOFIT_STEP = 0.1;

/**
 * Shrink a font size in steps of 0.1 until `fits(size)` holds, giving up after 100 steps
 * (so a box far too small keeps the last size tried rather than looping for long). Sizes
 * are rounded to 4 decimals so repeated subtraction does not drift between runtimes.
 */
export function autofitFontSize(start: number, fits: (fontSize: number) => boolean): number {
  let size = start;
  for (let step = 0; step < AUTOFIT_MAX_STEPS; step++) {
    if (fits(size)) return size;
    const next = Math.round((size - AUTOFIT_STEP) * 1e4) / 1e4;
    if (next <= 0) return size;
    size = next;
  }
  return size;
}
