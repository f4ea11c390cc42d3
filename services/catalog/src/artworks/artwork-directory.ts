import { isUuid } from '@pod/service-kit';
import { createArtworksClient, type ArtworksClient } from '@pod/artworks-client';

/**
 * Artworks are owned by the artworks service; the catalog asks it through its client
 * (`ARTWORKS_ROUTES.owners`) who owns the artworks a product prints, instead of reading its tables.
 */
export class ArtworkDirectory {
  private readonly artworks: ArtworksClient;

  constructor(options: { artworksUrl: string; internalSecret: string }) {
    this.artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
  }

  /** Owner (user id) of each live artwork among `ids`; unknown, deleted and malformed ids are absent. */
  async ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    return this.artworks.owners(wanted);
  }

  /** The live version of each live artwork among `ids` (mockup renders pin it when asked). */
  async currentVersions(ids: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    return this.artworks.currentVersions(wanted);
  }
}
