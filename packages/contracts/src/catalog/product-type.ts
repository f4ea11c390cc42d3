import { PRODUCT_TYPE_MESSAGES as M } from './messages';

/** Attribute name suggestions in the editor (spec 001 §2). */
export const ATTRIBUTE_NAME_SUGGESTIONS = ['Size', 'Color', 'Style', 'Title', 'Material'] as const;

/** Spec 001 §3: a new print area is named Default, with empty width and height, at 300 dpi. */
export const DEFAULT_PRINT_AREA = { name: 'Default', width: null, height: null, dpi: 300 } as const;
export const DEFAULT_DPI = 300;

export interface AttributeDraft {
  name?: string | null;
  slug?: string | null;
  options?: readonly string[] | null;
}

export interface PrintAreaDraft {
  name?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ProductTypeDraft {
  title?: string | null;
  sku?: string | null;
  categories?: readonly string[] | null;
  attributes?: readonly AttributeDraft[] | null;
  printAreas?: readonly PrintAreaDraft[] | null;
}

/** One problem with a draft: the message to show and where (a form path such as `attributes.1.slug`). */
export interface RuleViolation {
  field: string;
  message: string;
}

/** "Sleeve Length!" → "sleeve-length": lower-case, non-word characters removed, spaces become hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** First incomplete attribute row, or duplicate name/slug among the rows. */
export function validateAttributes(attributes: readonly AttributeDraft[]): RuleViolation | null {
  for (const [i, attribute] of attributes.entries()) {
    if (blank(attribute.name)) return { field: `attributes.${i}.name`, message: M.attributeNameRequired };
    if (blank(attribute.slug)) return { field: `attributes.${i}.slug`, message: M.attributeSlugRequired };
    const options = (attribute.options ?? []).filter((o) => !blank(o));
    if (!options.length) return { field: `attributes.${i}.options`, message: M.attributeOptionsRequired };
  }
  const names = attributes.map((a) => a.name!.trim().toLowerCase());
  const slugs = attributes.map((a) => a.slug!.trim().toLowerCase());
  const duplicate = (list: string[]) => list.findIndex((value, i) => list.indexOf(value) !== i);
  const at = Math.max(duplicate(names), duplicate(slugs));
  if (at >= 0) return { field: `attributes.${at}`, message: M.attributeNotUnique };
  return null;
}

const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** First incomplete print area row (name, then width, then height; sizes numeric and ≥ 0). */
export function validatePrintAreas(printAreas: readonly PrintAreaDraft[]): RuleViolation | null {
  for (const [i, area] of printAreas.entries()) {
    if (blank(area.name)) return { field: `printAreas.${i}.name`, message: M.printAreaNameRequired };
    if (area.width === null || area.width === undefined) return { field: `printAreas.${i}.width`, message: M.printAreaWidthRequired };
    if (area.height === null || area.height === undefined) return { field: `printAreas.${i}.height`, message: M.printAreaHeightRequired };
    if (!isSize(area.width) || area.width < 0) return { field: `printAreas.${i}.width`, message: M.printAreaSizeInvalid };
    if (!isSize(area.height) || area.height < 0) return { field: `printAreas.${i}.height`, message: M.printAreaSizeInvalid };
  }
  return null;
}

/**
 * The product type editor's rules (spec 001 §5 "Product type"), in the order the form shows
 * them: detail fields, then at least one print area and one attribute, then the rows.
 */
export function validateProductTypeInput(input: ProductTypeDraft): RuleViolation | null {
  if (blank(input.title)) return { field: 'title', message: M.titleRequired };
  if (blank(input.sku)) return { field: 'sku', message: M.skuRequired };
  if (!input.categories?.length) return { field: 'categories', message: M.categoriesRequired };
  if (!input.printAreas?.length) return { field: 'printAreas', message: M.printAreaRequired };
  if (!input.attributes?.length) return { field: 'attributes', message: M.attributeRequired };
  return validateAttributes(input.attributes) ?? validatePrintAreas(input.printAreas);
}
