import { checkVariantPrice, variantProfit } from '@pod/contracts';
import type { FormProductType, ProductPrintAreaRead, ProductVariantRead } from '../shared/queries';

/** One row of the product form's variants table: a product type variant with the seller's prices. */
export interface VariantRow {
  /** The product type variant id (unique across the chosen types). */
  key: string;
  product_type_id: string;
  product_type_variant_id: string;
  /** Options joined " / " (as on the variants screen). */
  label: string;
  sku: string;
  base_cost: number;
  regular_price: number | null;
  /** Sale price; null when there is none. */
  sale_price: number | null;
  active: boolean;
  sorting: number;
  /** Storage key of the variant image (one of the product images). */
  image: string | null;
  /** The mockup the image was rendered from (spec 001 §3 variants' mockup_id); null for a chosen image. */
  mockup_id: string | null;
}

/** One print area of a chosen type and the artwork printed on it. */
export interface ArtworkChoice {
  product_type_id: string;
  product_type_print_area_id: string;
  name: string;
  artwork_id: string | null;
}

const priced = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The table rows for the chosen types: every active type variant that has a base cost (a
 * variant without one cannot be sold; the picker shows only types that have one). New rows
 * start at the type's regular and sale prices (regular falls back to the base cost); rows the
 * product already has (edit, clone) keep the product's prices, status and image.
 */
export function buildVariantRows(types: readonly FormProductType[], existing: readonly ProductVariantRead[] = []): VariantRow[] {
  const saved = new Map(existing.map((v) => [v.product_type_variant_id, v]));
  const rows: VariantRow[] = [];
  for (const type of types) {
    const variants = [...type.product_type_variants].filter((v) => v.is_active && priced(v.base_cost)).sort((a, b) => a.sorting - b.sorting);
    for (const variant of variants) {
      const own = saved.get(variant.id);
      rows.push({
        key: variant.id,
        product_type_id: type.id,
        product_type_variant_id: variant.id,
        label: variant.attributes.map((a) => a.option).join(' / ') || variant.sku,
        sku: variant.sku,
        base_cost: variant.base_cost!,
        regular_price: own ? own.regular_price : (variant.retail_cost ?? variant.base_cost),
        sale_price: own ? own.price : variant.sale_cost,
        active: own ? own.active : true,
        sorting: rows.length + 1,
        image: own?.image ?? null,
        mockup_id: own?.mockup_id ?? null,
      });
    }
  }
  return rows;
}

/** One artwork slot per print area of each chosen type, prefilled from the product when it has one. */
export function buildArtworkChoices(types: readonly FormProductType[], existing: readonly ProductPrintAreaRead[] = []): ArtworkChoice[] {
  const saved = new Map(existing.map((p) => [`${p.product_type_id}/${p.product_type_print_area_id}`, p.artwork_id]));
  return types.flatMap((type) =>
    type.printAreas.map((area) => ({
      product_type_id: type.id,
      product_type_print_area_id: area.id,
      name: area.name,
      artwork_id: saved.get(`${type.id}/${area.id}`) ?? null,
    })),
  );
}

/** The spec 001 §5 price rule a row breaks, or null (regular → `retail_cost`, sale → `sale_cost`). */
export function rowPriceError(row: Pick<VariantRow, 'base_cost' | 'regular_price' | 'sale_price'>): string | null {
  return checkVariantPrice({ base_cost: row.base_cost, retail_cost: row.regular_price, sale_cost: row.sale_price });
}

/** Profit column: sale price (regular when none) minus base cost (spec 001 §5). */
export function rowProfit(row: Pick<VariantRow, 'base_cost' | 'regular_price' | 'sale_price'>): number {
  return variantProfit({ base_cost: row.base_cost, regular_price: row.regular_price, sale_price: row.sale_price });
}

export interface SubmitState {
  rows: readonly VariantRow[];
  artworks: readonly ArtworkChoice[];
  images: readonly string[];
  /** An image upload still running. */
  uploading: boolean;
  /** Mockups still rendering (spec 001 §4: Submit is disabled meanwhile). */
  rendering?: boolean;
}

/**
 * Why Submit is disabled (spec 001 §4: a print area without artwork, no images; §5: any price
 * violation; and no variant to sell or an upload in flight). Empty when Submit may be pressed.
 */
