import { EntitySchema } from 'typeorm';
import type { CampaignStoreStatus } from '@pod/contracts';

/**
 * One push of a product to its site's store (spec 002 §2.11, §3 "Campaign store"). A product
 * has at most one row: each save queues it again.
 */
export interface CampaignStore {
  id: string;
  site_id: string;
  /** Owner of the site, for scoping lists and addressing the live update. */
  user_id: string;
  product_id: string;
  status: CampaignStoreStatus;
  /** true while the store has never had this product (the push creates it). */
  push_first_time: boolean;
  pushed_at: Date | null;
  /** The product's address in the store once pushed. */
  permalink: string | null;
  /** The store's message when the push failed. */
  log: string | null;
  /** Pushes tried for this row (each queued request counts once). */
  attempts: number;
  /** Id of the push request the worker is carrying out; a stale push may not overwrite a newer one. */
  push_token: string | null;
  /** Stamped when the worker claims the row and bumped while its push runs; the sweep fails a `pushing` row silent too long. */
  heartbeat_at: Date;
  created_at: Date;
  updated_at: Date;
}

export const CampaignStoreEntity = new EntitySchema<CampaignStore>({
  name: 'CampaignStore',
  tableName: 'campaign_stores',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    site_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    product_id: { type: 'varchar', length: 9, unique: true },
    status: { type: 'text', default: 'queued' },
    push_first_time: { type: 'boolean', default: true },
    pushed_at: { type: 'timestamptz', nullable: true },
    permalink: { type: 'text', nullable: true },
    log: { type: 'text', nullable: true },
    attempts: { type: 'integer', default: 0 },
    push_token: { type: 'text', nullable: true },
    heartbeat_at: { type: 'timestamptz', default: () => 'now()' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
