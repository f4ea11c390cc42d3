import type { DataSource } from 'typeorm';
import { startPeriodic, type Logger, type Periodic } from '@pod/service-kit';
import { InvalidStoreOrderError } from '@pod/store-client/orders';
import type { IntakeDirectory } from './internal-services';
import type { StoreOrderIntake } from './store-order-intake';
import { WebhookDeliveryEntity, type WebhookDelivery, type WebhookOutcome } from './webhook-delivery.entity';
import { SITE_DISABLED } from './webhook-receiver';

export interface WebhookWorkerOptions {
  /** Waits before the 2nd, 3rd… try of a delivery whose intake failed; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** A claim older than this is a worker that died: the delivery is taken again. */
  leaseMs?: number;
  /** How often queued deliveries are looked for without a wake-up (retries due, other replicas' leftovers); 0 = never. */
  pollMs?: number;
  /** Deliveries taken in at once by this process. */
  concurrency?: number;
}

/** 5 s, 30 s, 2 min, 10 min: a catalog or database blip is ridden out; a lasting fault ends `error` within ~13 minutes. */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;
/** Longer than any intake (a 500-line order takes seconds). */
export const WEBHOOK_LEASE_MS = 5 * 60_000;
export const WEBHOOK_POLL_MS = 5_000;

/**
 * Takes in the store orders the webhook receiver queued (issue 21 item 7f): the ledger is the
 * queue. A worker claims one due `queued` row with one conditional UPDATE (FOR UPDATE SKIP LOCKED,
 * so replicas never take the same row; a lease so a row left by a dead process is taken again),
 * and never one while an older delivery of the same store order is still queued, so one order's
 * deliveries are applied in the order they came), reads the site afresh (a site disabled meanwhile → `refused`), runs the one intake path and
 * writes the outcome on the row. A failure is retried after `retryDelaysMs`, then settles as
 * `error`. Intake is idempotent (upsert per line under the store order's advisory lock), so a
 * second run of one delivery changes nothing.
 */
export class WebhookIntakeWorker {
  private readonly retryDelaysMs: readonly number[];
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private wanted = false;
  private running: Promise<void> | null = null;
  private readonly poll: Periodic;

  constructor(
    private readonly deps: { db: DataSource; directory: IntakeDirectory; intake: StoreOrderIntake; logger: Logger },
    options: WebhookWorkerOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
    this.leaseMs = options.leaseMs ?? WEBHOOK_LEASE_MS;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.poll = startPeriodic(() => this.drain(), { everyMs: options.pollMs ?? WEBHOOK_POLL_MS, logger: deps.logger, what: 'webhook intake' });
  }

  /** Something was queued: take it in soon (coalesced; never blocks the caller). */
  wake(): void {
    void this.drain().catch((err: unknown) => this.deps.logger.error({ err }, 'webhook intake round failed; the next poll retries'));
  }

  /** Takes in every due delivery; resolves when none is left (a wake-up during a round runs another). */
  drain(): Promise<void> {
    this.wanted = true;
    if (!this.running) {
      this.running = (async () => {
        try {
          while (this.wanted) {
            this.wanted = false;
            await Promise.all(Array.from({ length: this.concurrency }, () => this.takeAll()));
          }
        } finally {
          this.running = null;
        }
      })();
    }
    return this.running;
  }

  /** Stops polling and waits for the round in flight (shutdown). */
  async stop(): Promise<void> {
    await this.poll.stop();
    await this.running;
  }

  private async takeAll(): Promise<void> {
    for (let delivery = await this.claim(); delivery; delivery = await this.claim()) await this.take(delivery);
  }

  /** One due delivery, claimed by this worker (attempts + 1), or null when none is due. */
  private async claim(): Promise<WebhookDelivery | null> {
    const ledger = this.deps.db.getRepository(WebhookDeliveryEntity);
    const due = ledger
      .createQueryBuilder('d')
      .select('d.id')
      .where(`d.outcome = 'queued'`)
      .andWhere('d.next_attempt_at <= now()')
      .andWhere('(d.claimed_at IS NULL OR d.claimed_at < now() - make_interval(secs => :lease))')
      // one store order's deliveries in the order they came (an older one still queued or being taken in goes first)
      .andWhere(`NOT EXISTS (SELECT 1 FROM ${ledger.metadata.tablePath.split('.').map((part) => `"${part}"`).join('.')} o
        WHERE o.site_id = d.site_id AND o.platform = d.platform AND o.store_order_id = d.store_order_id AND o.outcome = 'queued'
          AND (o.received_at, o.id) < (d.received_at, d.id))`)
      .orderBy('d.next_attempt_at', 'ASC')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked');
    const claimed = await ledger
      .createQueryBuilder()
      .update()
      .set({ claimed_at: () => 'now()', attempts: () => 'attempts + 1' })
      .where(`id IN (${due.getQuery()})`)
      .setParameters({ lease: this.leaseMs / 1000 })
      .returning('*')
      .execute();
    const row = (claimed.raw as Array<WebhookDelivery & { attempts: number | string }>)[0];
    return row ? { ...row, attempts: Number(row.attempts) } : null;
  }

  private async take(delivery: WebhookDelivery): Promise<void> {
    const order = delivery.order_payload;
    try {
      if (!order) throw new InvalidStoreOrderError('The queued delivery has no order');
      const site = await this.deps.directory.site(delivery.site_id);
      if (!site || !site.status) {
        await this.settle(delivery, 'refused', site ? SITE_DISABLED : 'The site no longer exists');
        return;
      }
      const result = await this.deps.intake.take(site, order);
      await this.settle(delivery, result.outcome, `${result.orders.length} line(s)`, order.updated_at);
    } catch (err) {
      if (err instanceof InvalidStoreOrderError) {
        await this.settle(delivery, 'rejected', err.message);
        return;
      }
      const message = err instanceof Error ? err.message.slice(0, 500) : 'intake failed';
      const delay = this.retryDelaysMs[delivery.attempts - 1];
      this.deps.logger.error({ err, siteId: delivery.site_id, eventId: delivery.store_event_id, attempt: delivery.attempts, retryInMs: delay ?? null }, 'webhook intake failed');
      if (delay === undefined) {
        await this.settle(delivery, 'error', message);
        return;
      }
      await this.deps.db.getRepository(WebhookDeliveryEntity).update(
        { id: delivery.id, outcome: 'queued' },
        { detail: `Try ${delivery.attempts} failed: ${message}`.slice(0, 500), claimed_at: null, next_attempt_at: () => `now() + make_interval(secs => ${delay / 1000})` },
      );
    }
  }

  /** The delivery's outcome; its payload is dropped (the orders hold what it said). */
  private async settle(delivery: WebhookDelivery, outcome: WebhookOutcome, detail: string, storeUpdatedAt: string | null = null): Promise<void> {
    await this.deps.db.getRepository(WebhookDeliveryEntity).update(
      { id: delivery.id, outcome: 'queued' },
      { outcome, detail, store_updated_at: storeUpdatedAt ? new Date(storeUpdatedAt) : null, order_payload: null, claimed_at: null, next_attempt_at: null },
    );
  }
}
