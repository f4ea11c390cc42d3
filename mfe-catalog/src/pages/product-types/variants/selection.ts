import { slugify } from '@pod/contracts';
import type { VariantRow } from './variantRow';

export interface OptionChoice {
  /** The attribute's slug: how a variant's option is matched to it. */
  slug: string;
  name: string;
  options: string[];
}

const norm = (s: string) => s.trim().toLowerCase();

/** A variant option belongs to an attribute by slug (older rows may only carry the name). */
function optionOf(row: Pick<VariantRow, 'attributes'>, slug: string): string | undefined {
  const found = row.attributes.find((a) => (a.slug ? a.slug === slug : slugify(a.name) === slug));
  return found?.option;
}

/**
 * Selection by attribute option: the keys of every row whose `slug` attribute has `option`
 * (compared without case, as missing-variant detection does).
 */
export function keysWithOption(rows: Iterable<Pick<VariantRow, 'key' | 'attributes'>>, slug: string, option: string): string[] {
  const wanted = norm(option);
  const keys: string[] = [];
  for (const row of rows) {
    const value = optionOf(row, slug);
    if (value !== undefined && norm(value) === wanted) keys.push(row.key);
  }
  return keys;
}

/** Adds `keys` to the selection, keeping its order and without duplicates. */
export function addToSelection(selected: readonly string[], keys: readonly string[]): string[] {
  const seen = new Set(selected);
  const next = [...selected];
  for (const key of keys) {
    if (!seen.has(key)) {
      seen.add(key);
      next.push(key);
    }
  }
  return next;
}
