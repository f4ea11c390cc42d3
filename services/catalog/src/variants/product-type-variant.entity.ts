import { EntitySchema, type ValueTransformer } from 'typeorm';

export interface VariantAttribute {
  name: string;
  slug: string;
  option: string;
}

export interface PrintSize {
  print_area_id: string;
  width: number;
  height: number;
}

export interface CarrierCost {
  carrier_id: string;
  cost: number | null;
}

/** One sellable combination of a product type's attribute options (spec 001 §3). */
export interface ProductTypeVariant {
  id: string;
  product_type_id: string;
  /** Unique within its product type. */
  sku: string;
  attributes: VariantAttribute[];
  /** Base cost (what the provider charges); null until priced. */
  base_cost: number | null;
  /** Regular price. */
  retail_cost: number | null;
  /** Sale price. */
  sale_cost: number | null;
  is_active: boolean;
  sorting: number;
  print_sizes: PrintSize[];
  carrier_costs: CarrierCost[];
  created_at: Date;
  updated_at: Date;
}

/** numeric(12,2) arrives from pg as a string (exact decimal); the API speaks Float. */
export const moneyColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => toMoney(value),
};

export function toMoney(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export const ProductTypeVariantEntity = new EntitySchema<ProductTypeVariant>({
  name: 'ProductTypeVariant',
  tableName: 'product_type_variants',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    product_type_id: { type: 'uuid' },
    sku: { type: 'text' },
    attributes: { type: 'jsonb', default: () => `'[]'::jsonb` },
    base_cost: { type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyColumn },
    retail_cost: { type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyColumn },
    sale_cost: { type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyColumn },
    is_active: { type: 'boolean', default: true },
    sorting: { type: 'integer', default: 0 },
    print_sizes: { type: 'jsonb', default: () => `'[]'::jsonb` },
    carrier_costs: { type: 'jsonb', default: () => `'[]'::jsonb` },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** Money columns: numeric(12,2), which pg hands over as strings. */
type MoneyColumn = 'base_cost' | 'retail_cost' | 'sale_cost';

/** A raw row of product_type_variants as plain SQL (`SELECT *`, `RETURNING *`) returns it. */
export type ProductTypeVariantRow = Omit<ProductTypeVariant, MoneyColumn> & Record<MoneyColumn, string | null>;

/** A raw row in the entity's shape. */
export function variantFromRow(row: ProductTypeVariantRow): ProductTypeVariant {
  return {
    ...row,
    base_cost: toMoney(row.base_cost),
    retail_cost: toMoney(row.retail_cost),
    sale_cost: toMoney(row.sale_cost),
  };
}
