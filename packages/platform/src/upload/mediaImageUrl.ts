import { getGatewayUrl } from '../config';

/** Sizes the media image route serves (ARCHITECTURE §7). */
export type MediaImageSize = '100' | '200' | '300' | '400' | '500xauto' | 'auto';

/**
 * URL of a stored image through media's resizing route. The route is proxied by the gateway,
 * so it shares the GraphQL endpoint's origin (chosen at deploy time, no rebuild).
 */
export function mediaImageUrl(key: string, size: MediaImageSize = '300'): string {
  const origin = new URL(getGatewayUrl()).origin;
  return `${origin}/media/img/${size}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
