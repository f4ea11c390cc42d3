import { LRUCache } from 'lru-cache';
import { createArtworksClient, type ArtworksClient } from '@pod/artworks-client';

/** The version does not exist: rendering cannot succeed, so the design fails rather than retrying. */
export class ArtworkVersionNotFound extends Error {}

/** Default bound of the version-document cache (ARTWORK_VERSION_CACHE_BYTES). */
export const DEFAULT_ARTWORK_VERSION_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Reads pinned artwork versions through the artworks client (`ARTWORKS_ROUTES.version`), cached
 * by (id, version): a saved version never changes, so an entry never goes stale and every print
 * file of an order line after the first skips the hop. Bounded in bytes (of the document's JSON
 * text, which is what is kept), least recently used out first; `cacheBytes` 0 turns it off.
 * Misses and failures are not cached: the next render asks again.
 */
export class ArtworkVersionsClient {
  private readonly artworks: ArtworksClient;
  /** The document's JSON text: each reader parses its own copy, so no render can change another's. */
  private readonly cache: LRUCache<string, string> | null;

  constructor(options: { artworksUrl: string; internalSecret: string; cacheBytes?: number }) {
    this.artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
    const maxSize = options.cacheBytes ?? DEFAULT_ARTWORK_VERSION_CACHE_BYTES;
    this.cache = maxSize > 0 ? new LRUCache<string, string>({ maxSize, sizeCalculation: (json) => Math.max(1, Buffer.byteLength(json)) }) : null;
  }

  /** The version's document; throws ArtworkVersionNotFound on 404, InternalUnavailableError (retry) when artworks cannot answer. */
  async document(artworkId: string, version: number): Promise<unknown> {
    const key = `${artworkId}@${version}`;
    const cached = this.cache?.get(key);
    if (cached !== undefined) return JSON.parse(cached) as unknown;
    const found = await this.artworks.versionDocument(artworkId, version);
    if (!found) throw new ArtworkVersionNotFound(`Artwork ${artworkId} has no version ${version}`);
    // One larger than the whole bound is simply not kept (lru-cache refuses it).
    this.cache?.set(key, JSON.stringify(found.document ?? null));
    return found.document;
  }
}
