import type { Layer } from '../model/types';

/** A 2D affine transform [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (canvas order). */
export type Matrix = readonly [number, number, number, number, number, number];
export interface Point {
  x: number;
  y: number;
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/**
 * A layer's own transform in its parent's coordinates, composed as Konva composes a node's
 * (translate x/y, rotate degrees, skew, scale), so the boxes drawn here are where the scene draws.
 */
export function layerMatrix(layer: Pick<Layer, 'x' | 'y' | 'rotation' | 'skewX' | 'skewY' | 'scaleX' | 'scaleY'>): Matrix {
  const angle = ((layer.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let m: Matrix = [1, 0, 0, 1, layer.x ?? 0, layer.y ?? 0];
  if (angle) m = multiply(m, [cos, sin, -sin, cos, 0, 0]);
  if (layer.skewX || layer.skewY) m = multiply(m, [1, layer.skewY ?? 0, layer.skewX ?? 0, 1, 0, 0]);
  return multiply(m, [layer.scaleX ?? 1, 0, 0, layer.scaleY ?? 1, 0, 0]);
}

/** Length of the vector a matrix maps (dx, dy) to: how long a local edge ends up. */
export function mappedLength(m: Matrix, dx: number, dy: number): number {
  return Math.hypot(m[0] * dx + m[2] * dy, m[1] * dx + m[3] * dy);
}
