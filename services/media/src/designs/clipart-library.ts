import type { ClipartCategory } from '@pod/artwork-scene';
import { createArtworksClient, MAX_RENDER_CATEGORY_IDS, type ArtworksClient } from '@pod/artworks-client';
import { clipartCategoryIdsOf } from '@pod/render';
import { ArtworkVersionNotFound } from './artwork-versions-client';

/**
 * The clipart categories renders pick the shopper's clipart from, as the artworks service owns
 * them (ARCHITECTURE §2: media never reads its tables): the artworks client's
 * `clipartCategoriesForRender` answers the artwork owner's categories among the ids, each with the cliparts filed in it or
 * below it (pictures named by storage key, read from media's own library like every image) and
 * its display settings. Ids of another owner are left out, so the renderer says
 * 'clipart category "…" is not available' instead of drawing someone else's picture.
 *
 * Asked once per render job and not cached across jobs, unlike fonts: a category changes after
 * the artwork was saved (cliparts are added, display settings edited), and a print file must
 * draw what the shopper was offered when they ordered — today's category, never an older copy
 * a long-lived process happened to keep. It is one indexed query on the artworks side.
 * Same client as the font lookups: artworks being down or answering 5xx throws
 * InternalUnavailableError, so the bus redelivers the request (an outage is not the design's
 * fault); an artwork artworks does not know fails the design (ArtworkVersionNotFound).
 */
export class ClipartLibrary {
  private readonly artworks: ArtworksClient;

  constructor(options: { artworksUrl: string; internalSecret: string }) {
    this.artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
  }

  /** The categories `document` (a version of `artworkId`) uses; [] without a single lookup when it uses none. */
  async categoriesFor(artworkId: string, document: unknown): Promise<ClipartCategory[]> {
    const ids = clipartCategoryIdsOf(document);
    const categories: ClipartCategory[] = [];
    for (let i = 0; i < ids.length; i += MAX_RENDER_CATEGORY_IDS) {
      categories.push(...(await this.fetch(artworkId, ids.slice(i, i + MAX_RENDER_CATEGORY_IDS))));
    }
    return categories;
  }

  private async fetch(artworkId: string, ids: string[]): Promise<ClipartCategory[]> {
    const categories = await this.artworks.clipartCategoriesForRender(artworkId, ids);
    if (!categories) throw new ArtworkVersionNotFound(`Artwork ${artworkId} not found (its clipart categories cannot be looked up)`);
    return categories;
  }
}
