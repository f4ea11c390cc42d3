import { randomUUID } from 'node:crypto';
import { checkVariantPrice, hasNoPrices, PRICE_MESSAGES, PRODUCT_TYPE_MESSAGES } from '@pod/contracts';
import { badInput } from '@pod/service-kit';
import type { ProductTypeVariantInput } from '../generated/resolvers-types';
import type { CarrierCost, PrintSize, ProductTypeVariant, VariantAttribute } from './product-type-variant.entity';

/** A variant exactly as it will be written; `isNew` rows are inserted, the rest updated. */
export interface VariantRow {
  id: string;
  isNew: boolean;
  sku: string;
  attributes: VariantAttribute[];
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  sorting: number;
  print_sizes: PrintSize[];
  carrier_costs: CarrierCost[];
}

/** numeric(12,2) holds at most this. */
const MAX_PRICE = 9_999_999_999.99;
/** Spec silent: our wording for a price the column cannot hold. */
export const PRICE_OUT_OF_RANGE = 'Prices must be between 0 and 9,999,999,999.99';
/** Spec silent: our wording for a negative print size. */
export const PRINT_SIZE_NEGATIVE = 'Print size must be at least 0';
/** Spec silent: SKUs identify variants in stores and in bulk price edits, so one per type. */
export const variantSkuTaken = (sku: string) => `Variant SKU already exists: ${sku}`;

/** Which price field a price-rule message points at. */
const PRICE_FIELD: Record<string, keyof VariantRow> = {
  [PRICE_MESSAGES.regularPositive]: 'retail_cost',
  [PRICE_MESSAGES.saleBetween]: 'sale_cost',
  [PRICE_MESSAGES.regularAtLeastBase]: 'retail_cost',
};

/**
 * One input row merged over the stored variant (fields not sent keep their value; a new row
 * starts empty and active, spec 001 §4) and checked: SKU present, prices the column can hold,
 * the three price rules of spec 001 §5 — but only when the row carries a price at all, since
 * generated variants are saved with empty costs until someone prices them.
 * `at` is the field path prefix for errors ("variants.3").
 */
export function variantRow(input: ProductTypeVariantInput, before: ProductTypeVariant | undefined, sorting: number, at: string): VariantRow {
  const path = (field: string) => (at ? `${at}.${field}` : field);
  const pick = <K extends keyof ProductTypeVariantInput & keyof ProductTypeVariant>(key: K, fallback: ProductTypeVariant[K]) =>
    (input[key] === undefined ? (before ? before[key] : fallback) : (input[key] ?? fallback)) as ProductTypeVariant[K];

  const sku = pick('sku', '').trim();
  if (!sku) throw badInput(PRODUCT_TYPE_MESSAGES.skuRequired, path('sku'));

  const prices = {
    base_cost: money(pick('base_cost', null), path('base_cost')),
    retail_cost: money(pick('retail_cost', null), path('retail_cost')),
    sale_cost: money(pick('sale_cost', null), path('sale_cost')),
  };
  if (!hasNoPrices(prices)) {
    const message = checkVariantPrice(prices);
    if (message) throw badInput(message, path(PRICE_FIELD[message] ?? 'retail_cost'));
  }

  const print_sizes = pick('print_sizes', []);
  for (const [i, size] of print_sizes.entries()) {
    if (!(size.width >= 0) || !(size.height >= 0)) throw badInput(PRINT_SIZE_NEGATIVE, path(`print_sizes.${i}`));
  }

  return {
    id: before?.id ?? randomUUID(),
    isNew: !before,
    sku,
    attributes: pick('attributes', []),
    ...prices,
    is_active: pick('is_active', true),
    sorting,
    print_sizes,
    // A carrier cost sent without `cost` is stored as null, as the entity (and the API) reads it.
    carrier_costs: (input.carrier_costs === undefined ? (before?.carrier_costs ?? []) : (input.carrier_costs ?? [])).map(
      (c): CarrierCost => ({ carrier_id: c.carrier_id, cost: c.cost ?? null }),
    ),
  };
}

/** Money is stored with cents: round here so what we check is what we store. */
function money(value: number | null, field: string): number | null {
  if (value === null) return null;
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) throw badInput(PRICE_OUT_OF_RANGE, field);
  return Math.round(value * 100) / 100;
}
