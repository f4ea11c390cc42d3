import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '@pod/service-kit';
import type { WebhookReceiver } from './webhook-receiver';

/** Larger than any store order webhook (500 lines); the gateway applies the same bound. */
export const WEBHOOK_BODY_LIMIT = '2mb';

/**
 * `POST /webhooks/:platform/:siteId`: store order webhooks, which the gateway passes on with the
 * raw body intact (the signature is over the exact bytes). Anonymous: the signature is the
 * authentication. Any content type is read raw (WooCommerce's ping is form-encoded).
 */
export function mountWebhookRoutes(app: Express, deps: { receiver: WebhookReceiver; logger: Logger }): void {
  app.post('/webhooks/:platform/:siteId', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req: Request, res: Response) => {
    try {
      const answer = await deps.receiver.receive({
        platform: String(req.params.platform),
        siteId: String(req.params.siteId),
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        headers: req.headers,
      });
      res.status(answer.status).json(answer.body);
    } catch (err) {
      deps.logger.error({ err }, 'webhook delivery failed');
      res.status(500).json({ error: 'The order could not be taken in; the store will retry' });
    }
  });
}
