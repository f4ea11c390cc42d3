import { EntitySchema } from 'typeorm';
import { moneyColumn } from '../variants/product-type-variant.entity';

/** A collection or tag of the seller's store chosen on the product form, with its order. */
export interface EntitySorting {
  entity_id: string;
  sorting: number;
}

/** A product a seller sells on one site, made from one or more product types (spec 001 §3 Product). */
export interface Product {
  /** Nine lower-case alphanumerics (`generateProductId`, spec 001 §9). */
  id: string;
  /** The product's id in the site's store once pushed (or mapped). */
  origin_id: string | null;
  title: string;
  description: string | null;
  /** Unique across products. */
  permalink: string;
  /** Storage keys of the product images, in display order. */
  images: string[];
  sku: string | null;
  store_product_type: string | null;
  weight: number | null;
  /** kg (default), g, oz, lb. */
  weight_unit: string;
  site_id: string;
  /** Owner of the site (the seller), kept here so scoping a seller's lists needs no call to users-sites. */
  user_id: string;
  product_type_ids: string[];
  collection_ids: EntitySorting[];
  tag_ids: EntitySorting[];
  /** JSON text of [{ id, origin_id }] (spec 001 §3). */
  bundled_products: string | null;
  exclude_mockups: string[];
  created_at: Date;
  updated_at: Date;
}

export const ProductEntity = new EntitySchema<Product>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: { type: 'varchar', length: 9, primary: true },
    origin_id: { type: 'text', nullable: true },
    title: { type: 'text' },
    description: { type: 'text', nullable: true },
    permalink: { type: 'text', unique: true },
    images: { type: 'jsonb', default: () => `'[]'::jsonb` },
    sku: { type: 'text', nullable: true },
    store_product_type: { type: 'text', nullable: true },
    weight: { type: 'double precision', nullable: true },
    weight_unit: { type: 'text', default: 'kg' },
    site_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    product_type_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    collection_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    tag_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    bundled_products: { type: 'text', nullable: true },
    exclude_mockups: { type: 'jsonb', default: () => `'[]'::jsonb` },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** One sellable variant of a product: a product type variant with the seller's prices. */
export interface ProductVariant {
  id: string;
  product_id: string;
  product_type_id: string;
  product_type_variant_id: string;
  /** Regular price. */
  regular_price: number;
  /** Sale price; null when there is none. */
  price: number | null;
  active: boolean;
  sorting: number;
  mockup_id: string | null;
  /** Storage key of the variant image. */
  image: string | null;
  /** Design state of the variant's print files; set by order processing later. */
  design_status: string | null;
}

export const ProductVariantEntity = new EntitySchema<ProductVariant>({
  name: 'ProductVariant',
  tableName: 'product_variants',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    product_id: { type: 'varchar', length: 9 },
    product_type_id: { type: 'uuid' },
    product_type_variant_id: { type: 'uuid' },
    regular_price: { type: 'numeric', precision: 12, scale: 2, transformer: moneyColumn },
    price: { type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyColumn },
    active: { type: 'boolean', default: true },
    sorting: { type: 'integer', default: 0 },
    mockup_id: { type: 'text', nullable: true },
    image: { type: 'text', nullable: true },
    design_status: { type: 'text', nullable: true },
  },
});

/** The artwork a product prints on one print area of one of its product types. */
export interface ProductPrintArea {
  id: string;
  product_id: string;
  product_type_print_area_id: string;
  /** The print area's name when the product was saved. */
  name: string;
  product_type_id: string;
  /** An artwork of the artworks service. */
  artwork_id: string | null;
  sorting: number;
}

export const ProductPrintAreaEntity = new EntitySchema<ProductPrintArea>({
  name: 'ProductPrintArea',
  tableName: 'product_print_areas',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    product_id: { type: 'varchar', length: 9 },
    product_type_print_area_id: { type: 'uuid' },
    name: { type: 'text' },
    product_type_id: { type: 'uuid' },
    artwork_id: { type: 'text', nullable: true },
    sorting: { type: 'integer', default: 0 },
  },
});

/** Where a product lives in a store: the store's product id per site (spec 001 §3 product_stores). */
export interface ProductStore {
  product_id: string;
  site_id: string;
  origin_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const ProductStoreEntity = new EntitySchema<ProductStore>({
  name: 'ProductStore',
  tableName: 'product_stores',
  columns: {
    product_id: { type: 'varchar', length: 9, primary: true },
    site_id: { type: 'uuid', primary: true },
    origin_id: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

export const PRODUCT_ENTITIES = [ProductEntity, ProductVariantEntity, ProductPrintAreaEntity, ProductStoreEntity];
