import type { ProductTypeVariant } from '../variants/product-type-variant.entity';
import type { ProductTypeMockup } from './mockup-directory';

/** One render a product needs: a mockup for a group of its variants. */
export interface PlannedMockupJob {
  mockup: ProductTypeMockup;
  /** Type variant ids the image is for, in the type's order. */
  variantIds: string[];
  /** The group's colour option, when the mockup takes the variant colour; else null. */
  variantColor: string | null;
  /** Images' order: mockup ordering, then colour group (first seen first). */
  sorting: number;
}

/** The attribute whose option names a variant's colour ("Color", "Colour", any case). */
const COLOUR_ATTRIBUTE = /^colou?rs?$/i;

/** A variant's colour option, or null when its type has no colour attribute. */
export function variantColour(variant: Pick<ProductTypeVariant, 'attributes'>): string | null {
  const attribute = variant.attributes.find((a) => COLOUR_ATTRIBUTE.test(a.slug) || COLOUR_ATTRIBUTE.test(a.name));
  return attribute?.option?.trim() || null;
}

/**
 * Which renders a product needs (spec 002 §4, issue 24): every mockup of its types, in mockup
 * order, except `excludeMockups`, for the variants it applies to among the product's variants
 * (a mockup whose variants the product does not sell is skipped); one render per colour when the
 * mockup takes the variant colour as background, else one for all its variants.
 */
export function planMockupJobs(
  mockups: readonly ProductTypeMockup[],
  variants: ReadonlyArray<Pick<ProductTypeVariant, 'id' | 'product_type_id' | 'attributes'>>,
  excludeMockups: readonly string[],
): PlannedMockupJob[] {
  const excluded = new Set(excludeMockups);
  const ordered = mockups.filter((m) => !excluded.has(m.id)).sort((a, b) => a.ordering - b.ordering || a.id.localeCompare(b.id));
  const jobs: PlannedMockupJob[] = [];
  for (const mockup of ordered) {
    const appliesTo = new Set(mockup.variantIds);
    const chosen = variants.filter((v) => v.product_type_id === mockup.productTypeId && (appliesTo.size === 0 || appliesTo.has(v.id)));
    if (!chosen.length) continue;
    const groups = new Map<string | null, string[]>();
    for (const variant of chosen) {
      const colour = mockup.changeBgColorByVariantColor ? variantColour(variant) : null;
      groups.set(colour, [...(groups.get(colour) ?? []), variant.id]);
    }
    for (const [variantColor, variantIds] of groups) jobs.push({ mockup, variantIds, variantColor, sorting: jobs.length + 1 });
  }
  return jobs;
}
