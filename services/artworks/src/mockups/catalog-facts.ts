import { createCatalogClient, type CatalogClient, type CatalogMockupFacts } from '@pod/catalog-client';

export type ProductTypeFacts = CatalogMockupFacts['product_types'][number];
export type ProductFacts = NonNullable<CatalogMockupFacts['product']>;

/**
 * Product types, their print areas and variants, and products are the catalog's (ARCHITECTURE §2):
 * mockups ask its internal route (`mockup-facts`) what a mockup may name and who owns a product.
 */
export class CatalogFacts {
  private readonly catalog: CatalogClient;

  constructor(options: { catalogUrl: string; internalSecret: string }) {
    this.catalog = createCatalogClient({ baseUrl: options.catalogUrl, secret: options.internalSecret });
  }

  /** The product type's attributes, print areas and variants; null when the catalog does not know it. */
  async productType(id: string): Promise<ProductTypeFacts | null> {
    const facts = await this.catalog.mockupFacts([id]);
    return facts.product_types.find((t) => t.id === id) ?? null;
  }

  /** The product's owner and product types; null when the catalog does not know it. */
  async product(id: string): Promise<ProductFacts | null> {
    return (await this.catalog.mockupFacts([], id)).product;
  }
}
