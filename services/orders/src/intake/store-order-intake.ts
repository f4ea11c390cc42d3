import type { DataSource, EntityManager } from 'typeorm';
import { canCancel, type OrderStatus } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import type { StoreOrder, StoreOrderLine } from '@pod/store-client/orders';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity, type Order, type OrderAddress } from '../orders/order.entity';
import { requestDesignRenders } from '../designs/request-designs';
import type { MatchedStoreLine, StoreLineMatch } from '@pod/contracts';
import type { IntakeDirectory, IntakeSite } from './internal-services';
import { mapPersonalization } from './personalization';

/** What one store order did to our orders: each line's row, and whether anything was new. */
export interface IntakeResult {
  outcome: 'created' | 'updated' | 'stale';
  orders: Order[];
}

/** Once exported, an order is the supplier's: a cancellation in the store no longer undoes it (spec 000 §4). */
const CANCEL_FROM_STORE_REFUSED: readonly OrderStatus[] = ['exported', 'ready', 'in_production', 'sup_rejected', 'sup_failed', 'fulfilled', 'refunded'];

/**
 * The one intake path of a normalised store order, shared by webhooks and "Fetch Orders":
 * each line item is one order row (UNIQUE site + origin_id + origin_line_id).
 *
 * - A new line is matched to our product through the catalog; it becomes `processing` with one
 *   design per print area that has an artwork (the artwork's current version pinned) and the
 *   render requests in the same transaction; a line that matches nothing, or whose product prints
 *   nothing, becomes `error` with a history entry saying why — nothing is dropped.
 * - A known line takes the store's latest state (title, quantity, price, addresses, customer,
 *   store_updated_at) but keeps its match, personalisation and designs: the print files were made
 *   from what the shopper ordered. A store cancellation cancels it unless it was exported.
 * - An update older than what is stored (`store_updated_at`) changes nothing: `stale`.
 *
 * Network calls (catalog match, artwork versions) happen before the transaction; the order's
 * rows are written under an advisory lock on the store order, so two deliveries of one order
 * (or a webhook and a fetch) are applied one after the other.
 */
export class StoreOrderIntake {
  constructor(
    private readonly deps: { db: DataSource; directory: IntakeDirectory; logger: Logger; schema: string; afterCommit: () => void },
  ) {}

