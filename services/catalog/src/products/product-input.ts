import {
  checkVariantPrice,
  parseBundledProducts,
  PRODUCT_MESSAGES,
  WEIGHT_UNITS,
  type BundledProduct,
} from '@pod/contracts';
import { badInput } from '@pod/service-kit';
import type { PrintArea } from '../product-types/print-area.entity';
import type { ProductType } from '../product-types/product-type.entity';
import type { ProductTypeVariant } from '../variants/product-type-variant.entity';
import type { EntitySorting, Product, ProductPrintArea, ProductVariant } from './product.entity';
import type { ProductVariantDraft } from './product-rows';
import type { ProductInput, ProductPrintAreaInput, ProductVariantInput } from '../generated/resolvers-types';

/** Server-side messages where the spec is silent (the form prevents these cases). */
export const PRODUCT_INPUT_MESSAGES = {
  siteRequired: 'Please choose a site',
  siteNotConnected: 'This site is not connected. Please connect it before adding products',
  productTypesRequired: 'Please choose at least one product type',
  productTypeMissing: 'Product type does not exist',
  variantsRequired: 'Please choose at least one variant',
  variantNotOfType: 'This variant does not belong to the chosen product types',
  variantDuplicate: 'A variant is listed twice',
  printAreaNotOfType: 'This print area does not belong to the chosen product types',
  permalinkTaken: 'This permalink is already used by another product',
  permalinkInvalid: 'A permalink may only contain letters, digits and hyphens',
  weightInvalid: 'Weight must be a number of at least 0',
  weightUnitInvalid: `Weight unit must be one of ${WEIGHT_UNITS.join(', ')}`,
} as const;

/** Everything a product save needs to know about the chosen product types, loaded up front. */
export interface ProductTypeCatalog {
  types: Map<string, ProductType>;
  variants: Map<string, ProductTypeVariant>;
  /** Print areas of each chosen type, in the type's order. */
  printAreas: Map<string, PrintArea[]>;
}

