import type { DataSource } from 'typeorm';
import { isUuid, type Logger } from '@pod/service-kit';
import type { OnlineStorePlatform } from '@pod/store-client';
import { InvalidStoreOrderError, normalizeStoreOrder, verifyStoreWebhook, webhookEventId, webhookTopic, type StoreOrder, type WebhookHeaders } from '@pod/store-client/orders';
import type { IntakeDirectory } from './internal-services';
import { WebhookDeliveryEntity, type WebhookOutcome } from './webhook-delivery.entity';

/** What a disabled (deleted) site's store is told, and the ledger keeps. */
export const SITE_DISABLED = 'This site is disabled; its orders are not taken in';

const PLATFORMS: readonly OnlineStorePlatform[] = ['woocommerce', 'shopify', 'shopbase'];

/** A delivery as the route hands it over: the platform and site of the URL, the raw bytes, the headers. */
export interface WebhookDeliveryInput {
  platform: string;
  siteId: string;
  rawBody: Buffer;
  headers: WebhookHeaders;
}

/** What to answer the store: HTTP status and a small JSON body (never a stack). */
export interface WebhookAnswer {
  status: number;
  body: { outcome?: WebhookOutcome | 'ignored'; error?: string; orders?: number };
}

/**
 * A store's order webhook, on the request path only what must be: verify (401 and nothing
 * recorded but a log line), WooCommerce's creation ping (200, ignored), a disabled site (410,
 * `refused` in the ledger), normalise and bound the order (not an order → 200 `rejected`, so the
 * store stops retrying), then record it in the ledger as `queued` with the order as its payload
 * and answer **202**. The ledger's unique (site, platform, store event id) makes a second delivery
 * of the same event `duplicate` (200) without a second row. Taking the order in — catalog match,
 * artworks, the orders' transaction — is the intake worker's (`WebhookIntakeWorker`), which
 * `queued` wakes through `onQueued`.
 */
export class WebhookReceiver {
  constructor(private readonly deps: { db: DataSource; directory: IntakeDirectory; logger: Logger; onQueued: () => void }) {}

  async receive(input: WebhookDeliveryInput): Promise<WebhookAnswer> {
    const platform = PLATFORMS.find((p) => p === input.platform);
    if (!platform || !isUuid(input.siteId)) return { status: 404, body: { error: 'Unknown webhook address' } };
    if (platform === 'woocommerce' && isWooPing(input.rawBody)) return { status: 200, body: { outcome: 'ignored' } };

    const site = await this.deps.directory.site(input.siteId);
    if (!site || site.platform !== platform || !verifyStoreWebhook(platform, input.rawBody, input.headers, site.webhook_secret ?? '')) {
      this.deps.logger.warn({ siteId: input.siteId, platform, knownSite: !!site }, 'webhook refused: missing or wrong signature');
      return { status: 401, body: { error: 'Invalid webhook signature' } };
    }

    let body: unknown;
    try {
      body = JSON.parse(input.rawBody.toString('utf8'));
    } catch {
      body = null;
    }
    const event: LedgerEvent = {
      siteId: site.id,
      platform,
      topic: webhookTopic(platform, input.headers).slice(0, 255),
      eventId: webhookEventId(platform, input.headers, body).slice(0, 255),
      storeOrderId: body && typeof body === 'object' && 'id' in body ? String((body as { id: unknown }).id).slice(0, 255) : '',
    };
    if (!site.status) {
      // a deleted (disabled) site takes no orders; 410 tells the store the address is gone for good
      await this.recordSettled(event, 'refused', SITE_DISABLED);
      this.deps.logger.warn({ siteId: site.id, platform, eventId: event.eventId }, 'webhook refused: the site is disabled');
      return { status: 410, body: { outcome: 'refused', error: SITE_DISABLED } };
    }

    let order: StoreOrder;
    try {
      order = normalizeStoreOrder(platform, body);
    } catch (err) {
      if (!(err instanceof InvalidStoreOrderError)) throw err;
      await this.recordSettled(event, 'rejected', err.message);
      return { status: 200, body: { outcome: 'rejected', error: err.message } };
    }
    const queued = await this.queue(event, order);
    if (!queued) return { status: 200, body: { outcome: 'duplicate' } };
    this.deps.onQueued();
    return { status: 202, body: { outcome: 'queued', orders: order.lines.length } };
  }

  /** A delivery settled on the request path (refused, rejected): one ledger row; a repeat of the event adds none. */
  private async recordSettled(event: LedgerEvent, outcome: WebhookOutcome, detail: string): Promise<void> {
    await this.deps.db.getRepository(WebhookDeliveryEntity).createQueryBuilder().insert()
      .values({ site_id: event.siteId, platform: event.platform, topic: event.topic, store_event_id: event.eventId, store_order_id: event.storeOrderId, outcome, detail })
      .orIgnore().execute();
  }

  /**
   * The event's ledger row, `queued` with its order, or false when another delivery of it was
   * recorded already (duplicate). The unique (site, platform, event id) decides: a concurrent
   * second delivery waits for the first's insert and inserts nothing. An event the worker gave
   * up on (outcome `error`) is queued again by the store's redelivery, with its fresh payload.
   */
  private async queue(event: LedgerEvent, order: StoreOrder): Promise<boolean> {
    const ledger = this.deps.db.getRepository(WebhookDeliveryEntity);
    const work = { outcome: 'queued' as const, detail: null, order_payload: order, attempts: 0, next_attempt_at: () => 'now()', claimed_at: null };
    const inserted = await ledger.createQueryBuilder().insert()
      .values({ site_id: event.siteId, platform: event.platform, topic: event.topic, store_event_id: event.eventId, store_order_id: event.storeOrderId, ...work })
      .orIgnore().returning(['id']).execute();
    if ((inserted.raw as unknown[]).length) return true;
    const requeued = await ledger.createQueryBuilder().update().set({ ...work, received_at: () => 'now()' })
      .where('site_id = :siteId AND platform = :platform AND store_event_id = :eventId AND outcome = :error', { ...event, error: 'error' })
      .returning(['id']).execute();
    return (requeued.raw as unknown[]).length > 0;
  }
}

interface LedgerEvent {
  siteId: string;
  platform: OnlineStorePlatform;
  topic: string;
  eventId: string;
  storeOrderId: string;
}

/** WooCommerce pings a new webhook with a form-encoded `webhook_id=<n>` body (unsigned by design). */
function isWooPing(rawBody: Buffer): boolean {
  return rawBody.length < 64 && /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());
}
