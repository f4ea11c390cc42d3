import { createHmac, randomUUID } from 'node:crypto';

/**
 * Webhook deliveries of a fake store: each one POSTed to a receiver with the platform's headers
 * and recorded (headers, exact body bytes, the receiver's answer), so a test can check what
 * arrived and replay it: the same delivery again (a store retrying) or an older state of an
 * order after a newer one (deliveries arriving out of order).
 */

export interface WebhookDelivery {
  /** The fake's id of this delivery (what `X-WC-Webhook-Delivery-ID` / `X-Shopify-Webhook-Id` carry). */
  id: string;
  url: string;
  topic: string;
  headers: Record<string, string>;
  /** The raw body as sent (the signature covers exactly these bytes). */
  body: string;
  /** The receiver's HTTP status per attempt; 0 = not reached. */
  attempts: number[];
}

/** base64 HMAC-SHA256 of the raw body: how WooCommerce, Shopify and ShopBase sign deliveries. */
export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export class WebhookDeliveries {
  readonly sent: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  /** Sends a new delivery (a fresh id from `headersFor`) and resolves once the receiver answered. */
  deliver(url: string, topic: string, payload: unknown, headersFor: (deliveryId: string, body: string) => Record<string, string>): Promise<WebhookDelivery> {
    const id = randomUUID();
    const body = JSON.stringify(payload);
    const delivery: WebhookDelivery = { id, url, topic, headers: { 'content-type': 'application/json', ...headersFor(id, body) }, body, attempts: [] };
    this.sent.push(delivery);
    return this.track(this.post(delivery)).then(() => delivery);
  }

  /** The same delivery again `times` times (same id, headers and bytes), one after another, as a store retrying it. */
  async redeliver(deliveryId: string, times = 1): Promise<WebhookDelivery> {
    const delivery = this.sent.find((d) => d.id === deliveryId);
    if (!delivery) throw new Error(`no delivery ${deliveryId}`);
    for (let i = 0; i < times; i++) await this.track(this.post(delivery));
    return delivery;
  }

  /** Resolves when every delivery started so far has been answered (deliveries run beside the API answer, as stores queue them). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private async post(delivery: WebhookDelivery): Promise<void> {
    const status = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0);
    delivery.attempts.push(status);
  }
}
