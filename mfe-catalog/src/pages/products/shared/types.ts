/** Shapes the product pages read from the catalog subgraph (services/catalog/src/products/*.graphql). */

export interface VariantAttribute {
  name: string;
  slug: string;
  option: string;
}

export interface TypeVariant {
  id: string;
  product_type_id: string;
  sku: string;
  attributes: VariantAttribute[];
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  sorting: number;
}

export interface TypePrintArea {
  id: string;
  name: string;
  width: number | null;
  height: number | null;
}

export interface PickerProductType {
  id: string;
  title: string;
  sku: string;
  mockup: string | null;
  images: string[];
  categories: Array<{ id: string; title: string }>;
  min_base_cost: number | null;
  max_base_cost: number | null;
}

export interface FormProductType {
  id: string;
  title: string;
  sku: string;
  images: string[];
  printAreas: TypePrintArea[];
  product_type_variants: TypeVariant[];
}

export interface ProductVariantRead {
  id: string;
  price: number | null;
  regular_price: number;
  product_type_id: string;
  product_type_variant_id: string;
  active: boolean;
  sorting: number;
  mockup_id: string | null;
  image: string | null;
}

export interface ProductPrintAreaRead {
  product_type_print_area_id: string;
  name: string;
  product_type_id: string;
  artwork_id: string | null;
}

export interface EntitySorting {
  entity_id: string;
  sorting: number;
}

/** productByID as the edit and clone screens need it. */
export interface ProductRead {
  id: string;
  origin_id: string | null;
  title: string;
  description: string | null;
  permalink: string;
  images: string[];
  site_id: string;
  product_type_ids: string[];
  collection_ids: EntitySorting[];
  tag_ids: EntitySorting[];
  bundled_products: string | null;
  excludeMockups: string[];
  variants: ProductVariantRead[];
  print_areas: ProductPrintAreaRead[];
}

export interface SiteRef {
  id: string;
  title: string | null;
  domain: string | null;
}

export interface ProductRow {
  id: string;
  title: string;
  sku: string | null;
  images: string[];
  created_at: string;
  site_id: string;
  product_type_ids: string[];
  site: SiteRef | null;
}

export interface CampaignStoreRow {
  id: string;
  siteId: string;
  productId: string;
  status: string;
  log: string | null;
  createdAt: string;
  pushedAt: string | null;
  permalink: string | null;
  product: { id: string; title: string; sku: string | null } | null;
  site: SiteRef | null;
}

export interface Page<T> {
  count: number;
  hits: T[];
}
