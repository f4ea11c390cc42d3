import type { SiteRecord } from '../../sites/site-directory';

export { StoreError } from '@pod/store-client';

/**
 * A product as every store connector takes it (built by the products capability from a
 * product, its product type variants and its images). Prices are numbers in the store's
 * currency; connectors format them as each platform wants.
 */
export interface StoreProductPayload {
  /** Our product id (9 chars); stored at the store as meta `pod_product_id`. */
  id: string;
  title: string;
  /** HTML. */
  description: string;
  permalink: string;
  /** The store's product id once pushed; null = create at the store. */
  origin_id: string | null;
  /** Absolute URLs the store downloads. */
  images: string[];
  attributes: Array<{ name: string; slug: string; options: string[] }>;
  variants: StoreVariantPayload[];
}

export interface StoreVariantPayload {
  sku: string;
  attributes: Array<{ name: string; slug: string; option: string }>;
  regular_price: number;
  sale_price: number | null;
  /** Inactive variants are kept at the store but not sold (Woo: status private). */
  active: boolean;
  product_type_variant_id: string;
  /** Absolute URL of the variant's image (its mockup), one of the product's images; null = none. */
  image: string | null;
}

/** What a push leaves behind: the store's id of the product and its public address. */
export interface PushResult {
  origin_id: string;
  permalink: string;
}

/** The site a connector talks to (owner, platform, store address, credentials). */
export type ConnectedSite = Pick<SiteRecord, 'id' | 'platform' | 'domain' | 'credentials'>;
