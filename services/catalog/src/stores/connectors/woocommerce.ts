import type { Logger } from '@pod/service-kit';
import { storeApiFor, wooListAll, type StoreApi, type StoreCallPolicy } from '@pod/store-client';
import { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload, type StoreVariantPayload } from './types';

/**
 * Push to WooCommerce (REST v3): a variable product carrying our attributes, images and
 * `pod_product_id` meta, then its variations through the batch endpoint — created, updated
 * by SKU, and those no longer offered set private (orders may still point at them).
 */

/** Meta keys the suite leaves on store products (store mapping reads them back). */
export const WOO_META = {
  productId: 'pod_product_id',
  productTypes: 'pod_product_types',
  productTypeVariantId: 'pod_product_type_variant_id',
} as const;

const BATCH_SIZE = 100;

interface WooProductBody {
  id: number;
  permalink: string;
  images?: Array<{ id: number; alt?: string }>;
}

interface WooVariationBody {
  id: number;
  sku: string;
  meta_data?: Array<{ key: string; value: unknown }>;
}

type BatchItem = { id?: number; error?: { code: string; message: string } };

export async function pushWooProduct(site: ConnectedSite, product: StoreProductPayload, logger?: Pick<Logger, 'warn'>, policy?: Partial<StoreCallPolicy>): Promise<PushResult> {
  const api = storeApiFor(site, { logger, policy });
  const saved = await saveProduct(api, product);
  await syncVariations(api, saved.id, product.variants, saved.images ?? []);
  return { origin_id: String(saved.id), permalink: saved.permalink };
}

async function saveProduct(api: StoreApi, product: StoreProductPayload): Promise<WooProductBody> {
  const body = {
    name: product.title,
    type: 'variable',
    description: product.description,
    attributes: product.attributes.map((attribute, position) => ({ name: attribute.name, position, visible: true, variation: true, options: attribute.options })),
    meta_data: [{ key: WOO_META.productId, value: product.id }],
  };
  if (product.origin_id) {
    try {
      const existing = await api.call<WooProductBody>({ endpoint: `products/${encodeURIComponent(product.origin_id)}` });
      const res = await api.call<WooProductBody>({ method: 'PUT', endpoint: `products/${existing.body.id}`, body: { ...body, images: imagesFor(product.images, existing.body.images) } });
      return res.body;
    } catch (err) {
      // the seller deleted it at the store: publish it again as a new product
      if (!(err instanceof StoreError && err.status === 404)) throw err;
    }
  }
  const res = await api.call<WooProductBody>({ method: 'POST', endpoint: 'products', body: { ...body, status: 'publish', images: imagesFor(product.images) } });
  return res.body;
}

/**
 * WooCommerce downloads every image sent by `src` again; images it already holds are sent by
 * id. We set each image's alt to its source URL on creation so they can be recognised later.
 */
function imagesFor(urls: string[], existing: Array<{ id: number; alt?: string }> = []) {
  const sameImages = existing.length === urls.length && urls.every((url, i) => existing[i].alt === url);
  if (sameImages) return existing.map((image) => ({ id: image.id }));
  return urls.map((src) => ({ src, alt: src }));
}

async function syncVariations(api: StoreApi, productId: number, variants: StoreVariantPayload[], productImages: Array<{ id: number; alt?: string }>): Promise<void> {
  const current = await wooListAll<WooVariationBody>(api, `products/${productId}/variations`);
  const bySku = new Map(current.filter((v) => v.sku).map((v) => [v.sku, v]));
  const byTypeVariant = new Map(current.map((v) => [String(v.meta_data?.find((m) => m.key === WOO_META.productTypeVariantId)?.value ?? ''), v]));
  const create: Array<Record<string, unknown>> = [];
  const update: Array<Record<string, unknown>> = [];
  const kept = new Set<number>();
  for (const variant of variants) {
    const body = variationBody(variant, productImages);
    const match = bySku.get(variant.sku) ?? byTypeVariant.get(variant.product_type_variant_id);
    if (match) {
      kept.add(match.id);
      update.push({ id: match.id, ...body });
    } else create.push(body);
  }
  for (const old of current) if (!kept.has(old.id)) update.push({ id: old.id, status: 'private' });
  // a variation whose SKU we send again is updated, never re-created: WooCommerce keeps SKUs unique store-wide, private variations included
  const items = [...update.map((item) => ({ update: item })), ...create.map((item) => ({ create: item }))];
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    const chunk = items.slice(i, i + BATCH_SIZE);
    const res = await api.call<{ create?: BatchItem[]; update?: BatchItem[] }>({
      method: 'POST',
      endpoint: `products/${productId}/variations/batch`,
      body: { create: chunk.flatMap((c) => ('create' in c ? [c.create] : [])), update: chunk.flatMap((c) => ('update' in c ? [c.update] : [])) },
    });
    const failed = [...(res.body.create ?? []), ...(res.body.update ?? [])].find((item) => item.error);
    if (failed?.error) throw new StoreError(failed.error.message, 400, failed.error);
  }
}

/**
 * A variation's body. Its image (the variant's mockup) is one of the product's images, which the
 * store already holds: sent by that image's id (recognised by its alt, the source URL), so it is
 * not downloaded again; by URL only when the product does not carry it.
 */
function variationBody(variant: StoreVariantPayload, productImages: Array<{ id: number; alt?: string }>) {
  const held = variant.image ? productImages.find((image) => image.alt === variant.image) : undefined;
  return {
    ...(variant.image ? { image: held ? { id: held.id } : { src: variant.image } } : {}),
    sku: variant.sku,
    regular_price: variant.regular_price.toFixed(2),
    // an empty string clears a sale price Woo already has
    sale_price: variant.sale_price == null ? '' : variant.sale_price.toFixed(2),
    status: variant.active ? 'publish' : 'private',
    attributes: variant.attributes.map((attribute) => ({ name: attribute.name, option: attribute.option })),
    meta_data: [{ key: WOO_META.productTypeVariantId, value: variant.product_type_variant_id }],
  };
}
