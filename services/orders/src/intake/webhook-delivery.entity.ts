import { EntitySchema } from 'typeorm';
import type { StoreOrder } from '@pod/store-client/orders';

/**
 * `queued`: verified and recorded, waiting for (or between tries of) the intake worker;
 * `refused`: not taken in at all (the site is disabled); `rejected`: not an order we can take in;
 * `error`: the worker gave up after its tries (the store's own redelivery queues it again).
 */
export type WebhookOutcome = 'queued' | 'created' | 'updated' | 'duplicate' | 'stale' | 'rejected' | 'refused' | 'error';

/** The webhook ledger: every store delivery, its store event id and what came of it. */
export interface WebhookDelivery {
  id: string;
  site_id: string;
  platform: string;
  topic: string;
  store_event_id: string;
  store_order_id: string;
  store_updated_at: Date | null;
  received_at: Date;
  outcome: WebhookOutcome;
  detail: string | null;
  /** The normalised, bounded store order while it waits for the worker; cleared once it is settled. */
  order_payload: StoreOrder | null;
  /** Tries the worker has started. */
  attempts: number;
  /** When the worker may (re)try a queued delivery. */
  next_attempt_at: Date | null;
  /** When a worker took it; a claim older than the lease (its process died) is taken again. */
  claimed_at: Date | null;
}

export const WebhookDeliveryEntity = new EntitySchema<WebhookDelivery>({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    site_id: { type: 'uuid' },
    platform: { type: 'text' },
    topic: { type: 'text' },
    store_event_id: { type: 'text' },
    store_order_id: { type: 'text' },
    store_updated_at: { type: 'timestamptz', nullable: true },
    received_at: { type: 'timestamptz', createDate: true },
    outcome: { type: 'text' },
    detail: { type: 'text', nullable: true },
    order_payload: { type: 'jsonb', nullable: true },
    attempts: { type: 'int', default: 0 },
    next_attempt_at: { type: 'timestamptz', nullable: true },
    claimed_at: { type: 'timestamptz', nullable: true },
  },
});
