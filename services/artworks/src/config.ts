import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';

/** The service's name, written once: subgraph, logger, config prefix (ARTWORKS_*), bus client id, tests. */
export const SERVICE_NAME = 'artworks' satisfies ServiceName;

/** The artworks service's own variables, on top of those every service reads. */
export const ARTWORKS_ENV = {
  MEDIA_URL: {
    default: 'http://127.0.0.1:4005/graphql',
    description: "media's subgraph URL; mockups ask its internal routes about uploaded files (type, owner, size, PSD preview)",
  },
  CATALOG_URL: {
    default: 'http://127.0.0.1:4002/graphql',
    description: "catalog's subgraph URL; a mockup save is checked against its product type's print areas, variants and attributes, and a product mockup against the product's owner, through its internal route",
  },
  STRONG_CONFIRM_OWNER_ID: {
    default: '',
    description: "user id whose artworks, cliparts and categories need the typed title to delete (spec 002 §6); empty = nobody",
  },
};

export interface ArtworksConfig extends ServiceConfig {
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  /** catalog's base URL (no /graphql), for its /internal routes. */
  catalogUrl: string;
  /** STRONG_CONFIRM_OWNER_ID, null when unset (see shared/strong-confirm.ts). */
  strongConfirmOwnerId: string | null;
}

/** The only place the artworks service reads its environment. */
export function loadArtworksConfig(source: Record<string, string | undefined> = process.env): ArtworksConfig {
  const { config, env } = readServiceConfig(SERVICE_NAME, ARTWORKS_ENV, source);
  return { ...config, mediaUrl: serviceBaseUrl(env.MEDIA_URL), catalogUrl: serviceBaseUrl(env.CATALOG_URL), strongConfirmOwnerId: env.STRONG_CONFIRM_OWNER_ID.trim() || null };
}
