import type { DataSource, EntityManager } from 'typeorm';
import {
  can, canCancel, canTransition, DELETABLE_STATUSES, DESIGN_MESSAGES, LOCKED_FOR_EDIT_STATUSES, ORDER_ACTION_MESSAGES, ORDER_MESSAGES,
  PAYMENT_STATUSES, PRINT_FILE_STATUSES, type OrderStatus,
} from '@pod/contracts';
import { badInput, conflict, forbidden, isUuid, notFound, type Logger, type UserContext } from '@pod/service-kit';
import { StoreError } from '@pod/store-client';
import { InvalidStoreOrderError, normalizeStoreOrder } from '@pod/store-client/orders';
import { enqueueDesignUpdated } from '../designs/design-events';
import { checkedUpload, type MediaFiles, type MediaImage } from '../designs/media-files';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import { preflight } from '../designs/preflight';
import { requestDesignRenders } from '../designs/request-designs';
import { updateDesign } from '../designs/update-design';
import { effectiveStatus, WAITING_DESIGN_STATUSES } from '../designs/settle-order';
import type { StoreOrderIntake } from '../intake/store-order-intake';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { canSeeOrder } from '../orders/order-visibility';
import { OrderEntity, type Order, type OrderPersonalization } from '../orders/order.entity';
import type { OrderActionResult, OrdersService } from '../orders/orders.service';
import type { FindCarrierOffers } from './product-type-carriers';
import type { StoreOrderCalls } from './store-order-calls';

export interface OrderActionsDeps {
  db: DataSource;
  orders: OrdersService;
  intake: StoreOrderIntake;
  store: StoreOrderCalls;
  media: MediaFiles;
  findCarrierOffers: FindCarrierOffers;
  /** Publishes the outbox at once after a commit (the runtime's `afterCommit`). */
  afterCommit: () => void;
  logger?: Pick<Logger, 'warn'>;
}

interface Refusal {
  order_id: string;
  message: string;
}

export interface CancelResult extends OrderActionResult {
  cancelled: string[];
  refused: Refusal[];
  store_message: string | null;
}

export interface BulkResult {
  message: string;
  succeeded: string[];
  refused: Refusal[];
}

export interface DesignsResult extends OrderActionResult {
  designs: OrderDesign[];
}

export interface CustomizeInput {
  printArea: string;
  personalized: Array<{ name: string; value: string }>;
}

export interface PrintFileInput {
  design_id?: string | null;
  print_area?: string | null;
  file_id: string;
}


const hidden = () => notFound(ORDER_MESSAGES.notFound);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The list's row and bulk actions (issue 12 items 1 and 4): cancel with the Administrator's
 * options, enter payment, soft delete, refresh from the store, customization, print files
 * after a supplier's refusal, and carrier assignment. Single-order changes go through
 * `OrdersService.change` (row lock, visibility, history in the same transaction); the ones that
 * touch designs lock the order the same way and reuse the designs capability's request path.
 * Every method takes the acting user first; role rules (permissions) are the resolvers'.
 */
export class OrderActionsService {
  constructor(private readonly deps: OrderActionsDeps) {}

