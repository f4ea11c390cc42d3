import { EntitySchema } from 'typeorm';

export type ProductMockupStatus = 'rendering' | 'done' | 'failed';

/**
 * One render of a product type mockup for a product (spec 002 §4 "Mockup rendering for
 * products"): a mockup with the product's artworks for one group of variants (all the mockup's
 * variants, or those of one colour when the mockup takes the variant colour). The job's id is the
 * request's and names the PNG; a product's jobs are those of its latest `generateProductMockups`
 * (`batch_id`), earlier ones are dropped when it asks again.
 */
export interface ProductMockupJob {
  id: string;
  /** The product, or the id a form holds for a product it has not created yet (`ProductDraft`). */
  product_id: string;
  batch_id: string;
  /** Who asked (hears the updates of a draft). */
  requester_id: string;
  /** The site's owner; null for a draft an Administrator started without a site. */
  seller_id: string | null;
  mockup_id: string;
  product_type_id: string;
  /** Mockup ordering, then colour group: the image's place among the product's images. */
  sorting: number;
  /** The colour option of the group (when the mockup takes the variant colour). */
  variant_color: string | null;
  /** Product type variant ids the image belongs to. */
  variant_ids: string[];
  status: ProductMockupStatus;
  /** The PNG's storage key once rendered. */
  image_key: string | null;
  /** Why it failed (the renderer's line). */
  log: string | null;
  created_at: Date;
  updated_at: Date;
}

export const ProductMockupJobEntity = new EntitySchema<ProductMockupJob>({
  name: 'ProductMockupJob',
  tableName: 'product_mockup_jobs',
  columns: {
    id: { type: 'uuid', primary: true },
    product_id: { type: 'varchar', length: 9 },
    batch_id: { type: 'uuid' },
    requester_id: { type: 'uuid' },
    seller_id: { type: 'uuid', nullable: true },
    mockup_id: { type: 'text' },
    product_type_id: { type: 'uuid' },
    sorting: { type: 'integer' },
    variant_color: { type: 'text', nullable: true },
    variant_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    status: { type: 'text', default: 'rendering' },
    image_key: { type: 'text', nullable: true },
    log: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/**
 * A product id a form holds before its product exists: the form needs mockups before Submit, so
 * it generates the id (spec 001 §9's 9 characters, `generateProductId`) and the first
 * `generateProductMockups` for it claims it for the caller. Only they may render for it, hear its
 * updates and create the product with it.
 */
export interface ProductDraft {
  product_id: string;
  requester_id: string;
  /** The seller the draft is for: a Seller themself; null when staff started it. */
  seller_id: string | null;
  created_at: Date;
}

export const ProductDraftEntity = new EntitySchema<ProductDraft>({
  name: 'ProductDraft',
  tableName: 'product_drafts',
  columns: {
    product_id: { type: 'varchar', length: 9, primary: true },
    requester_id: { type: 'uuid' },
    seller_id: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const PRODUCT_MOCKUP_ENTITIES = [ProductMockupJobEntity, ProductDraftEntity];
