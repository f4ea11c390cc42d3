import type { Personalization } from '@pod/artwork-scene';
import type { DesignOutput } from '@pod/contracts';
import { fontRefsOf } from '@pod/render';
import { ArtworkVersionNotFound } from './artwork-versions-client';
import type { DesignRenderConsumerOptions } from './design-render.consumer';

/** A print-file render of one saved artwork version: what orders' designs and the editor's "Render print file" share. */
export interface VersionRenderRequest {
  artworkId: string;
  version: number;
  /** The shopper's values for the document (orders map `[{name, value}]`, the editor sends them by layer id). */
  personalization(document: unknown): Personalization;
  output: DesignOutput;
  /** Template index (-1 = shared layers); default: the artwork's default template. */
  template?: number;
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
  const personalization = request.personalization(document);
  // Looked up before the render: an artworks outage is retried, not reported as the design's fault.
  const fonts = await options.fonts.fontsFor(fontRefsOf(document, personalization));
  try {
    const result = await options.pool().render({
      artwork: document,
      template: request.template,
      personalization,
      printArea: request.output,
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
