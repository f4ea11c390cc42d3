/**
 * The catalog's signed `POST /internal/store-lines/match` (orders' intake asks it which of our
 * products a store line item is): request and answer, shared by both sides.
 */

/** One store line item as orders sends it: the store's ids and the SKU the store has for it. */
export interface StoreLineRef {
  store_product_id: string;
  store_variant_id: string;
  sku: string;
}

/** A print area of the matched variant: what orders needs to request its print file. */
export interface MatchedPrintArea {
  /** The product type's print area (the design's base print area). */
  id: string;
  name: string;
  artwork_id: string | null;
  /** Target print size in pixels: the type variant's `print_sizes` for the area, else the area's width × height. */
  width: number;
  height: number;
  dpi: number;
}

export interface MatchedStoreLine {
  product_id: string;
  product_variant_id: string;
  product_type_id: string;
  product_type_variant_id: string;
  base_cost: number;
  print_areas: MatchedPrintArea[];
}

/** One answer per line, in the order asked: the match, or why there is none. */
export type StoreLineMatch = { matched: MatchedStoreLine } | { error: string };
