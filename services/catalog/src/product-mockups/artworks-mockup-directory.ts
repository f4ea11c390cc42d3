import { isUuid } from '@pod/service-kit';
import { createArtworksClient, type ArtworksClient } from '@pod/artworks-client';
import type { MockupDirectory, ProductTypeMockup } from './mockup-directory';

/**
 * Product type mockups are the artworks service's (spec 002 §3 "Mockup"); the catalog reads them
 * through its client's internal route listing mockups by product type ids.
 */
export class ArtworksMockupDirectory implements MockupDirectory {
  private readonly artworks: ArtworksClient;

  constructor(options: { artworksUrl: string; internalSecret: string }) {
    this.artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
  }

  async mockupsOfProductTypes(productTypeIds: readonly string[]): Promise<ProductTypeMockup[]> {
    const ids = [...new Set(productTypeIds.filter(isUuid))];
    if (!ids.length) return [];
    const mockups = await this.artworks.mockupsByProductTypes(ids);
    return mockups.map((m) => ({
      id: m.id,
      productTypeId: m.productTypeId,
      ordering: m.ordering,
      width: m.width,
      height: m.height,
      fileKey: m.fileKey,
      layers: m.layers,
      defaultBgColor: m.settings.defaultBgColor,
      changeBgColorByVariantColor: m.settings.changeBgColorByVariantColor,
      variantIds: m.variantIds,
    }));
  }
}
