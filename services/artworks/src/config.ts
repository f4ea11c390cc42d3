import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The artworks service's own variables (none yet beyond those every service reads). */
export const ARTWORKS_ENV = {};

export type ArtworksConfig = ServiceConfig;

/** The only place the artworks service reads its environment. */
export function loadArtworksConfig(source: Record<string, string | undefined> = process.env): ArtworksConfig {
  return readServiceConfig('artworks', ARTWORKS_ENV, source).config;
}
