import type { DesignPreflight } from './order-design.entity';

/**
 * A file passes preflight when its effective DPI is at least this share of the print area's
 * DPI. 0.8 lets a file a little under size through (at 300 dpi: 240 dpi and up, which prints
 * without visible softness on garments) and flags anything clearly too small, such as the
 * spec's "150 dpi at 15 × 18 in". Rendered files are made at the target size, so they pass.
 */
export const PREFLIGHT_MIN_DPI_RATIO = 0.8;

/** Inches with at most two decimals, no trailing zeros (15, 11.5, 12.33). */
function inches(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Preflight of a file of `file` pixels printed on an area of `target` pixels at `target.dpi`:
 * effective DPI = min(file_w / print_w_in, file_h / print_h_in), print size in inches =
 * target px / target dpi. The message names the effective DPI and the print size.
 */
export function preflight(file: { width: number; height: number }, target: { width: number; height: number; dpi: number }): DesignPreflight {
  const widthIn = target.width / target.dpi;
  const heightIn = target.height / target.dpi;
  const effectiveDpi = Math.round(Math.min(file.width / widthIn, file.height / heightIn) * 10) / 10;
  const ok = effectiveDpi >= target.dpi * PREFLIGHT_MIN_DPI_RATIO;
  return { ok, effectiveDpi, message: ok ? null : `Low resolution: ${Math.round(effectiveDpi)} dpi at ${inches(widthIn)} × ${inches(heightIn)} in` };
}
