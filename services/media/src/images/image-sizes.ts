/** The size segments of `/media/img/{size}/{key}` (ARCHITECTURE §7). */
export const IMAGE_SIZES = ['100', '200', '300', '400', '500xauto', 'auto'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export interface ResizePlan {
  /** Box the image must fit in; null keeps the original size. */
  width: number | null;
  height: number | null;
}

/**
 * "N" fits the image inside an N x N box (thumbnails in grids), "500xauto" fixes the width at
 * 500 and keeps the ratio, "auto" is the original. Images are never enlarged.
 */
export function resizePlan(size: string): ResizePlan | null {
  if (!(IMAGE_SIZES as readonly string[]).includes(size)) return null;
  if (size === 'auto') return { width: null, height: null };
  const match = /^(\d+)(x(auto|\d+))?$/.exec(size)!;
  const width = Number(match[1]);
  if (match[3] === 'auto') return { width, height: null };
  return { width, height: match[3] ? Number(match[3]) : width };
}