export function submitBlockers({ rows, artworks, images, uploading, rendering = false }: SubmitState): string[] {
  const reasons: string[] = [];
  for (const area of artworks) if (!area.artwork_id) reasons.push(`Choose an artwork for ${area.name}`);
  if (rendering) reasons.push('Wait for the mockups to finish rendering');
  else if (!images.length) reasons.push('Upload at least one product image');
  if (uploading) reasons.push('Wait for the upload to finish');
  if (!rows.some((r) => r.active)) reasons.push('Enable at least one variant');
  const broken = rows.find((r) => rowPriceError(r));
  if (broken) reasons.push(`${broken.sku}: ${rowPriceError(broken)}`);
  return reasons;
}

export type PriceField = 'regular_price' | 'sale_price';

/** Bulk "Update variants price": one price for the chosen field of the selected rows (by SKU). */
export function applyBulkPrice(rows: readonly VariantRow[], skus: readonly string[], field: PriceField, price: number): VariantRow[] {
  const chosen = new Set(skus);
  return rows.map((r) => (chosen.has(r.sku) ? { ...r, [field]: price } : r));
}

export function applyBulkImage(rows: readonly VariantRow[], skus: readonly string[], image: string | null): VariantRow[] {
  const chosen = new Set(skus);
  return rows.map((r) => (chosen.has(r.sku) ? { ...r, image, mockup_id: null } : r));
}

export function applyBulkActive(rows: readonly VariantRow[], skus: readonly string[], active: boolean): VariantRow[] {
  const chosen = new Set(skus);
  return rows.map((r) => (chosen.has(r.sku) ? { ...r, active } : r));
}

/** Images removed from the product are dropped from the variants that used them. */
export function dropMissingImages(rows: readonly VariantRow[], images: readonly string[]): VariantRow[] {
  const kept = new Set(images);
  return rows.map((r) => (r.image && !kept.has(r.image) ? { ...r, image: null, mockup_id: null } : r));
}

/** Collections and tags travel as { entity_id, sorting } with sorting from 1 in the chosen order. */
export function toEntitySorting(values: readonly string[]): Array<{ entity_id: string; sorting: number }> {
  return values.map((entity_id, i) => ({ entity_id, sorting: i + 1 }));
}

export interface DetailValues {
  title: string;
  description?: string | null;
  collections?: string[];
  tags?: string[];
}

export interface ProductInputParts {
  /** On create: the id the form generated (its mockups were rendered for it). */
  id?: string;
  detail: DetailValues;
  permalink: string;
  siteId: string;
  typeIds: readonly string[];
  rows: readonly VariantRow[];
  artworks: readonly ArtworkChoice[];
  images: readonly string[];
  bundledProducts: string;
  excludeMockups?: readonly string[];
}

/** The createProduct / updateProduct input (spec 001 §3 "Product creation input"). */
export function buildProductInput(parts: ProductInputParts) {
  return {
    ...(parts.id ? { id: parts.id } : {}),
    title: parts.detail.title.trim(),
    description: parts.detail.description ?? '',
    permalink: parts.permalink,
    site_id: parts.siteId,
    product_type_ids: [...parts.typeIds],
    collection_ids: toEntitySorting(parts.detail.collections ?? []),
    tag_ids: toEntitySorting(parts.detail.tags ?? []),
    bundled_products: parts.bundledProducts,
    excludeMockups: [...(parts.excludeMockups ?? [])],
    images: [...parts.images],
    variants: parts.rows.map((r, i) => ({
      product_type_id: r.product_type_id,
      product_type_variant_id: r.product_type_variant_id,
      regular_price: r.regular_price,
      price: r.sale_price,
      active: r.active,
      sorting: i + 1,
      image: r.image,
      mockup_id: r.mockup_id,
    })),
    print_areas: parts.artworks.map((a) => ({
      product_type_print_area_id: a.product_type_print_area_id,
      name: a.name,
      product_type_id: a.product_type_id,
      artwork_id: a.artwork_id,
    })),
  };
}

/** Route ids ("a,b,,c") as a clean list, in order, without duplicates. */
export function parseIds(param: string | undefined): string[] {
  return [...new Set((param ?? '').split(',').map((s) => decodeURIComponent(s.trim())).filter(Boolean))];
}
