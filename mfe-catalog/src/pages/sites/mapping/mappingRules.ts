import { checkVariantPrice } from '@pod/contracts';
import type { MappingProductTypesResult } from './queries';

/**
 * Store mapping's rules, apart from the screens: the variant rows of the "Variants" modal,
 * their checks (spec 001 §5: "Please select {slug}", the price rules with the base cost as
 * the sale price's minimum), and what "Start Mapping" sends to a WooCommerce store (§7).
 */

/** A product type as store mapping loads it (MAPPING_PRODUCT_TYPES_QUERY). */
export type MappingProductType = MappingProductTypesResult['productTypes']['hits'][number];
export type MappingTypeVariant = MappingProductType['product_type_variants'][number];

/** One store variation to create: its options (slug → option) and prices. */
export interface VariantRow {
  key: string;
  product_type_id: string;
  options: Record<string, string | undefined>;
  regular_price: number | null;
  sale_price: number | null;
}

/** The rows a type starts with: one per active variant, at the type's prices. */
export function initialRows(type: MappingProductType): VariantRow[] {
  return type.product_type_variants
    .filter((v) => v.is_active)
    .map((v) => ({
      key: `${type.id}:${v.id}`,
      product_type_id: type.id,
      options: Object.fromEntries(v.attributes.map((a) => [a.slug, a.option])),
      regular_price: v.retail_cost,
      sale_price: v.sale_cost,
    }));
}

/** The type variant whose options are the row's, if the row is complete and such a variant exists. */
export function typeVariantOf(type: MappingProductType, row: VariantRow): MappingTypeVariant | null {
  if (type.attributes.some((a) => !row.options[a.slug])) return null;
  return type.product_type_variants.find((v) => v.attributes.every((a) => row.options[a.slug] === a.option)) ?? null;
}

/** Profit in the mapping modal: sale price minus base cost (spec 001 §5). */
export function rowProfit(row: VariantRow, variant: MappingTypeVariant | null): number | null {
  if (row.sale_price == null || !variant) return null;
  return Math.round((row.sale_price - (variant.base_cost ?? 0)) * 100) / 100;
}

export const MAPPING_UI_MESSAGES = {
  selectOption: (slug: string) => `Please select ${slug}`,
  noSuchVariant: 'This product type has no variant with these options',
  duplicateVariant: 'This variant is already in the list',
  noRows: 'Please add at least one variant',
  mapped: (id: string | number) => `Successfuly to map product #${id}`,
  shopify: 'Sorry',
} as const;

/** The first problem of a row, or null: options chosen, an existing variant, not twice, prices by the rules. */
export function rowProblem(type: MappingProductType, row: VariantRow, rows: VariantRow[]): string | null {
  const missing = type.attributes.find((a) => !row.options[a.slug]);
  if (missing) return MAPPING_UI_MESSAGES.selectOption(missing.slug);
  const variant = typeVariantOf(type, row);
  if (!variant) return MAPPING_UI_MESSAGES.noSuchVariant;
  const first = rows.find((other) => other.product_type_id === row.product_type_id && typeVariantOf(type, other)?.id === variant.id);
  if (first && first.key !== row.key) return MAPPING_UI_MESSAGES.duplicateVariant;
  return checkVariantPrice({ base_cost: variant.base_cost, retail_cost: row.regular_price, sale_cost: row.sale_price });
}

/** The first problem over every chosen type, with the type it is in (to open its tab). */
export function firstProblem(types: MappingProductType[], rows: VariantRow[]): { typeId: string; message: string } | null {
  for (const type of types) {
    const own = rows.filter((r) => r.product_type_id === type.id);
    if (!own.length) return { typeId: type.id, message: MAPPING_UI_MESSAGES.noRows };
    for (const row of own) {
      const message = rowProblem(type, row, rows);
      if (message) return { typeId: type.id, message };
    }
  }
  return null;
}

const TYPE_ATTRIBUTE = 'Type';

/**
 * The store product's attributes: every chosen type's attributes (options used by the rows),
 * merged by name; with several types a "Type" attribute tells their variations apart.
 */
export function storeAttributes(types: MappingProductType[], rows: VariantRow[]) {
  const byName = new Map<string, string[]>();
  if (types.length > 1) byName.set(TYPE_ATTRIBUTE, types.map((t) => t.title));
  for (const type of types) {
    for (const attribute of type.attributes) {
      const used = rows.filter((r) => r.product_type_id === type.id).map((r) => r.options[attribute.slug]).filter((o): o is string => !!o);
      const options = byName.get(attribute.name) ?? [];
      for (const option of attribute.options) if (used.includes(option) && !options.includes(option)) options.push(option);
      byName.set(attribute.name, options);
    }
  }
  return [...byName].map(([name, options], position) => ({ name, position, visible: true, variation: true, options }));
}

const price = (n: number | null) => (n == null ? '' : n.toFixed(2));

/**
 * The variations batch of "Start Mapping" (spec 001 §7): existing published variations set
 * private, one new variation per row with prices, SKU, attributes and the type variant id as
 * meta. SKUs carry the store product id: WooCommerce wants SKUs unique store-wide, private
 * variations included — so when a product is mapped again, a variation that already has a
 * row's SKU is updated (and published) instead of a duplicate being created.
 */
export function variationsBatch(storeProductId: number | string, types: MappingProductType[], rows: VariantRow[], existing: Array<{ id: number; sku?: string }>) {
  const typeById = new Map(types.map((t) => [t.id, t]));
  const create = rows.flatMap((row) => {
    const type = typeById.get(row.product_type_id);
    const variant = type && typeVariantOf(type, row);
    if (!type || !variant) return [];
    const attributes = variant.attributes.map((a) => ({ name: a.name, option: a.option }));
    if (types.length > 1) attributes.unshift({ name: TYPE_ATTRIBUTE, option: type.title });
    return [
      {
        sku: `${storeProductId}-${variant.sku}`,
        regular_price: price(row.regular_price),
        sale_price: price(row.sale_price),
        attributes,
        meta_data: [{ key: 'pod_product_type_variant_id', value: variant.id }],
      },
    ];
  });
  const bySku = new Map(existing.filter((v) => v.sku).map((v) => [v.sku!, v.id]));
  const reused = new Set<number>();
  const update: Array<Record<string, unknown>> = [];
  const fresh: typeof create = [];
  for (const variation of create) {
    const id = bySku.get(variation.sku);
    if (id === undefined) fresh.push(variation);
    else {
      reused.add(id);
      update.push({ id, status: 'publish', ...variation });
    }
  }
  for (const old of existing) if (!reused.has(old.id)) update.push({ id: old.id, status: 'private' });
  return { update, create: fresh };
}

/** WooCommerce takes at most 100 items per batch request. */
export function batchChunks<T extends { update: unknown[]; create: unknown[] }>(batch: T, size = 100): Array<{ update: T['update']; create: T['create'] }> {
  const items = [...batch.update.map((u) => ({ update: u })), ...batch.create.map((c) => ({ create: c }))];
  const chunks: Array<{ update: T['update']; create: T['create'] }> = [];
  for (let i = 0; i < items.length; i += size) {
    const part = items.slice(i, i + size);
    chunks.push({ update: part.flatMap((p) => ('update' in p ? [p.update] : [])), create: part.flatMap((p) => ('create' in p ? [p.create] : [])) });
  }
  return chunks;
}