  async take(site: IntakeSite, order: StoreOrder): Promise<IntakeResult> {
    const existing = await this.deps.db.getRepository(OrderEntity).findBy({ site_id: site.id, origin_id: order.origin_id });
    const known = new Set(existing.map((row) => row.origin_line_id));
    const newLines = order.lines.filter((line) => !known.has(line.origin_line_id));
    const matches = newLines.length ? await this.deps.directory.matchLines(site.id, newLines.map(({ store_product_id, store_variant_id, sku }) => ({ store_product_id, store_variant_id, sku }))) : [];
    const artworkIds = [...new Set(matches.flatMap((m) => ('matched' in m ? m.matched.print_areas.map((a) => a.artwork_id) : [])).filter((id): id is string => !!id))];
    const versions = await this.deps.directory.currentArtworkVersions(artworkIds);

    const result = await this.deps.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${site.id}:${order.origin_id}`]);
      const rows = await manager.getRepository(OrderEntity).findBy({ site_id: site.id, origin_id: order.origin_id });
      const storeTime = new Date(order.updated_at);
      if (rows.some((row) => row.store_updated_at && row.store_updated_at.getTime() > storeTime.getTime())) return { outcome: 'stale' as const, orders: rows };
      const customerId = await this.upsertCustomer(manager, site, order);
      const byLine = new Map(rows.map((row) => [row.origin_line_id, row]));
      const saved: Order[] = [];
      let created = false;
      for (const [index, line] of order.lines.entries()) {
        const row = byLine.get(line.origin_line_id);
        // the order's shipping is carried by its first line, so sums over rows stay the store's total
        const shipping = index === 0 ? Number(order.totals.shipping) || 0 : 0;
        if (row) {
          saved.push(await this.update(manager, row, order, line, shipping, customerId));
        } else {
          const match = matches[newLines.indexOf(line)];
          saved.push(await this.create(manager, site, order, line, shipping, customerId, match, versions));
          created = true;
        }
      }
      return { outcome: created ? ('created' as const) : ('updated' as const), orders: saved };
    });
    if (result.outcome !== 'stale') this.deps.afterCommit();
    return result;
  }

  private async create(
    manager: EntityManager,
    site: IntakeSite,
    order: StoreOrder,
    line: StoreOrderLine,
    shipping: number,
    customerId: string | null,
    match: StoreLineMatch | undefined,
    versions: Map<string, number>,
  ): Promise<Order> {
    const matched: MatchedStoreLine | null = match && 'matched' in match ? match.matched : null;
    const printAreas = matched?.print_areas ?? [];
    const personalized = mapPersonalization(line.personalization, printAreas);
    const withArtwork = printAreas.filter((area) => area.artwork_id);
    const problem = !matched
      ? `No product matched: ${match && 'error' in match ? match.error : 'the catalog gave no answer for this line'}`
      : !withArtwork.length
        ? `Product ${matched.product_id} has no print area with an artwork, so no print file can be made`
        : null;
    const status: OrderStatus = order.cancelled ? 'cancelled' : problem ? 'error' : 'processing';

    const repo = manager.getRepository(OrderEntity);
    const saved = await repo.save(repo.create({
      site_id: site.id,
      seller_id: site.user_id,
      platform: order.platform,
      origin_id: order.origin_id,
      origin_line_id: line.origin_line_id,
      name: order.name,
      product_id: matched?.product_id ?? null,
      product_variant_id: matched?.product_variant_id ?? null,
      product_type_id: matched?.product_type_id ?? null,
      product_type_variant_id: matched?.product_type_variant_id ?? null,
      sku: line.sku || null,
      title: line.title,
      quantity: line.quantity,
      price: Number(line.price) || 0,
      base_cost: matched?.base_cost ?? 0,
      shipping_cost: shipping,
      currency: order.currency,
      status,
      paused_from: null,
      customer_id: customerId,
      ...storeState(order),
      personalized_data: personalized,
      supplier_id: null,
      created_at: new Date(order.created_at),
    }));

    const history = manager.getRepository(OrderHistoryEntity);
    await history.insert({ order_id: saved.id, user_id: null, type: 'intake', message: `Order ${order.name} received from the store (line ${line.origin_line_id})` });
    if (problem) await history.insert({ order_id: saved.id, user_id: null, type: 'error', message: problem });
    // texts the store sent longer than we keep were cut (STORE_ORDER_LIMITS): say which, once, on the new line
    if (order.truncated?.length) await history.insert({ order_id: saved.id, user_id: null, type: 'intake', message: truncatedMessage(order.truncated) });
    if (order.cancelled) await history.insert({ order_id: saved.id, user_id: null, type: 'status', message: 'The order was cancelled in the store' });
    // a line cancelled before it arrived is kept for the record; nothing is rendered for it
    if (!matched || !withArtwork.length || saved.status !== 'processing') return saved;

    const designRepo = manager.getRepository(OrderDesignEntity);
    const designs: OrderDesign[] = await designRepo.save(withArtwork.map((area) => designRepo.create({
      order_id: saved.id,
      base_print_area_id: area.id,
      base_print_area_name: area.name,
      artwork_id: area.artwork_id,
      // an artwork deleted since the push has no current version: the designs capability marks that design Error
      artwork_version: versions.get(area.artwork_id!) ?? null,
      width: area.width,
      height: area.height,
      dpi: area.dpi,
      status: 'Pending',
      is_custom: false,
    })));
    // the designs capability's one request path: request ids, outbox events, history, order settling
    return (await requestDesignRenders(manager, null, saved, designs, 'Print files requested at intake')).order;
  }

  private async update(manager: EntityManager, row: Order, order: StoreOrder, line: StoreOrderLine, shipping: number, customerId: string | null): Promise<Order> {
    const changes: Partial<Order> = {
      name: order.name,
      title: line.title,
      quantity: line.quantity,
      price: Number(line.price) || 0,
      shipping_cost: shipping,
      currency: order.currency,
      customer_id: customerId ?? row.customer_id,
      ...storeState(order),
    };
    if (order.cancelled && row.status !== 'cancelled') {
      const from = row.status === 'pending' ? row.paused_from : row.status;
      if (from && !CANCEL_FROM_STORE_REFUSED.includes(from) && canCancel(row.status, row.paused_from)) {
        Object.assign(changes, { status: 'cancelled', paused_from: null });
        await manager.getRepository(OrderHistoryEntity).insert({ order_id: row.id, user_id: null, type: 'status', message: 'The order was cancelled in the store' });
      } else {
        await manager.getRepository(OrderHistoryEntity).insert({ order_id: row.id, user_id: null, type: 'status', message: `The store cancelled the order, but it is ${row.status} and was kept` });
      }
    }
    await manager.getRepository(OrderEntity).update({ id: row.id }, changes);
    return { ...row, ...changes };
  }

  /** A shopper is one customer per site, keyed by email (customers_site_email_uq); without an email none is kept. */
  private async upsertCustomer(manager: EntityManager, site: IntakeSite, order: StoreOrder): Promise<string | null> {
    const email = order.customer.email.trim();
    if (!email) return null;
    const address = order.billing_address;
    const values = {
      first_name: order.customer.first_name || null,
      last_name: order.customer.last_name || null,
      email,
      phone: order.customer.phone || null,
      address: { address1: address.address1, address2: address.address2, city: address.city, state: address.state, state_code: address.state_code, country: address.country, country_code: address.country_code, zip: address.zip, company: address.company },
      site_id: site.id,
      seller_id: site.user_id,
    };
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO "${this.deps.schema}"."customers" ("first_name", "last_name", "email", "phone", "address", "site_id", "seller_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("site_id", lower("email")) WHERE "email" IS NOT NULL
       DO UPDATE SET "first_name" = EXCLUDED."first_name", "last_name" = EXCLUDED."last_name", "phone" = EXCLUDED."phone", "address" = EXCLUDED."address", "updated_at" = now()
       RETURNING "id"`,
      [values.first_name, values.last_name, values.email, values.phone, JSON.stringify(values.address), values.site_id, values.seller_id],
    );
    return rows[0]?.id ?? null;
  }
}

/** The parts of a row that always follow the store's latest version of the order. */
function storeState(order: StoreOrder): Pick<Order, 'shipping_address' | 'billing_address' | 'customer_info' | 'store_updated_at'> {
  return {
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    customer_info: { ...order.customer },
    store_updated_at: new Date(order.updated_at),
  };
}

function address(a: StoreOrder['shipping_address']): OrderAddress {
  return { ...a };
}

/** The history entry of the texts cut on the way in; at most ten named, so the entry stays one line. */
function truncatedMessage(cuts: readonly string[]): string {
  const named = cuts.slice(0, 10).join('; ');
  return `Cut to the stored length: ${named}${cuts.length > 10 ? ` and ${cuts.length - 10} more` : ''}`;
}