  /**
   * Cancel Order. Without options: the named order (spec 000 §4 rules, "Order has been cancel").
   * `withRelated` also cancels the other lines of the same store order (same site and origin_id)
   * that can still be cancelled (the others are listed in `refused`). `inStore` first cancels the
   * store order through the store client; if the store refuses, nothing is cancelled here, the
   * refusal is written to the order's history and answered as CONFLICT "The store refused: …".
   */
  async cancel(user: UserContext, orderId: string, options: { inStore: boolean; withRelated: boolean }): Promise<CancelResult> {
    if ((options.inStore || options.withRelated) && !can(user, 'orders.cancelOptions')) throw forbidden();
    const order = await this.visible(user, orderId);
    if (!canCancel(order.status, order.paused_from)) throw conflict(ORDER_MESSAGES.cannotCancel(order.status));
    const related = options.withRelated ? await this.relatedOf(user, order) : [];

    let storeMessage: string | null = null;
    if (options.inStore) {
      try {
        await this.deps.store.cancel(order);
        storeMessage = ORDER_ACTION_MESSAGES.storeCancelled(order.name);
      } catch (error) {
        const reason = error instanceof StoreError ? error.message : 'store unreachable';
        if (!(error instanceof StoreError)) this.deps.logger?.warn({ orderId: order.id, err: error instanceof Error ? error.message : String(error) }, 'store cancel failed');
        await this.deps.db.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: 'store', message: `The store did not cancel order ${order.name}: ${reason}` });
        throw conflict(ORDER_ACTION_MESSAGES.storeRefused(reason));
      }
    }

    const how = options.inStore ? ' and in the store' : '';
    const cancelOne = (id: string, note: string) => this.deps.orders.change(user, id, (current) => {
      if (!canCancel(current.status, current.paused_from)) throw conflict(ORDER_MESSAGES.cannotCancel(current.status));
      return { set: { status: 'cancelled', paused_from: null }, type: 'cancel', message: `Order cancelled${how} (was ${current.status})${note}` };
    });
    const named = await cancelOne(order.id, related.length ? ` with ${related.length} related order(s) of ${order.name}` : '');
    const cancelled = [named.id];
    const refused: Refusal[] = [];
    for (const line of related) {
      const outcome = await settle(() => cancelOne(line.id, ` with related order ${order.id}`));
      if ('message' in outcome) refused.push({ order_id: line.id, message: outcome.message });
      else cancelled.push(line.id);
    }
    return { message: ORDER_MESSAGES.cancelled, order: named, cancelled, refused, store_message: storeMessage };
  }

  /** Enter payment: once, for an accepted order not yet in production (a paused one by the status it was paused from). */
  async enterPayment(user: UserContext, orderId: string): Promise<OrderActionResult> {
    const order = await this.deps.orders.change(user, orderId, (current) => {
      const status = effectiveStatus(current);
      if (current.paid_at) throw conflict(ORDER_ACTION_MESSAGES.paymentAlready);
      if (!PAYMENT_STATUSES.includes(status as OrderStatus)) throw conflict(ORDER_ACTION_MESSAGES.cannotEnterPayment(status));
      const amount = (current.base_cost * current.quantity + current.shipping_cost).toFixed(2);
      return { set: { paid_at: new Date(), paid_by: user.id }, type: 'payment', message: `Payment entered: ${amount} ${current.currency}` };
    });
    return { message: ORDER_ACTION_MESSAGES.paymentEntered, order };
  }

  /** Soft delete: the row stays (history, exports) and `canSeeOrder` hides it from every read. */
  async delete(user: UserContext, orderId: string): Promise<{ message: string; order_id: string }> {
    const order = await this.deps.orders.change(user, orderId, (current) => {
      const status = effectiveStatus(current);
      if (!DELETABLE_STATUSES.includes(status as OrderStatus)) throw conflict(`Order cannot be deleted while it is ${status}`);
      return { set: { deleted_at: new Date(), deleted_by: user.id }, type: 'delete', message: 'Order deleted' };
    });
    return { message: ORDER_ACTION_MESSAGES.deleted(order.id), order_id: order.id };
  }

  /**
   * Refresh: the store order read again through the store client and applied by intake (the
   * path webhooks and Fetch Orders take: addresses, customer, quantities, a store cancellation).
   */
  async refresh(user: UserContext, orderId: string): Promise<OrderActionResult> {
    const order = await this.visible(user, orderId);
    let fetched;
    try {
      fetched = await this.deps.store.fetch(order);
    } catch (error) {
      if (error instanceof StoreError) throw conflict(ORDER_ACTION_MESSAGES.storeRefused(error.message));
      throw error;
    }
    if (fetched.site.platform === 'import') throw conflict(ORDER_ACTION_MESSAGES.refreshOffline);
    let storeOrder;
    try {
      storeOrder = normalizeStoreOrder(fetched.site.platform, fetched.raw);
    } catch (error) {
      if (error instanceof InvalidStoreOrderError) throw conflict(ORDER_ACTION_MESSAGES.storeRefused(error.message));
      throw error;
    }
    const site = { ...fetched.site, id: order.site_id, user_id: order.seller_id, verified: true, status: true, webhook_secret: null };
    const result = await this.deps.intake.take(site, storeOrder);
    const outcome = result.outcome === 'stale' ? 'the stored order is newer; nothing changed' : 'applied';
    await this.deps.db.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: 'refresh', message: `Refreshed from the store (${outcome})` });
    const fresh = await this.visible(user, order.id);
    return { message: ORDER_ACTION_MESSAGES.refreshed, order: fresh };
  }

  /**
   * The shopper's values of some print areas, then those print areas' designs render again
   * (the designs capability's request path, pinned artwork versions). Refused where Re Generate
   * is: exported and cancelled orders, and while one of those designs is still Pending/Processing.
   */
  async customize(user: UserContext, orderId: string, inputs: readonly CustomizeInput[]): Promise<DesignsResult> {
    if (!inputs.length) throw badInput('Give the values of at least one print area', 'customize');
    const result = await this.inOrder(user, orderId, async (manager, order) => {
      const status = effectiveStatus(order);
      if (LOCKED_FOR_EDIT_STATUSES.includes(status as OrderStatus) || (status !== 'processing' && !canTransition(status, 'processing'))) {
        throw conflict(ORDER_ACTION_MESSAGES.cannotCustomize(status));
      }
      const designs = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      const entries: OrderPersonalization[] = [...(order.personalized_data ?? [])];
      const touched: OrderDesign[] = [];
      for (const input of inputs) {
        const area = input.printArea.trim();
        const entry = entries.find((candidate) => sameName(candidate.printArea, area));
        const areaDesigns = designs.filter((design) => sameName(design.base_print_area_name, area));
        if (!entry && !areaDesigns.length) throw badInput(ORDER_ACTION_MESSAGES.unknownPrintArea(area), 'printArea');
        if (areaDesigns.some((design) => WAITING_DESIGN_STATUSES.includes(design.status))) throw conflict(DESIGN_MESSAGES.stillGenerating);
        const personalized = input.personalized.map((field) => ({ name: field.name.trim(), value: field.value })).filter((field) => field.name);
        if (entry) entries[entries.indexOf(entry)] = { ...entry, personalized };
        else entries.push({ printArea: areaDesigns[0]!.base_print_area_name, personalized });
        touched.push(...areaDesigns.filter((design) => !touched.includes(design)));
      }
      await manager.getRepository(OrderEntity).update({ id: order.id }, { personalized_data: entries });
      const names = inputs.map((input) => input.printArea.trim()).join(', ');
      await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: 'customize', message: `Customization changed: ${names}` });
      const requested = await requestDesignRenders(manager, user, { ...order, personalized_data: entries }, touched, 'Print files regenerated after the customization changed');
      return { message: ORDER_ACTION_MESSAGES.customized, order: requested.order, designs: requested.designs };
    });
    this.deps.afterCommit();
    return result;
  }

  /**
   * Save (and with `isReady`, Ready) replacement print files after the supplier rejected them
   * or failed: each file checked like an upload (the caller's — an Administrator may use any —,
   * named by spec 000 §5 as a print file: jpg, png, tiff, psd), the design Completed with it.
   */
  async updatePrintFiles(user: UserContext, orderId: string, inputs: readonly PrintFileInput[], isReady: boolean): Promise<DesignsResult> {
    if (!inputs.length) throw badInput(DESIGN_MESSAGES.noUploads, 'print_files');
    const files: MediaImage[] = [];
    // media first, outside the transaction: a slow answer must not hold the order's lock
    for (const input of inputs) files.push(await checkedUpload(this.deps.media, user, input.file_id, 'print_file', can(user, 'orders.admin')));
    const result = await this.inOrder(user, orderId, async (manager, order) => {
      if (!PRINT_FILE_STATUSES.includes(order.status)) throw conflict(ORDER_ACTION_MESSAGES.printFilesOnlyRejected);
      const designs = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      const saved: OrderDesign[] = [];
      for (const [index, input] of inputs.entries()) {
        const design = designs.find((candidate) => (input.design_id ? candidate.id === input.design_id : !!input.print_area && sameName(candidate.base_print_area_name, input.print_area)));
        if (!design) throw badInput(ORDER_ACTION_MESSAGES.printFileDesign, 'print_files');
        const file = files[index]!;
        const change: OrderDesign = {
          ...design, status: 'Completed', log: null, file_id: file.id, file_key: file.key, file_width: file.width, file_height: file.height,
          file_dpi: null, render_ms: null, is_custom: true, preflight: preflight(file, design), request_id: null, requested_at: null,
        };
        const { status, log, file_id, file_key, file_width, file_height, file_dpi, render_ms, is_custom, request_id, requested_at } = change;
        const revision = await updateDesign(manager, design.id, { status, log, file_id, file_key, file_width, file_height, file_dpi, render_ms, is_custom, request_id, requested_at, preflight: change.preflight });
        const next: OrderDesign = { ...change, revision };
        await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: 'design', message: `Print file ${file.file_name} saved for ${design.base_print_area_name}` });
        saved.push(next);
      }
      let current = order;
      if (isReady) {
        current = { ...order, status: 'ready' };
        await manager.getRepository(OrderEntity).update({ id: order.id }, { status: 'ready' });
        await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: 'status', message: `Status changed from ${order.status} to ready (print files saved)` });
      }
      for (const design of saved) await enqueueDesignUpdated(manager, current, design);
      return { message: isReady ? ORDER_ACTION_MESSAGES.printFilesReady : ORDER_ACTION_MESSAGES.printFilesSaved, order: current, designs: saved };
    });
    this.deps.afterCommit();
    return result;
  }

  /**
   * Assign a carrier at a price to accepted orders (the accepted tab's modal): the carrier must
   * ship each order's product type (catalog `product_type_carriers`). Each order is its own
   * change; the answer lists which changed and why the others did not.
   */
  async assignCarrier(user: UserContext, orderIds: readonly string[], carrierId: string, price: number): Promise<BulkResult> {
    const ids = [...new Set(orderIds)];
    const orders = await this.deps.orders.findVisibleByIds(user, ids);
    const typeIds = [...new Set(orders.map((order) => order?.product_type_id).filter((id): id is string => !!id))];
    const offers = await this.deps.findCarrierOffers(typeIds);
    const name = offers.carriers.get(carrierId);
    if (!name) throw badInput(ORDER_ACTION_MESSAGES.carrierNotFound, 'carrier_id');
    const succeeded: string[] = [];
    const refused: Refusal[] = [];
    for (const id of ids) {
      const outcome = await settle(() => this.deps.orders.change(user, id, (current) => {
        if (current.status !== 'accepted') throw conflict(ORDER_ACTION_MESSAGES.carrierOnlyAccepted(current.status));
        const offered = (current.product_type_id && offers.byProductType.get(current.product_type_id)) || [];
        if (!offered.some((offer) => offer.carrier_id === carrierId)) throw conflict(ORDER_ACTION_MESSAGES.carrierNotOffered(name));
        return { set: { carrier: name, carrier_id: carrierId, carrier_price: price }, type: 'carrier', message: `Carrier ${name} assigned at ${price.toFixed(2)}` };
      }));
      if ('message' in outcome) refused.push({ order_id: id, message: outcome.message });
      else succeeded.push(id);
    }
    return { message: succeeded.length ? ORDER_ACTION_MESSAGES.assigned : ORDER_ACTION_MESSAGES.noneAssigned, succeeded, refused };
  }

  /** The other lines of the order's store order that the caller may see (same site and store order id). */
  private async relatedOf(user: UserContext, order: Order): Promise<Order[]> {
    const rows = await this.deps.db.getRepository(OrderEntity).findBy({ site_id: order.site_id, origin_id: order.origin_id });
    return rows.filter((row) => row.id !== order.id && canSeeOrder(user, row));
  }

  private async visible(user: UserContext, orderId: string): Promise<Order> {
    const [order] = await this.deps.orders.findVisibleByIds(user, [orderId]);
    if (!order) throw hidden();
    return order;
  }

  /** Locks the order, checks the caller may see it (else NOT_FOUND) and runs `work` in that transaction. */
  private inOrder<T>(user: UserContext, orderId: string, work: (manager: EntityManager, order: Order) => Promise<T>): Promise<T> {
    if (!isUuid(orderId)) throw hidden();
    return this.deps.db.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || !canSeeOrder(user, order)) throw hidden();
      return work(manager, order);
    });
  }
}

/** Runs one order's change of a bulk action: its refusal (a GraphQL error with a message) becomes that order's result. */
async function settle<T>(work: () => Promise<T>): Promise<T | { message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error && 'extensions' in error) return { message: error.message };
    throw error;
  }
}
