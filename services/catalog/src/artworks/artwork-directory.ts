import { isUuid, signUserContext } from '@pod/service-kit';

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Artworks are owned by the artworks service; the catalog asks its signed internal route
 * (`/internal/artworks/owners`) who owns the artworks a product prints, instead of reading its tables.
 */
export class ArtworkDirectory {
  constructor(private readonly options: { artworksUrl: string; internalSecret: string }) {}

  /** Owner (user id) of each live artwork among `ids`; unknown, deleted and malformed ids are absent. */
  async ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    const url = `${this.options.artworksUrl}/internal/artworks/owners?ids=${wanted.map(encodeURIComponent).join(',')}`;
    const res = await fetch(url, { headers: signUserContext(null, this.options.internalSecret), signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`artworks answered ${res.status} for an artwork owner lookup`);
    const body = (await res.json()) as { artworks: Array<{ id: string; user_id: string }> };
    return new Map(body.artworks.map((a) => [a.id, a.user_id]));
  }
}
