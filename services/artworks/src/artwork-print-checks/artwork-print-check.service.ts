import { LOW_DPI, printCheck, printCheckFiles, type ArtworkPrintCheck } from '@pod/artwork-scene';
import type { DataSource } from 'typeorm';
import type { UserContext } from '@pod/service-kit';
import type { ArtworkService } from '../artworks/artwork.service';
import { versionDocument } from '../artworks/artwork-versions';
import type { MediaFiles } from '../mockups/media-files';
import { imageSizes } from './image-sizes';

/** What the query answers: the check with the artwork and version it was made on. */
export interface ArtworkPrintCheckResult extends ArtworkPrintCheck {
  artworkID: string;
  version: number;
  lowDpiThreshold: number;
}

/**
 * The print check of an artwork on a product type's print area (issue 24 item 5): the artwork's
 * current version as it prints by default, the image files' pixel sizes from media, and
 * @pod/artwork-scene's printCheck — the same function the browser could run, so the numbers are
 * the renderer's. Reading needs the artwork to be readable by the caller (owner scoping of
 * ArtworkService.get: another seller's artwork is not found).
 */
export class ArtworkPrintCheckService {
  constructor(
    private readonly db: DataSource,
    private readonly options: { artworks: ArtworkService; media: MediaFiles },
  ) {}

  async check(user: UserContext, args: { artworkID: string; width: number; height: number; dpi: number }): Promise<ArtworkPrintCheckResult> {
    const artwork = await this.options.artworks.get(user, args.artworkID);
    // The version's document is what print files render; the row is the same after every save.
    const document =
      (await versionDocument(this.db.manager, artwork.id, artwork.current_version)) ??
      { width: artwork.width, height: artwork.height, templates: artwork.templates, sharedLayers: artwork.shared_layers };
    const imageSize = await imageSizes(this.options.media, printCheckFiles(document));
    const result = printCheck({ artwork: document, printArea: { width: args.width, height: args.height, dpi: args.dpi }, imageSize });
    return { ...result, artworkID: artwork.id, version: artwork.current_version, lowDpiThreshold: LOW_DPI };
  }
}
