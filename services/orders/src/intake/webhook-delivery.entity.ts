import { EntitySchema } from 'typeorm';

/** `refused`: not taken in at all (the site is disabled); `rejected`: not an order we can take in. */
export type WebhookOutcome = 'created' | 'updated' | 'duplicate' | 'stale' | 'rejected' | 'refused' | 'error';

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
  },
});