/** The rows a save writes, without ids the database assigns. */
export interface ProductDraft {
  product: Omit<Product, 'id' | 'created_at' | 'updated_at' | 'origin_id' | 'permalink' | 'sku' | 'site_id' | 'user_id'> & { permalink: string | null };
  variants: ProductVariantDraft[];
  printAreas: Array<Omit<ProductPrintArea, 'id' | 'product_id'>>;
  /** Bundled product ids to check against the site. */
  bundled: BundledProduct[];
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const PERMALINK = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** The ids of the product types the input names, de-duplicated in order (or the given fallback on update). */
export function requestedTypeIds(input: ProductInput, current?: Product): string[] {
  const ids = input.product_type_ids ?? current?.product_type_ids ?? [];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/**
 * Checks a product save against the chosen product types and turns it into rows. On update,
 * fields the input leaves out keep their current values (`current`, `currentVariants`, …).
 * Throws BAD_USER_INPUT with the spec's message where it has one (spec 001 §5).
 */
export function buildProductDraft(
  input: ProductInput,
  catalog: ProductTypeCatalog,
  current?: { product: Product; variants: ProductVariant[]; printAreas: ProductPrintArea[] },
): ProductDraft {
  const title = text(input.title === undefined ? current?.product.title : input.title);
  if (!title) throw badInput(PRODUCT_MESSAGES.titleRequired, 'title');

  const typeIds = requestedTypeIds(input, current?.product);
  if (!typeIds.length) throw badInput(PRODUCT_INPUT_MESSAGES.productTypesRequired, 'product_type_ids');
  for (const id of typeIds) if (!catalog.types.has(id)) throw badInput(PRODUCT_INPUT_MESSAGES.productTypeMissing, 'product_type_ids');

  const variants = checkVariants(input.variants ?? current?.variants ?? [], typeIds, catalog);
  const printAreas = checkPrintAreas(input.print_areas ?? current?.printAreas ?? [], typeIds, catalog);

  const images = (input.images ?? current?.product.images ?? []).map((key) => key.trim()).filter(Boolean);
  if (!images.length) throw badInput(PRODUCT_MESSAGES.imagesRequired, 'images');

  const bundledText = input.bundled_products === undefined ? current?.product.bundled_products ?? null : input.bundled_products;
  const bundled = parseBundledProducts(bundledText);
  const seen = new Set<string>();
  for (const item of bundled) {
    if (!item.id.trim()) throw badInput(PRODUCT_MESSAGES.bundleIdRequired, 'bundled_products');
    if (seen.has(item.id)) throw badInput(PRODUCT_MESSAGES.bundleDuplicate, 'bundled_products');
    seen.add(item.id);
  }

  const permalinkInput = input.permalink === undefined ? current?.product.permalink ?? null : text(input.permalink);
  if (permalinkInput && !PERMALINK.test(permalinkInput)) throw badInput(PRODUCT_INPUT_MESSAGES.permalinkInvalid, 'permalink');

  const weight = input.weight === undefined ? current?.product.weight ?? null : input.weight;
  if (weight !== null && (!Number.isFinite(weight) || weight < 0)) throw badInput(PRODUCT_INPUT_MESSAGES.weightInvalid, 'weight');
  const weightUnit = text(input.weight_unit === undefined ? current?.product.weight_unit : input.weight_unit) ?? 'kg';
  if (!(WEIGHT_UNITS as readonly string[]).includes(weightUnit)) throw badInput(PRODUCT_INPUT_MESSAGES.weightUnitInvalid, 'weight_unit');

  const firstType = catalog.types.get(typeIds[0]!)!;
  return {
    product: {
      title,
      description: text(input.description === undefined ? current?.product.description : input.description),
      permalink: permalinkInput,
      images,
      store_product_type: firstType.title,
      weight,
      weight_unit: weightUnit,
      product_type_ids: typeIds,
      collection_ids: input.collection_ids === undefined ? current?.product.collection_ids ?? [] : sortings(input.collection_ids),
      tag_ids: input.tag_ids === undefined ? current?.product.tag_ids ?? [] : sortings(input.tag_ids),
      bundled_products: bundled.length ? bundledText! : null,
      exclude_mockups: input.excludeMockups === undefined ? current?.product.exclude_mockups ?? [] : [...new Set(input.excludeMockups ?? [])],
    },
    variants,
    printAreas,
    bundled,
  };
}

/** Each variant must be a variant of one of the listed types, once, priced by the rules of spec 001 §5. */
function checkVariants(
  rows: ReadonlyArray<ProductVariantInput | ProductVariant>,
  typeIds: string[],
  catalog: ProductTypeCatalog,
): ProductDraft['variants'] {
  if (!rows.length) throw badInput(PRODUCT_INPUT_MESSAGES.variantsRequired, 'variants');
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const typeVariant = catalog.variants.get(row.product_type_variant_id);
    if (!typeVariant || typeVariant.product_type_id !== row.product_type_id || !typeIds.includes(row.product_type_id)) {
      throw badInput(PRODUCT_INPUT_MESSAGES.variantNotOfType, `variants.${i}.product_type_variant_id`);
    }
    if (seen.has(typeVariant.id)) throw badInput(PRODUCT_INPUT_MESSAGES.variantDuplicate, `variants.${i}.product_type_variant_id`);
    seen.add(typeVariant.id);
    const regular = row.regular_price ?? null;
    const sale = row.price ?? null;
    // The form's regular price input has the base cost as its minimum; the three rules cover it.
    const problem = checkVariantPrice({ base_cost: typeVariant.base_cost, retail_cost: regular, sale_cost: sale });
    if (problem) throw badInput(problem, `variants.${i}.regular_price`);
    return {
      product_type_id: typeVariant.product_type_id,
      product_type_variant_id: typeVariant.id,
      regular_price: regular!,
      price: sale,
      active: row.active ?? true,
      sorting: row.sorting ?? i + 1,
      mockup_id: text(row.mockup_id),
      image: text(row.image),
    };
  });
}

/**
 * Every print area of every chosen type needs an artwork (the form keeps Submit disabled until
 * then, spec 001 §4); rows for print areas of other types are refused.
 */
function checkPrintAreas(
  rows: ReadonlyArray<ProductPrintAreaInput | ProductPrintArea>,
  typeIds: string[],
  catalog: ProductTypeCatalog,
): ProductDraft['printAreas'] {
  const byArea = new Map<string, ProductPrintAreaInput | ProductPrintArea>();
  for (const [i, row] of rows.entries()) {
    const areas = catalog.printAreas.get(row.product_type_id);
    if (!typeIds.includes(row.product_type_id) || !areas?.some((a) => a.id === row.product_type_print_area_id)) {
      throw badInput(PRODUCT_INPUT_MESSAGES.printAreaNotOfType, `print_areas.${i}.product_type_print_area_id`);
    }
    byArea.set(row.product_type_print_area_id, row);
  }
  const out: ProductDraft['printAreas'] = [];
  for (const typeId of typeIds) {
    for (const area of catalog.printAreas.get(typeId) ?? []) {
      const artworkId = text(byArea.get(area.id)?.artwork_id);
      if (!artworkId) throw badInput(PRODUCT_MESSAGES.artworkRequired(area.name), 'print_areas');
      out.push({ product_type_print_area_id: area.id, name: area.name, product_type_id: typeId, artwork_id: artworkId, sorting: out.length + 1 });
    }
  }
  return out;
}

function sortings(items: ReadonlyArray<{ entity_id: string; sorting?: number | null }> | null): EntitySorting[] {
  return (items ?? [])
    .filter((item) => item.entity_id.trim())
    .map((item, i) => ({ entity_id: item.entity_id.trim(), sorting: item.sorting ?? i + 1 }));
}
