import { checkBulkAllPrice } from '@pod/contracts';
import type { PriceField, VariantRow } from './variantRow';

/** The Bulk Edit menu (spec 001 §2): one modal for all three prices, one per single price. */
export type BulkPriceKind = 'all' | PriceField;

export const BULK_PRICE_MENU: ReadonlyArray<{ key: BulkPriceKind; label: string }> = [
  { key: 'all', label: 'All price' },
  // "Base code" is the spec's menu label for the base cost.
  { key: 'base_cost', label: 'Base code' },
  { key: 'retail_cost', label: 'Regular price' },
  { key: 'sale_cost', label: 'Sale price' },
];

export const PRICE_LABELS: Record<PriceField, string> = {
  base_cost: 'Base cost',
  retail_cost: 'Regular price',
  sale_cost: 'Sale price',
};

/** Spec 001 §5: a single bulk price is at least 1. */
export const SINGLE_PRICE_MIN = 1;

export type PricePatch = Partial<Pick<VariantRow, PriceField>>;

export interface AllPriceValues {
  base_cost?: number | null;
  retail_cost?: number | null;
  sale_cost?: number | null;
}

/**
 * The patch the "All price" modal applies, or the first broken rule of the modal. A blank sale
 * price clears the rows' sale prices (all three prices are set together).
 */
export function allPricePatch(values: AllPriceValues): { patch: PricePatch } | { field: PriceField; message: string } {
  const violation = checkBulkAllPrice(values);
  if (violation) return violation;
  return { patch: { base_cost: values.base_cost!, retail_cost: values.retail_cost!, sale_cost: values.sale_cost ?? null } };
}

/** The patch of a single-price modal; null when the value is missing or below the minimum. */
export function singlePricePatch(field: PriceField, value: number | null | undefined): PricePatch | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < SINGLE_PRICE_MIN) return null;
  return { [field]: value };
}

/**
 * Bulk price targets the selected rows by SKU (spec 001 §5): every row whose SKU is one of
 * the selected rows' SKUs. Returns the keys of the rows to patch, in screen order.
 */
export function keysForSelectedSkus(rows: Iterable<Pick<VariantRow, 'key' | 'sku'>>, selectedKeys: readonly string[]): string[] {
  const rowList = [...rows];
  const selected = new Set(selectedKeys);
  const skus = new Set(rowList.filter((r) => selected.has(r.key)).map((r) => r.sku.trim()));
  return rowList.filter((r) => skus.has(r.sku.trim())).map((r) => r.key);
}
