import type { ClipartCategory, Personalization } from '@pod/artwork-scene';
import type { DesignOutput } from '@pod/contracts';
import { fontRefsOf } from '@pod/render';
import { ArtworkVersionNotFound } from './artwork-versions-client';
import type { DesignRenderConsumerOptions } from './design-render.consumer';

/** A render of one saved artwork version: what orders' designs, the editor's "Render print file" and the library's previews share. */
export interface VersionRenderRequest {
  artworkId: string;
  version: number;
  /**
   * The values for the document's fields: orders map the shopper's `[{name, value}]`, the editor
   * sends them by layer id, previews take the design values (`previewPersonalization`).
   */
  personalization(document: unknown, clipartCategories: ClipartCategory[]): Personalization;
  /** The output size: fixed (a print area), or read off the document (a preview's long side). */
  output: DesignOutput | ((document: unknown) => DesignOutput);
  /** Template index (-1 = shared layers); default: the artwork's default template. */
  template?: number;
  /** Painted under the design (previews show it on white); default transparent. */
  background?: string;
  /** The artwork as product mockups show it: layers marked "Exclude from mockup" left out. */
  forMockup?: boolean;
}

export type VersionRenderOutcome =
  | { kind: 'rendered'; png: Buffer; width: number; height: number; dpi: number; renderMs: number }
  | { kind: 'failed'; log: string };

/**
 * The print-file render of media's render worker, one code path for every caller: read the pinned
 * version from artworks, its owner's clipart categories and the fonts it names (outages throw and
 * are retried by the consumer, never blamed on the design), then draw it in the render pool. A
 * missing version or the renderer's refusal (a line naming the layer) is the design's failure.
 */
export async function renderArtworkVersion(
  options: Pick<DesignRenderConsumerOptions, 'pool' | 'artworks' | 'fonts' | 'cliparts' | 'source' | 'pixelBound'>,
  request: VersionRenderRequest,
): Promise<VersionRenderOutcome> {
  let document: unknown;
  let clipartCategories;
  try {
    document = await options.artworks.document(request.artworkId, request.version);
    clipartCategories = await options.cliparts.categoriesFor(request.artworkId, document);
  } catch (error) {
    if (error instanceof ArtworkVersionNotFound) return { kind: 'failed', log: error.message };
    throw error;
  }
  const personalization = request.personalization(document, clipartCategories);
  // Looked up before the render: an artworks outage is retried, not reported as the design's fault.
  const fonts = await options.fonts.fontsFor(fontRefsOf(document, personalization));
  try {
    const result = await options.pool().render({
      artwork: document,
      template: request.template,
      personalization,
      printArea: typeof request.output === 'function' ? request.output(document) : request.output,
      background: request.background,
      forMockup: request.forMockup,
      fonts,
      clipartCategories,
      source: options.source,
      pixelBound: options.pixelBound,
    });
    const { prepareMs, drawMs, encodeMs } = result.timings;
    return { kind: 'rendered', png: result.png, width: result.width, height: result.height, dpi: result.dpi, renderMs: Math.round(prepareMs + drawMs + encodeMs) };
  } catch (error) {
    // The renderer's message is the readable log line naming the layer.
    return { kind: 'failed', log: error instanceof Error ? error.message : String(error) };
  }
}
