import { PRICE_MESSAGES as P } from './messages';

export interface VariantOption {
  name: string;
  slug: string;
  option: string;
}

export interface VariantDraft {
  sku: string;
  attributes: VariantOption[];
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  print_sizes: Array<{ print_area_id: string; width: number; height: number }>;
}

interface TypeForVariants {
  sku: string;
  attributes: ReadonlyArray<{ name: string; slug: string; options: readonly string[] }>;
}

/** Every combination of one option per attribute, in attribute order (the cross product). */
export function attributeCombinations(attributes: TypeForVariants['attributes']): VariantOption[][] {
  return attributes.reduce<VariantOption[][]>(
    (combos, attribute) =>
      combos.flatMap((combo) => attribute.options.map((option) => [...combo, { name: attribute.name, slug: attribute.slug, option }])),
    [[]],
  );
}

/** Spec 001 §4: the type SKU plus each option, joined by ':'. */
export function variantSku(typeSku: string, options: readonly VariantOption[]): string {
  return [typeSku, ...options.map((o) => o.option)].join(':');
}

/** Order-free identity of a combination: "any ordering of its options" matches (spec 001 §4). */
function combinationKey(options: ReadonlyArray<{ option: string }>): string {
  return options
    .map((o) => o.option.trim().toLowerCase())
    .sort()
    .join('\u0000');
}

/**
 * The variants a type lacks: the cross product of its attribute options minus the combinations
 * an existing variant already has (in any order). New variants start with empty costs, active,
 * with print sizes of zero for every print area (spec 001 §4). Empty when the type has no
 * attributes (the screen then warns "There is no attribute.").
 */
export function missingVariants(
  productType: TypeForVariants,
  existing: ReadonlyArray<{ attributes: ReadonlyArray<{ option: string }> }>,
  printAreaIds: readonly string[],
): VariantDraft[] {
  if (!productType.attributes.length) return [];
  const present = new Set(existing.map((v) => combinationKey(v.attributes)));
  return attributeCombinations(productType.attributes)
    .filter((combo) => !present.has(combinationKey(combo)))
    .map((attributes) => ({
      sku: variantSku(productType.sku, attributes),
      attributes,
      base_cost: null,
      retail_cost: null,
      sale_cost: null,
      is_active: true,
      print_sizes: printAreaIds.map((print_area_id) => ({ print_area_id, width: 0, height: 0 })),
    }));
}

export interface VariantPrices {
  base_cost?: number | null;
  retail_cost?: number | null;
  sale_cost?: number | null;
}

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The price rules of spec 001 §5: regular > 0; with a sale price, base ≤ sale ≤ regular;
 * without one, regular ≥ base. A missing base cost counts as 0. Returns the first broken
 * rule's message, or null.
 */
export function checkVariantPrice({ base_cost, retail_cost, sale_cost }: VariantPrices): string | null {
  if (!given(retail_cost) || retail_cost <= 0) return P.regularPositive;
  const base = given(base_cost) ? base_cost : 0;
  if (given(sale_cost)) {
    if (!(base <= sale_cost && sale_cost <= retail_cost)) return P.saleBetween;
    return null;
  }
  if (retail_cost < base) return P.regularAtLeastBase;
  return null;
}

/** True when a row carries no price at all (a freshly generated variant, saved empty). */
export function hasNoPrices({ base_cost, retail_cost, sale_cost }: VariantPrices): boolean {
  return !given(base_cost) && !given(retail_cost) && !given(sale_cost);
}

/**
 * Bulk "All price" modal rules: regular and base required, sale ≤ regular, base ≤ sale
 * (or ≤ regular when there is no sale price).
 */
export function checkBulkAllPrice({ base_cost, retail_cost, sale_cost }: VariantPrices): { field: 'base_cost' | 'retail_cost' | 'sale_cost'; message: string } | null {
  if (!given(retail_cost)) return { field: 'retail_cost', message: P.regularRequired };
  if (!given(base_cost)) return { field: 'base_cost', message: P.baseRequired };
  if (given(sale_cost) && sale_cost > retail_cost) return { field: 'sale_cost', message: P.saleNotAboveRegular };
  if (base_cost > (given(sale_cost) ? sale_cost : retail_cost)) return { field: 'base_cost', message: P.baseNotAboveSale };
  return null;
}

/** Profit on the product form: sale price (regular when there is none) minus base cost. */
export function variantProfit(prices: { base_cost?: number | null; regular_price?: number | null; sale_price?: number | null }): number {
  const selling = given(prices.sale_price) ? prices.sale_price : given(prices.regular_price) ? prices.regular_price : 0;
  return Math.round((selling - (given(prices.base_cost) ? prices.base_cost : 0)) * 100) / 100;
}
