import type { Logger } from '@pod/service-kit';
import { storeBaseUrl } from '@pod/contracts';
import { storeApiFor, type StoreCallPolicy } from '@pod/store-client';
import { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload } from './types';

/**
 * Push to Shopify or ShopBase (Admin REST, products.json): one product whose options are our
 * attributes and whose variants carry option1..3. Shopify has no per-variant status, so
 * inactive variants are left out; on update, variants are matched by SKU to keep their ids
 * (Shopify deletes the variants a PUT does not list).
 */

const MAX_OPTIONS = 3;

interface ShopProductBody {
  id: number;
  handle: string;
  variants: Array<{ id: number; sku: string }>;
}

export async function pushShopProduct(site: ConnectedSite, product: StoreProductPayload, logger?: Pick<Logger, 'warn'>, policy?: Partial<StoreCallPolicy>): Promise<PushResult> {
  if (product.attributes.length > MAX_OPTIONS) {
    throw new StoreError(`${site.platform === 'shopify' ? 'Shopify' : 'ShopBase'} products can have at most ${MAX_OPTIONS} options; this product has ${product.attributes.length}`, 422);
  }
  const api = storeApiFor(site, { logger, policy });
  let existing: ShopProductBody | null = null;
  if (product.origin_id) {
    try {
      existing = (await api.call<{ product: ShopProductBody }>({ endpoint: `products/${encodeURIComponent(product.origin_id)}.json` })).body.product;
    } catch (err) {
      // deleted at the store: create it again
      if (!(err instanceof StoreError && err.status === 404)) throw err;
    }
  }
  const knownIds = new Map((existing?.variants ?? []).map((v) => [v.sku, v.id]));
  const body = {
    title: product.title,
    body_html: product.description,
    options: product.attributes.map((attribute) => ({ name: attribute.name })),
    variants: product.variants
      .filter((variant) => variant.active)
      .map((variant) => {
        const options = product.attributes.map((attribute) => variant.attributes.find((a) => a.slug === attribute.slug || a.name === attribute.name)?.option ?? null);
        const onSale = variant.sale_price != null && variant.sale_price < variant.regular_price;
        return {
          ...(knownIds.has(variant.sku) ? { id: knownIds.get(variant.sku) } : {}),
          sku: variant.sku,
          // Shopify's price is what the buyer pays; compare_at_price shows the regular price struck out
          price: (onSale ? variant.sale_price! : variant.regular_price).toFixed(2),
          compare_at_price: onSale ? variant.regular_price.toFixed(2) : null,
          option1: options[0] ?? null,
          option2: options[1] ?? null,
          option3: options[2] ?? null,
        };
      }),
    images: product.images.map((src) => ({ src })),
    metafields: existing ? undefined : [{ namespace: 'pod', key: 'product_id', value: product.id, type: 'single_line_text_field' }],
  };
  const saved = existing
    ? (await api.call<{ product: ShopProductBody }>({ method: 'PUT', endpoint: `products/${existing.id}.json`, body: { product: { id: existing.id, ...body } } })).body.product
    : (await api.call<{ product: ShopProductBody }>({ method: 'POST', endpoint: 'products.json', body: { product: body } })).body.product;
  return { origin_id: String(saved.id), permalink: `${storeBaseUrl(site.domain!)}/products/${saved.handle}` };
}
