import type { DataSource } from 'typeorm';
import { isUuid, type Logger } from '@pod/service-kit';
import type { OnlineStorePlatform } from '@pod/store-client';
import { InvalidStoreOrderError, normalizeStoreOrder, verifyStoreWebhook, webhookEventId, webhookTopic, type WebhookHeaders } from '@pod/store-client/orders';
import type { IntakeDirectory } from './internal-services';
import type { StoreOrderIntake } from './store-order-intake';
import { WebhookDeliveryEntity, type WebhookOutcome } from './webhook-delivery.entity';

/** What a disabled (deleted) site's store is told, and the ledger keeps. */
export const SITE_DISABLED = 'This site is disabled; its orders are not taken in';

/** Ledger detail of a delivery being taken in right now. */
const IN_PROGRESS = 'in progress';

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
 * A store's order webhook, in the order the brief gives: verify (401 and nothing recorded but a
 * log line), WooCommerce's creation ping (200, ignored), then the ledger row (store event id,
 * topic, received_at) — a second delivery of the same event id answers `duplicate` without
 * touching the order — then the shared intake path, whose outcome the ledger row keeps.
 * The store is answered 200 for everything it should not retry (duplicate, stale, an order we
 * refuse to take in); a failure of ours answers 500 so the store delivers again.
 */
export class WebhookReceiver {
  constructor(private readonly deps: { db: DataSource; directory: IntakeDirectory; intake: StoreOrderIntake; logger: Logger }) {}

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
    const topic = webhookTopic(platform, input.headers);
    const eventId = webhookEventId(platform, input.headers, body);
    const storeOrderId = body && typeof body === 'object' && 'id' in body ? String((body as { id: unknown }).id).slice(0, 255) : '';
    if (!site.status) {
      // a deleted (disabled) site takes no orders; 410 tells the store the address is gone for good
      await this.recordRefused(site.id, platform, topic, eventId, storeOrderId, SITE_DISABLED);
      this.deps.logger.warn({ siteId: site.id, platform, eventId }, 'webhook refused: the site is disabled');
      return { status: 410, body: { outcome: 'refused', error: SITE_DISABLED } };
    }
    const ledgerId = await this.claimEvent(site.id, platform, topic, eventId, storeOrderId);
    if (!ledgerId) return { status: 200, body: { outcome: 'duplicate' } };

    const ledger = this.deps.db.getRepository(WebhookDeliveryEntity);
    const record = (outcome: WebhookOutcome, detail: string | null, storeUpdatedAt: string | null = null) =>
      ledger.update({ id: ledgerId }, { outcome, detail, store_updated_at: storeUpdatedAt ? new Date(storeUpdatedAt) : null });
    try {
      const order = normalizeStoreOrder(platform, body);
      const result = await this.deps.intake.take(site, order);
      await record(result.outcome, `${result.orders.length} line(s)`, order.updated_at);
      return { status: 200, body: { outcome: result.outcome, orders: result.orders.length } };
    } catch (err) {
      if (err instanceof InvalidStoreOrderError) {
        await record('rejected', err.message);
        return { status: 200, body: { outcome: 'rejected', error: err.message } };
      }
      this.deps.logger.error({ err, siteId: site.id, eventId }, 'webhook intake failed');
      // outcome `error` lets the store's retry of this event claim it again (claimEvent)
      await record('error', err instanceof Error ? err.message.slice(0, 500) : 'intake failed');
      return { status: 500, body: { error: 'The order could not be taken in; the store will retry' } };
    }
  }
  /** A delivery refused before any work: one ledger row `refused` (a repeat of the same event adds none). */
  private async recordRefused(siteId: string, platform: OnlineStorePlatform, topic: string, eventId: string, storeOrderId: string, detail: string): Promise<void> {
    await this.deps.db.getRepository(WebhookDeliveryEntity).createQueryBuilder().insert()
      .values({ site_id: siteId, platform, topic, store_event_id: eventId, store_order_id: storeOrderId, outcome: 'refused', detail })
      .orIgnore().execute();
  }

  /**
   * The ledger row of this event, or null when another delivery of it was taken in (or is being
   * taken in) already. The unique (site, platform, event id) decides: a concurrent second delivery
   * waits for the first's insert and inserts nothing. An event whose intake failed (outcome
   * `error`) is claimed again by the store's retry.
   */
  private async claimEvent(siteId: string, platform: OnlineStorePlatform, topic: string, eventId: string, storeOrderId: string): Promise<string | null> {
    const ledger = this.deps.db.getRepository(WebhookDeliveryEntity);
    const inserted = await ledger.createQueryBuilder().insert()
      .values({ site_id: siteId, platform, topic, store_event_id: eventId, store_order_id: storeOrderId, outcome: 'error', detail: IN_PROGRESS })
      .orIgnore().returning(['id']).execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (id) return id;
    const retried = await ledger.createQueryBuilder().update().set({ detail: IN_PROGRESS, received_at: () => 'now()' })
      .where('site_id = :siteId AND platform = :platform AND store_event_id = :eventId AND outcome = :error AND detail <> :inProgress', { siteId, platform, eventId, error: 'error', inProgress: IN_PROGRESS })
      .returning(['id']).execute();
    return (retried.raw as Array<{ id: string }>)[0]?.id ?? null;
  }
}

/** WooCommerce pings a new webhook with a form-encoded `webhook_id=<n>` body (unsigned by design). */
function isWooPing(rawBody: Buffer): boolean {
  return rawBody.length < 64 && /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());
}
