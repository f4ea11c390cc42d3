/** Below this many artwork pixels per printed inch a print looks soft: issue 24 item 5 flags it. */
export const LOW_DPI = 150;

export interface PrintCheckInput {
  /** The product type's print area: the print file's pixel size and the dpi it prints at. */
  printArea: { width: number; height: number; dpi: number };
  /** The artwork's own pixel size (its width × height). */
  artwork: { width: number; height: number };
  /**
   * Where the artwork lies on the print area, in print-area pixels, rotated (degrees) about its
   * top-left corner as layers are. Omitted: the whole print area (the artwork is stretched to it,
   * as product mockups and print files place it).
   */
  box?: { x: number; y: number; width: number; height: number; rotation?: number };
}

export interface PrintCheck {
  /** Artwork pixels per printed inch along the artwork's coarser axis. */
  effectiveDpi: number;
  /** effectiveDpi < LOW_DPI. */
  lowDpi: boolean;
  /** Some of the artwork lies outside the print area (it would be cut off when printed). */
  crossesEdge: boolean;
  /** How far (print-area pixels) the artwork reaches past each edge; 0 inside. */
  overflow: { left: number; top: number; right: number; bottom: number };
}

/**
 * The "print check" of one artwork on one print area (issue 24 item 5): the printed size of the
 * box in inches is its size in print-area pixels over the print area's dpi, so the artwork's
 * effective dpi is its pixel size over that; the coarser of the two axes decides. A pure
 * function: the product form runs it per variant before a seller pushes.
 */
export function printCheck({ printArea, artwork, box }: PrintCheckInput): PrintCheck {
  const positive = (n: number) => Number.isFinite(n) && n > 0;
  if (![printArea.width, printArea.height, printArea.dpi, artwork.width, artwork.height].every(positive)) {
    throw new Error('print check: sizes and dpi must be positive numbers');
  }
  const placed = box ?? { x: 0, y: 0, width: printArea.width, height: printArea.height };
  if (!positive(placed.width) || !positive(placed.height)) throw new Error('print check: the box must have a positive size');
  const horizontal = (artwork.width * printArea.dpi) / placed.width;
  const vertical = (artwork.height * printArea.dpi) / placed.height;
  const effectiveDpi = Math.round(Math.min(horizontal, vertical) * 10) / 10;

  const angle = ((placed.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [0, 0],
    [placed.width, 0],
    [0, placed.height],
    [placed.width, placed.height],
  ].map(([u, v]) => ({ x: placed.x + u * cos - v * sin, y: placed.y + u * sin + v * cos }));
  // Rounding noise of a rotation by a right angle is no overflow.
  const past = (n: number) => (n > 1e-6 ? Math.round(n * 100) / 100 : 0);
  const overflow = {
    left: past(-Math.min(...corners.map((c) => c.x))),
    top: past(-Math.min(...corners.map((c) => c.y))),
    right: past(Math.max(...corners.map((c) => c.x)) - printArea.width),
    bottom: past(Math.max(...corners.map((c) => c.y)) - printArea.height),
  };
  return {
    effectiveDpi,
    lowDpi: effectiveDpi < LOW_DPI,
    crossesEdge: Object.values(overflow).some((n) => n > 0),
    overflow,
  };
}
