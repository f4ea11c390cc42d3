import { mediaImageUrl, type MediaImageSize } from '@pod/platform';

/** A stored image by key, or a link that is already a URL (old rows, external mockups). */
export function imageSrc(keyOrUrl: string | null | undefined, size: MediaImageSize = '200'): string | undefined {
  if (!keyOrUrl) return undefined;
  return /^(https?:)?\/\//.test(keyOrUrl) ? keyOrUrl : mediaImageUrl(keyOrUrl, size);
}
