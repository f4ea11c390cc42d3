import { MOCKUP_LIMITS, type ApplyToVariants } from './model';

/** The label of a chip combination no variant of the product type has (spec 002 §2.7). */
export const NOT_AVAILABLE = 'Not available';

export interface ChipAttribute {
  slug: string;
  name: string;
  options: readonly string[];
}

export interface ChipVariant {
  id: string;
  attributes: readonly { slug: string; option: string }[];
}

/** One row of the Settings tab's variants table: a combination of the chosen chips. */
export interface VariantRow {
  /** The options in attribute order, joined as the table's Name ('Black / XL'). */
  name: string;
  /** Attribute slug → option. */
  options: Record<string, string>;
  /** The product type's variant with exactly these options; null: 'Not available'. */
  variantId: string | null;
}

export interface ChipSelection {
  rows: VariantRow[];
  /** The variants the chosen chips activate, in the product type's variant order. */
  variantIds: string[];
  /** More combinations than MOCKUP_LIMITS.maxVariantRows were chosen; rows stop there. */
  truncated: boolean;
}

/**
 * "Apply to variants" (spec 002 §2.7): choosing chips activates only the matching variants. An
 * attribute the settings do not mention is not narrowed (all its options, as for a new mockup);
 * one mentioned with no chips (None) matches nothing. The table lists every combination of the
 * chosen options in attribute order; a combination no variant has is 'Not available'.
 */
export function variantsForChips(attributes: readonly ChipAttribute[], variants: readonly ChipVariant[], applyToVariants: ApplyToVariants): ChipSelection {
  const chosen = new Map(applyToVariants.map((a) => [a.slug, new Set(a.values)]));
  const selected = attributes.map((attribute) => {
    const chips = chosen.get(attribute.slug);
    return { attribute, options: chips ? attribute.options.filter((option) => chips.has(option)) : [...attribute.options] };
  });

  const keyOf = (options: Record<string, string>) => attributes.map((a) => options[a.slug] ?? '').join('\u0000');
  const bySelection = new Map<string, string>();
  const variantIds: string[] = [];
  for (const variant of variants) {
    const options = Object.fromEntries(variant.attributes.map((a) => [a.slug, a.option]));
    if (!bySelection.has(keyOf(options))) bySelection.set(keyOf(options), variant.id);
    if (selected.every(({ attribute, options: allowed }) => allowed.includes(options[attribute.slug] ?? ''))) variantIds.push(variant.id);
  }

  const rows: VariantRow[] = [];
  let truncated = false;
  const combine = (at: number, options: Record<string, string>): void => {
    if (rows.length >= MOCKUP_LIMITS.maxVariantRows) {
      truncated = true;
      return;
    }
    if (at === selected.length) {
      rows.push({ name: attributes.map((a) => options[a.slug]).join(' / '), options: { ...options }, variantId: bySelection.get(keyOf(options)) ?? null });
      return;
    }
    for (const option of selected[at]!.options) combine(at + 1, { ...options, [selected[at]!.attribute.slug]: option });
  };
  if (selected.length && selected.every((s) => s.options.length)) combine(0, {});
  return { rows, variantIds, truncated };
}
