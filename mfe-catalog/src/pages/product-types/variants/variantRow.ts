import { checkVariantPrice, hasNoPrices, PRODUCT_TYPE_MESSAGES, type VariantDraft } from '@pod/contracts';
import type { VariablesOf } from '@pod/platform';
import type { SAVE_PRODUCT_TYPE_VARIANTS_MUTATION, ServerVariant } from './queries';

export interface VariantOption {
  name: string;
  slug: string;
  option: string;
}

export interface PrintSize {
  print_area_id: string;
  width: number;
  height: number;
}

export type PriceField = 'base_cost' | 'retail_cost' | 'sale_cost';

/**
 * One editable row of the variants screen. `key` identifies the row on this screen (the
 * variant id once saved, a local key for a variant added here); `id` is only set for saved
 * variants, so Save knows which rows to create and which to update.
 */
export interface VariantRow {
  key: string;
  id?: string;
  sku: string;
  attributes: VariantOption[];
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  print_sizes: PrintSize[];
  carrier_costs: Array<{ carrier_id: string; cost: number | null }>;
}

/** What saveProductTypeVariants takes for one row (ProductTypeVariantInput, from the schema). */
export type VariantInput = VariablesOf<typeof SAVE_PRODUCT_TYPE_VARIANTS_MUTATION>['variants'][number];

/** "Black / M": the variant's options in its attribute order. */
export function variantLabel(attributes: readonly { option: string }[]): string {
  return attributes.map((a) => a.option).join(' / ');
}

/**
 * One size per print area of the type, in the type's order: a variant saved before a print
 * area was added gets 0 × 0 for it, and sizes of removed print areas are dropped.
 */
export function sizesForAreas(sizes: readonly PrintSize[], printAreaIds: readonly string[]): PrintSize[] {
  return printAreaIds.map((print_area_id) => {
    const found = sizes.find((s) => s.print_area_id === print_area_id);
    return { print_area_id, width: found?.width ?? 0, height: found?.height ?? 0 };
  });
}

// GraphQL results carry __typename on nested objects; inputs must not.
const option = (a: VariantOption): VariantOption => ({ name: a.name, slug: a.slug, option: a.option });

export function rowFromVariant(variant: ServerVariant, printAreaIds: readonly string[]): VariantRow {
  return {
    key: variant.id,
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes.map(option),
    base_cost: variant.base_cost,
    retail_cost: variant.retail_cost,
    sale_cost: variant.sale_cost,
    is_active: variant.is_active,
    print_sizes: sizesForAreas(variant.print_sizes, printAreaIds),
    carrier_costs: variant.carrier_costs.map((c) => ({ carrier_id: c.carrier_id, cost: c.cost })),
  };
}

export function rowFromDraft(draft: VariantDraft, key: string): VariantRow {
  return { ...draft, key, attributes: draft.attributes.map(option), print_sizes: draft.print_sizes.map((s) => ({ ...s })), carrier_costs: [] };
}

/** The row as saved: sorting is its position on the screen, from 1. */
export function rowToInput(row: VariantRow, productTypeId: string, position: number): VariantInput {
  return {
    ...(row.id ? { id: row.id } : {}),
    product_type_id: productTypeId,
    sku: row.sku,
    attributes: row.attributes,
    base_cost: row.base_cost,
    retail_cost: row.retail_cost,
    sale_cost: row.sale_cost,
    is_active: row.is_active,
    sorting: position + 1,
    print_sizes: row.print_sizes,
    carrier_costs: row.carrier_costs,
  };
}

/**
 * The row's price-rule violation (spec 001 §5 "Variant prices"), or null. A row with no price
 * at all is a variant generated here and not priced yet: the server saves it empty (new
 * variants start with empty costs, spec 001 §4), so it is not a violation here either.
 */
export function rowPriceError(row: Pick<VariantRow, PriceField>): string | null {
  if (hasNoPrices(row)) return null;
  return checkVariantPrice(row);
}

/** What the row shows and what keeps Save disabled: a blank SKU (the server's "Please input sku"), else its price rule. */
export function rowError(row: Pick<VariantRow, PriceField | 'sku'>): string | null {
  if (!row.sku.trim()) return PRODUCT_TYPE_MESSAGES.skuRequired;
  return rowPriceError(row);
}
