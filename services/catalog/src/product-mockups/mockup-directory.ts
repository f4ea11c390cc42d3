/**
 * A product type mockup as the catalog needs it to plan product renders: the photo, its layers
 * (drawn by media's renderer, which checks them against @pod/artwork-scene's mockup model), the
 * settings that decide the background, and the type variants it applies to. Owned by the
 * artworks service (spec 002 §3 "Mockup"); the catalog only reads it through its client.
 */
export interface ProductTypeMockup {
  id: string;
  productTypeId: string;
  /** Position among the type's mockups (spec 002 §7 `updateMockupOrdering`). */
  ordering: number;
  width: number;
  height: number;
  /** Storage key of the product photo. */
  fileKey: string;
  layers: unknown[];
  defaultBgColor: string | null;
  changeBgColorByVariantColor: boolean;
  /** Type variant ids it applies to ("Apply to variants"); empty = every variant of the type. */
  variantIds: string[];
}

/** Where the catalog reads product types' mockups from (the artworks service's internal route). */
export interface MockupDirectory {
  /** The mockups of these product types, product type mockups only (not a product's own uploads). */
  mockupsOfProductTypes(productTypeIds: readonly string[]): Promise<ProductTypeMockup[]>;
}
