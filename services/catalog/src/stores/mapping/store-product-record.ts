import { In, type EntityManager } from 'typeorm';
import { generateProductId, makePermalink } from '@pod/contracts';
import { badInput, isUuid } from '@pod/service-kit';
import { PrintAreaEntity } from '../../product-types/print-area.entity';
import { ProductTypeEntity } from '../../product-types/product-type.entity';
import { ProductEntity, ProductPrintAreaEntity, ProductStoreEntity, type Product } from '../../products/product.entity';
import { syncProductVariants, uniqueViolation, type ProductVariantDraft } from '../../products/product-rows';
import type { SiteRecord } from '../../sites/site-directory';
import { ProductTypeVariantEntity } from '../../variants/product-type-variant.entity';
import { WOO_META } from '../connectors';

/**
 * Turns a WooCommerce product that store mapping linked to our product types (meta
 * `pod_product_types` on the product, `pod_product_type_variant_id` on each variation) into a
 * product of the site, or refreshes the one recorded earlier. No push is queued: the store
 * already has the product.
 */

export const MAPPING_MESSAGES = {
  notMapped: 'This store product is not mapped to any product type',
  shopify: 'Sorry',
} as const;

/** The parts of WooCommerce's product and variation resources mapping reads. */
export interface WooStoreProduct {
  id: number;
  name: string;
  description?: string;
  images?: Array<{ src: string }>;
  meta_data?: Array<{ key: string; value: unknown }>;
}

export interface WooStoreVariation {
  id: number;
  status: string;
  regular_price: string;
  sale_price: string;
  image?: { src?: string } | null;
  meta_data?: Array<{ key: string; value: unknown }>;
}

const SAVE_TRIES = 5;

/** `pod_product_types` as the mapping page writes it (an id list), or as JSON / comma text. */
export function metaIdList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: a comma list
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function meta(entity: { meta_data?: Array<{ key: string; value: unknown }> }, key: string): unknown {
  return entity.meta_data?.find((m) => m.key === key)?.value;
}

function money(value: string | undefined | null): number | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Records `store` (with its published variations) as a product of `site`, in one transaction.
 * `details`: also refresh title, description, images and product types of a product recorded
 * before (store mapping); the sites list's variant refresh leaves them alone.
 */
export async function recordStoreProduct(
  manager: EntityManager,
  site: SiteRecord,
  store: WooStoreProduct,
  variations: WooStoreVariation[],
  options: { details: boolean },
): Promise<Product> {
  const originId = String(store.id);
  const typeVariantIds = [...new Set(variations.map((v) => String(meta(v, WOO_META.productTypeVariantId) ?? '')).filter(isUuid))];
  const typeVariants = typeVariantIds.length ? await manager.getRepository(ProductTypeVariantEntity).findBy({ id: In(typeVariantIds) }) : [];
  const typeVariantById = new Map(typeVariants.map((v) => [v.id, v]));

  // the product's declared types first (their order is the seller's), then any a variation points at
  const declared = metaIdList(meta(store, WOO_META.productTypes)).filter(isUuid);
  const wantedTypeIds = [...new Set([...declared, ...typeVariants.map((v) => v.product_type_id)])];
  const types = wantedTypeIds.length ? await manager.getRepository(ProductTypeEntity).findBy({ id: In(wantedTypeIds) }) : [];
  const typeById = new Map(types.map((t) => [t.id, t]));
  const productTypeIds = wantedTypeIds.filter((id) => typeById.has(id));

  const seen = new Set<string>();
  const variants: ProductVariantDraft[] = [];
  for (const variation of variations) {
    const typeVariant = typeVariantById.get(String(meta(variation, WOO_META.productTypeVariantId) ?? ''));
    if (!typeVariant || seen.has(typeVariant.id) || !typeById.has(typeVariant.product_type_id)) continue;
    seen.add(typeVariant.id);
    variants.push({
      product_type_id: typeVariant.product_type_id,
      product_type_variant_id: typeVariant.id,
      regular_price: money(variation.regular_price) ?? typeVariant.retail_cost ?? 0,
      price: money(variation.sale_price),
      active: variation.status === 'publish',
      sorting: variants.length,
      mockup_id: null,
      image: variation.image?.src || null,
    });
  }
  if (!productTypeIds.length || !variants.length) throw badInput(MAPPING_MESSAGES.notMapped, 'product_id');

  const productRepo = manager.getRepository(ProductEntity);
  const existing = await productRepo.findOneBy({ site_id: site.id, origin_id: originId });
  const details = {
    title: store.name,
    description: store.description ?? null,
    images: (store.images ?? []).map((image) => image.src).filter(Boolean),
    product_type_ids: productTypeIds,
  };
  let productId: string;
  if (existing) {
    productId = existing.id;
    if (options.details) await productRepo.update({ id: existing.id }, { ...details, updated_at: new Date() });
  } else {
    productId = await insertProduct(manager, site, originId, details, typeById.get(productTypeIds[0])!.sku);
    await addPrintAreas(manager, productId, productTypeIds);
  }
  // ones the store no longer sells go
  await syncProductVariants(manager, productId, variants);
  await manager.getRepository(ProductStoreEntity).upsert({ product_id: productId, site_id: site.id, origin_id: originId }, ['product_id', 'site_id']);
  return productRepo.findOneByOrFail({ id: productId });
}

async function insertProduct(
  manager: EntityManager,
  site: SiteRecord,
  originId: string,
  details: Pick<Product, 'title' | 'description' | 'images' | 'product_type_ids'>,
  typeSku: string,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const id = generateProductId();
    // a savepoint, so a colliding random id does not abort the whole transaction
    try {
      await manager.transaction(async (inner) => {
        await inner.getRepository(ProductEntity).insert({
          ...details,
          id,
          origin_id: originId,
          permalink: makePermalink(typeSku, details.product_type_ids[0]),
          sku: `${typeSku}-${id}`,
          store_product_type: null,
          weight: null,
          weight_unit: 'kg',
          site_id: site.id,
          user_id: site.user_id,
          collection_ids: [],
          tag_ids: [],
          bundled_products: null,
          exclude_mockups: [],
        });
      });
      return id;
    } catch (error) {
      if (uniqueViolation(error) && attempt < SAVE_TRIES) continue;
      throw error;
    }
  }
}

/** A mapped product has no artworks yet; its print areas are there so the product form can add them. */
async function addPrintAreas(manager: EntityManager, productId: string, productTypeIds: string[]): Promise<void> {
  const areas = await manager.getRepository(PrintAreaEntity).find({ where: { product_type_id: In(productTypeIds) }, order: { sorting: 'ASC', id: 'ASC' } });
  if (!areas.length) return;
  await manager.getRepository(ProductPrintAreaEntity).insert(
    areas.map((area, sorting) => ({ product_id: productId, product_type_print_area_id: area.id, name: area.name, product_type_id: area.product_type_id, artwork_id: null, sorting })),
  );
}
