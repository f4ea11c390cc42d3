import express from 'express';
import type { WebhookDeliveries } from '../webhook-deliveries';
import type { WooCatalogue } from './woo-catalogue';
import type { WooOrderBook, WooOrderInput } from './woo-orders';
import { WooRestError } from './woo-rest';

/**
 * Test and demo switches for orders, beside the other `/__fake/` controls (no keys needed, the
 * fakes only listen on 127.0.0.1):
 * - `GET /__fake/place-order`: a page to place a personalised order by hand (the demo store on
 *   :4800), which shows the webhook deliveries it caused and how the receiver answered;
 * - `POST /__fake/orders` (JSON `WooOrderInput`), `POST /__fake/orders/:id` (changes),
 *   `POST /__fake/orders/:id/versions/:version/deliver`, `GET /__fake/deliveries`,
 *   `POST /__fake/deliveries/:id/redeliver` `{times}`: the same for a store in another process.
 */
export function wooOrderControls(
  app: express.Express,
  catalogue: WooCatalogue,
  book: WooOrderBook,
  deliveries: WebhookDeliveries,
  formFields: Array<{ key: string; value: string }> = [{ key: 'Name', value: 'Alex' }],
): void {
  const control = (handler: (req: express.Request) => Promise<unknown>): express.RequestHandler => {
    return (req, res) => {
      handler(req).then(
        (result) => res.json(result),
        (err: unknown) => res.status(err instanceof WooRestError ? err.body.data.status : 400).json(err instanceof WooRestError ? err.body : { message: (err as Error).message }),
      );
    };
  };
  app.post('/__fake/orders', control((req) => book.placeOrder(req.body ?? {})));
  app.post('/__fake/orders/:id', control((req) => book.updateOrder(Number(req.params.id), req.body ?? {})));
  app.post('/__fake/orders/:id/versions/:version/deliver', control((req) => book.deliverOlderVersion(Number(req.params.id), Number(req.params.version))));
  app.get('/__fake/deliveries', (_req, res) => {
    res.json(deliveries.sent);
  });
  app.post('/__fake/deliveries/:id/redeliver', control((req) => deliveries.redeliver(String(req.params.id), Number(req.body?.times ?? 1))));

  app.get('/__fake/place-order', (_req, res) => {
    res.type('html').send(page('Place an order', orderForm(catalogue, formFields)));
  });
  app.post('/__fake/place-order', express.urlencoded({ extended: false, limit: '64kb' }), (req, res) => {
    const form = req.body as Record<string, string>;
    const [productId, variationId] = String(form.item ?? '').split(':').map(Number);
    const meta_data = [1, 2, 3]
      .map((n) => ({ key: String(form[`field${n}`] ?? '').trim(), value: String(form[`value${n}`] ?? '') }))
      .filter((m) => m.key);
    const input: WooOrderInput = {
      billing: { first_name: form.first_name || 'Jane', last_name: form.last_name || 'Shopper', email: form.email || 'jane@example.com' },
      line_items: [{ product_id: productId, variation_id: variationId || undefined, quantity: Number(form.quantity) || 1, meta_data }],
    };
    book.placeOrder(input).then(
      ({ order, deliveries: sent }) => {
        const rows = sent.map((d) => `<li>${escape(d.topic)} → ${escape(d.url)}: HTTP ${d.attempts.join(', ')}</li>`).join('') || '<li>No order webhooks are registered: connect a site to this store first.</li>';
        res.type('html').send(page(`Order #${order.number} placed`, `<p>Order <b>#${order.number}</b> (id ${order.id}), ${escape(order.line_items[0].name)}, total ${order.total} ${order.currency}.</p><h2>Webhook deliveries</h2><ul>${rows}</ul><p><a href="/__fake/place-order">Place another</a></p>`));
      },
      (err: unknown) => {
        res.status(400).type('html').send(page('Order refused', `<p>${escape((err as Error).message)}</p><p><a href="/__fake/place-order">Back</a></p>`));
      },
    );
  });
}

function orderForm(catalogue: WooCatalogue, formFields: Array<{ key: string; value: string }>): string {
  const options = [...catalogue.products.values()]
    .filter((p) => p.status === 'publish')
    .flatMap((p) => {
      const variations = catalogue.variations.get(p.id) ?? [];
      if (!variations.length) return [`<option value="${p.id}:0">${escape(p.name)} (${escape(p.sku)}) ${escape(p.regular_price)}</option>`];
      return variations.map((v) => `<option value="${p.id}:${v.id}">${escape(p.name)} - ${escape(v.attributes.map((a) => a.option).join(' / '))} (${escape(v.sku)}) ${escape(v.regular_price)}</option>`);
    })
    .join('');
  const fields = [1, 2, 3]
    .map((n) => {
      const field = formFields[n - 1];
      return `<p><label>Field ${n} <input name="field${n}" value="${escape(field?.key ?? '')}"></label> <label>Value <input name="value${n}" value="${escape(field?.value ?? '')}" size="60"></label></p>`;
    })
    .join('');
  return `<form method="post" action="/__fake/place-order">
<p><label>Product <select name="item">${options}</select></label> <label>Quantity <input name="quantity" type="number" min="1" value="1"></label></p>
<h2>Personalisation (line meta_data)</h2>${fields}
<h2>Shopper</h2><p><label>First name <input name="first_name" value="Jane"></label> <label>Last name <input name="last_name" value="Shopper"></label> <label>Email <input name="email" value="jane@example.com"></label></p>
<p><button type="submit">Place order</button></p></form>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · fake WooCommerce</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
