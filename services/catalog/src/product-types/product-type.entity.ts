import { EntitySchema } from 'typeorm';

/** One attribute of a product type (spec 001 §3): Color → [Black, White]. */
export interface Attribute {
  name: string;
  slug: string;
  options: string[];
}

/** A base product the provider makes (spec 001 §3 ProductType). */
export interface ProductType {
  id: string;
  title: string;
  description: string | null;
  /** Unique among product types (case-insensitive); prefixes every variant SKU. */
  sku: string;
  /** Link to a downloadable mockup file. */
  mockup: string | null;
  /** Storage keys, in display order. */
  images: string[];
  attributes: Attribute[];
  /** active | inactive */
  state: string;
  creater_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const ProductTypeEntity = new EntitySchema<ProductType>({
  name: 'ProductType',
  tableName: 'product_types',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    description: { type: 'text', nullable: true },
    sku: { type: 'text' },
    mockup: { type: 'text', nullable: true },
    images: { type: 'jsonb', default: () => `'[]'::jsonb` },
    attributes: { type: 'jsonb', default: () => `'[]'::jsonb` },
    state: { type: 'text', default: 'active' },
    creater_id: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** Which categories a product type is filed under (many to many). */
export interface ProductTypeCategory {
  product_type_id: string;
  category_id: string;
}

export const ProductTypeCategoryEntity = new EntitySchema<ProductTypeCategory>({
  name: 'ProductTypeCategory',
  tableName: 'product_type_categories',
  columns: {
    product_type_id: { type: 'uuid', primary: true },
    category_id: { type: 'uuid', primary: true },
  },
});
