import type { DataSource } from 'typeorm';
import { badInput, isUuid, notFound, type Logger, type UserContext, SITE_NOT_FOUND } from '@pod/service-kit';
import { ProductEntity, type Product } from '../../products/product.entity';
import type { SiteDirectory, SiteRecord } from '../../sites/site-directory';
import { storeApiFor, StoreError, wooListAll, type StoreApi, type StoreCallPolicy } from '../connectors';
import type { StoreAccess } from '../store-access';
import { MAPPING_MESSAGES, recordStoreProduct, type WooStoreProduct, type WooStoreVariation } from './store-product-record';

/**
 * Store mapping's server side (spec 001 §2 "Store product mapping", §7): after the browser
 * has linked a store product to product types through /rest, the catalog reads it back and
 * records it as a product of the site; the sites list's "fetch product variants" refreshes
 * every mapped product's variants from the store.
 */
export class StoreMappingService {
  constructor(private readonly deps: { db: DataSource; sites: SiteDirectory; storeAccess: StoreAccess; logger: Logger; policy?: Partial<StoreCallPolicy> }) {}

  async fetchProductFromSite(user: UserContext, siteId: string, productId: string): Promise<Product> {
    const { site, api } = await this.wooStore(user, siteId);
    if (!/^\d+$/.test(productId.trim())) throw notFound('Product not found');
    const store = await this.deps.storeAccess.use(site, () => this.readStoreProduct(api, productId.trim()));
    return this.deps.db.transaction((manager) => recordStoreProduct(manager, site, store.product, store.variations, { details: true }));
  }

  /** Refreshes every product of the site that lives in the store; products the store no longer has are skipped. */
  async fetchProductVariants(user: UserContext, siteId: string): Promise<boolean> {
    const { site, api } = await this.wooStore(user, siteId);
    return this.deps.storeAccess.use(site, () => this.refreshVariants(site, api));
  }

  private async refreshVariants(site: SiteRecord, api: StoreApi): Promise<boolean> {
    const siteId = site.id;
    const products = await this.deps.db.getRepository(ProductEntity).find({ where: { site_id: site.id }, select: { id: true, origin_id: true }, order: { created_at: 'ASC' } });
    for (const product of products) {
      if (!product.origin_id || !/^\d+$/.test(product.origin_id)) continue;
      let store: { product: WooStoreProduct; variations: WooStoreVariation[] };
      try {
        store = await this.readStoreProduct(api, product.origin_id);
      } catch (err) {
        if (err instanceof StoreError && err.status === 404) {
          this.deps.logger.warn({ siteId, productId: product.id, originId: product.origin_id }, 'store no longer has this product; variants not refreshed');
          continue;
        }
        throw err;
      }
      try {
        await this.deps.db.transaction((manager) => recordStoreProduct(manager, site, store.product, store.variations, { details: false }));
      } catch (err) {
        // a product pushed from here but never mapped carries no type variant ids: nothing to refresh
        if ((err as Error).message === MAPPING_MESSAGES.notMapped) continue;
        throw err;
      }
    }
    return true;
  }

  private async readStoreProduct(api: StoreApi, originId: string) {
    const product = (await api.call<WooStoreProduct>({ endpoint: `products/${originId}` })).body;
    // spec 001 §7: the variations mapping left published (the replaced ones were set private)
    const variations = await wooListAll<WooStoreVariation>(api, `products/${originId}/variations`, { status: 'publish' });
    return { product, variations };
  }

  /** The user's connected WooCommerce site and its API; Shopify and ShopBase mapping is not implemented ("Sorry"). */
  private async wooStore(user: UserContext, siteId: string): Promise<{ site: SiteRecord; api: StoreApi }> {
    if (!isUuid(siteId)) throw notFound(SITE_NOT_FOUND);
    const owned = await this.deps.sites.assertOwnedBy(user, siteId);
    // import sites have no store (the gate says so); Shopify and ShopBase mapping answers "Sorry"
    if (owned.platform !== 'import' && owned.platform !== 'woocommerce') throw badInput(MAPPING_MESSAGES.shopify, 'site_id');
    const site = await this.deps.storeAccess.connected(owned.id);
    return { site, api: storeApiFor(site, { logger: this.deps.logger, policy: this.deps.policy }) };
  }
}
