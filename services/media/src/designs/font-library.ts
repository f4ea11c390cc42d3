import { parseFontRef, type Font } from '@pod/artwork-scene';
import { createArtworksClient, MAX_FONT_IDS, type ArtworksClient, type FontMatch } from '@pod/artworks-client';

/**
 * The fonts renders draw with, as the artworks service owns them (ARCHITECTURE §2: media never
 * reads its tables): the artworks client's `fontsByIds` answers each family with its variants' storage
 * keys, the very objects the browser loads through /media/img/auto/<key>.
 *
 * Cached per font id without expiry, because a (font id, variant) pair never changes its file:
 * variants are only ever added (the pair is unique) and a deleted family keeps its rows so old
 * designs still render. The one way an entry goes stale is a variant added later, so a
 * selection whose variant the cached family lacks asks again (a miss is never cached).
 */
export class FontLibrary {
  private readonly cache = new Map<string, Font>();
  private readonly artworks: ArtworksClient;

  constructor(options: { artworksUrl: string; internalSecret: string }) {
    this.artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
  }

  /** The fonts the refs name (@pod/render's `fontRefsOf`; unknown ids are left out: the renderer then reports the font as not available). */
  async fontsFor(refs: readonly string[]): Promise<Font[]> {
    const wanted = new Map<string, string[]>();
    for (const ref of refs) {
      const parsed = parseFontRef(ref);
      if (parsed) wanted.set(parsed.fontId, [...(wanted.get(parsed.fontId) ?? []), parsed.variant]);
    }
    const missing = [...wanted].filter(([id, variants]) => {
      const cached = this.cache.get(id);
      return !cached || variants.some((v) => !cached.variants.some((cv) => cv.variant === v));
    }).map(([id]) => id);
    for (let i = 0; i < missing.length; i += MAX_FONT_IDS) {
      for (const font of await this.fetch(missing.slice(i, i + MAX_FONT_IDS))) this.cache.set(String(font.id), font);
    }
    return [...wanted.keys()].flatMap((id) => this.cache.get(id) ?? []);
  }

  /**
   * Our fonts for names a PSD gives (PostScript names like 'Oswald-Bold', or family names), among
   * the global fonts and the custom fonts of `userId`: name → match, or null when none fits.
   */
  match(userId: string | null, names: readonly string[]): Promise<Record<string, FontMatch | null>> {
    return this.artworks.matchFonts(userId, names);
  }

  private fetch(ids: string[]): Promise<Font[]> {
    return this.artworks.fontsByIds(ids);
  }
}
