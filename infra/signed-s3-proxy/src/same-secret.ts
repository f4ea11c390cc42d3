import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two signatures (different lengths simply differ). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
