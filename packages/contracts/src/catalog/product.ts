/** Product identity rules of spec 001 §9, shared by the product form and the catalog service. */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Uniform random characters from Web Crypto (Node 20 and browsers), by rejection sampling. */
function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** "A new product id is a generated 9-character value": lower-case letters and digits. */
export const PRODUCT_ID_LENGTH = 9;
export function generateProductId(): string {
  return randomString(PRODUCT_ID_LENGTH, LOWER_ALPHANUMERIC);
}

export function isProductId(value: string): boolean {
  return new RegExp(`^[a-z0-9]{${PRODUCT_ID_LENGTH}}$`).test(value);
}

/**
 * "Permalink = product type SKU, product type id and 8 random alphanumeric characters, joined
 * by hyphens." The SKU is lower-cased and reduced to URL-safe characters so the result can be
 * a store handle.
 */
export function makePermalink(typeSku: string, typeId: string, random: string = randomString(8, ALPHANUMERIC)): string {
  const sku = typeSku
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [sku, typeId, random].filter(Boolean).join('-');
}

/** Spec 001 §9 weight units: kg (default), g, oz, lb; stored names grams/ounces/pounds/kg (§3). */
export const WEIGHT_UNITS = ['kg', 'g', 'oz', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Bundled products travel as JSON text of [{ id, origin_id }] (spec 001 §3). */
export interface BundledProduct {
  id: string;
  origin_id: string | null;
}

export function parseBundledProducts(text: string | null | undefined): BundledProduct[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is { id: unknown; origin_id?: unknown } => !!item && typeof item === 'object' && 'id' in item)
      .map((item) => ({ id: String(item.id), origin_id: item.origin_id == null ? null : String(item.origin_id) }));
  } catch {
    return [];
  }
}

export function serializeBundledProducts(items: readonly BundledProduct[]): string {
  return JSON.stringify(items.map(({ id, origin_id }) => ({ id, origin_id })));
}
