import { artworkClipartCategoryIds, validateArtwork, type ClipartCategory } from '@pod/artwork-scene';
import { signUserContext } from '@pod/service-kit';
import { ArtworkVersionNotFound } from './artwork-versions-client';

const LOOKUP_TIMEOUT_MS = 10_000;

/** Most category ids one lookup asks for (the artworks route's bound). */
export const MAX_CLIPART_CATEGORY_IDS = 200;

/**
 * The clipart categories a document's Image layers pick from (`layerClipartCategoryId` of
 * @pod/artwork-scene, every template and the shared layers). An invalid document has none: the
 * renderer reports it.
 */
export function clipartCategoryIdsOf(document: unknown): string[] {
  const checked = validateArtwork(document);
  return checked.ok ? artworkClipartCategoryIds(checked.artwork) : [];
}

/**
 * The clipart categories renders pick the shopper's clipart from, as the artworks service owns
 * them (ARCHITECTURE §2: media never reads its tables): `POST /internal/clipart-categories/for-render`
 * answers the artwork owner's categories among the ids, each with the cliparts filed in it or
 * below it (pictures named by storage key, read from media's own library like every image) and
 * its display settings. Ids of another owner are left out, so the renderer says
 * 'clipart category "…" is not available' instead of drawing someone else's picture.
 *
 * Asked once per render job and not cached across jobs, unlike fonts: a category changes after
 * the artwork was saved (cliparts are added, display settings edited), and a print file must
 * draw what the shopper was offered when they ordered — today's category, never an older copy
 * a long-lived process happened to keep. It is one indexed query on the artworks side.
 * Same signing, time-out and retry policy as the font lookups: artworks being down or answering
 * 5xx throws a plain Error, so the bus redelivers the request (an outage is not the design's
 * fault); an artwork artworks does not know fails the design (ArtworkVersionNotFound).
 */
export class ClipartLibrary {
  constructor(private readonly options: { artworksUrl: string; internalSecret: string }) {}

  /** The categories `document` (a version of `artworkId`) uses; [] without a single lookup when it uses none. */
  async categoriesFor(artworkId: string, document: unknown): Promise<ClipartCategory[]> {
    const ids = clipartCategoryIdsOf(document);
    const categories: ClipartCategory[] = [];
    for (let i = 0; i < ids.length; i += MAX_CLIPART_CATEGORY_IDS) {
      categories.push(...(await this.fetch(artworkId, ids.slice(i, i + MAX_CLIPART_CATEGORY_IDS))));
    }
    return categories;
  }

  private async fetch(artworkId: string, ids: string[]): Promise<ClipartCategory[]> {
    const path = '/internal/clipart-categories/for-render';
    const res = await fetch(`${this.options.artworksUrl}${path}`, {
      method: 'POST',
      headers: { ...signUserContext(null, this.options.internalSecret), 'content-type': 'application/json' },
      body: JSON.stringify({ artworkId, ids }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (res.status === 404) throw new ArtworkVersionNotFound(`Artwork ${artworkId} not found (its clipart categories cannot be looked up)`);
    if (!res.ok) throw new Error(`artworks answered ${res.status} for ${path}`);
    return ((await res.json()) as { categories: ClipartCategory[] }).categories;
  }
}
