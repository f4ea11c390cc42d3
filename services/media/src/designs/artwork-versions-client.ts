import { signUserContext } from '@pod/service-kit';

const LOOKUP_TIMEOUT_MS = 10_000;

/** The version does not exist: rendering cannot succeed, so the design fails rather than retrying. */
export class ArtworkVersionNotFound extends Error {}

/**
 * Reads pinned artwork versions from the artworks service's signed internal route
 * (`GET /internal/artworks/:id/versions/:version`) instead of its tables.
 */
export class ArtworkVersionsClient {
  constructor(private readonly options: { artworksUrl: string; internalSecret: string }) {}

  /** The version's document; throws ArtworkVersionNotFound on 404, a plain Error (retry) otherwise. */
  async document(artworkId: string, version: number): Promise<unknown> {
    const url = `${this.options.artworksUrl}/internal/artworks/${encodeURIComponent(artworkId)}/versions/${version}`;
    const res = await fetch(url, { headers: signUserContext(null, this.options.internalSecret), signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (res.status === 404) throw new ArtworkVersionNotFound(`Artwork ${artworkId} has no version ${version}`);
    if (!res.ok) throw new Error(`artworks answered ${res.status} for artwork ${artworkId} version ${version}`);
    return ((await res.json()) as { document: unknown }).document;
  }
}
