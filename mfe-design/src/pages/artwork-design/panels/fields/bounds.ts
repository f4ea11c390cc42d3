/** A closed range; either end may be open. */
export interface Bounds {
  min?: number;
  max?: number;
}

/** The number pulled into its bounds (a typed 15 in a 0–10 field is 10). */
export function clamp(value: number, { min, max }: Bounds): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}
