import { validatePrintAreas, validateProductTypeInput, PRODUCT_TYPE_MESSAGES } from '@pod/contracts';
import { badInput } from '@pod/service-kit';
import type { Attribute, ProductType } from './product-type.entity';
import { DEFAULT_DPI } from './print-area.entity';
import type { PrintAreaInput, ProductTypeInput } from '../generated/resolvers-types';

/** A print area row after trimming; `id` set = update that area, unset = a new one. */
export interface PrintAreaDraft {
  id: string | null;
  name: string;
  width: number;
  height: number;
  dpi: number;
  /** undefined = keep what an existing area has (the editor form does not send these). */
  mockup_id: string | null | undefined;
  mockup: string | null | undefined;
  note: string | null | undefined;
  variant_ids: string[] | undefined;
}

/** The whole product type as it will be stored, checked against spec 001 §5. */
export interface ProductTypeDraft {
  title: string;
  description: string | null;
  sku: string;
  mockup: string | null;
  categories: string[];
  attributes: Attribute[];
  /** null = the update did not send print areas: keep them as they are. */
  printAreas: PrintAreaDraft[] | null;
  images: string[];
  state: string;
}

/** What is stored of a type, for merging an update over it. */
export interface StoredProductType {
  type: ProductType;
  categories: string[];
  printAreas: Array<{ name: string; width: number | null; height: number | null }>;
}

export const PRODUCT_TYPE_STATES = ['active', 'inactive'] as const;

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
/** undefined stays undefined (field not sent), so updates can tell "keep" from "clear". */
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : text(value));
const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * Merges an input over the stored type (nothing stored on create: every field counts) and
 * checks the result with the editor's own rules from @pod/contracts, so a partial update is
 * held to the same rules as the full form. Throws BAD_USER_INPUT with the spec's message and field.
 */
export function productTypeDraft(input: ProductTypeInput, stored?: StoredProductType): ProductTypeDraft {
  // On update a field that is not sent keeps its stored value; on create it is simply missing.
  const sent = (key: keyof ProductTypeInput) => !stored || input[key] !== undefined;
  const attributes = (sent('attributes') ? (input.attributes ?? []) : stored!.type.attributes).map((a) => ({
    name: a.name?.trim() ?? '',
    slug: a.slug?.trim() ?? '',
    // Tags: blanks dropped and repeats merged, or the cross product would repeat SKUs.
    options: unique((a.options ?? []).map((o) => o.trim()).filter(Boolean)),
  }));
  const draft = {
    title: sent('title') ? input.title : stored!.type.title,
    sku: sent('sku') ? input.sku : stored!.type.sku,
    categories: sent('categories') ? input.categories : stored!.categories,
    attributes,
    printAreas: sent('printAreas') ? (input.printAreas ?? []) : stored!.printAreas,
  };
  const violation = validateProductTypeInput(draft);
  if (violation) throw badInput(violation.message, violation.field);

  const state = sent('state') && input.state != null ? input.state.trim() : (stored?.type.state ?? 'active');
  if (!(PRODUCT_TYPE_STATES as readonly string[]).includes(state)) throw badInput('State must be active or inactive', 'state');

  return {
    title: draft.title!.trim(),
    sku: draft.sku!.trim(),
    description: sent('description') ? text(input.description) : stored!.type.description,
    mockup: sent('mockup') ? text(input.mockup) : stored!.type.mockup,
    categories: unique([...draft.categories!]),
    attributes,
    printAreas: sent('printAreas') ? printAreaDrafts(input.printAreas ?? []) : null,
    images: sent('images') && input.images != null ? unique(input.images.map((k) => k.trim()).filter(Boolean)) : (stored?.type.images ?? []),
    state,
  };
}

/** Checks a print areas list (≥ 1 row, row rules of spec 001 §5) and trims it. */
export function printAreaDrafts(areas: PrintAreaInput[], field = 'printAreas'): PrintAreaDraft[] {
  if (!areas.length) throw badInput(PRODUCT_TYPE_MESSAGES.printAreaRequired, field);
  const violation = validatePrintAreas(areas);
  if (violation) throw badInput(violation.message, violation.field.replace(/^printAreas/, field));
  return areas.map((area, i) => {
    const dpi = area.dpi ?? DEFAULT_DPI;
    if (!Number.isInteger(dpi) || dpi < 1) throw badInput('DPI must be a whole number greater than 0', `${field}.${i}.dpi`);
    return {
      id: area.id ?? null,
      name: area.name!.trim(),
      width: area.width!,
      height: area.height!,
      dpi,
      mockup_id: optionalText(area.mockupId),
      mockup: optionalText(area.mockup),
      note: optionalText(area.note),
      variant_ids: area.variant_ids === undefined ? undefined : unique(area.variant_ids ?? []),
    };
  });
}
