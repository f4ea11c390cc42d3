import type { DataSource, EntityManager, Repository } from 'typeorm';
import {
  canCancel, canPause, canTransition, isOrderStatus, LOCKED_FOR_EDIT_STATUSES, ORDER_MESSAGES, TRACKING_STATUSES,
  transitionRefusal, type OrderStatus,
} from '@pod/contracts';
import { badInput, conflict, isUuid, notFound, type Logger, type UserContext } from '@pod/service-kit';
import { StoreError } from '@pod/store-client';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import { OrderCommentEntity, type OrderComment } from './order-comment.entity';
import { OrderHistoryEntity, type OrderHistory } from './order-history.entity';
import { validateCustomerInfo, type CustomerInfoInput } from './order-rules';
import { canSeeOrder } from './order-visibility';
import { OrderEntity, type Order } from './order.entity';
import type { SendTrackingToStore } from './store-fulfillment';

export interface TrackingInput {
  carrier: string;
  number: string;
  url?: string | null;
}

export interface OrderActionResult {
  message: string;
  order: Order;
}

export interface OrdersServiceDeps {
  db: DataSource;
  logger?: Pick<Logger, 'warn'>;
  /** The store call of Add Tracking (`trackingThroughStoreClient`). */
  sendTrackingToStore: SendTrackingToStore;
}

/** What a user who may not see an order is told, whether it exists or not (ids cannot be probed). */
const hidden = () => notFound(ORDER_MESSAGES.notFound);

/**
 * Orders: scoped reads, the status graph (packages/contracts/src/orders/status.ts),
 * pause/resume (cancel is order-actions'), the shipping/customer edit, tracking, history and comments. Every change
 * writes one history entry in the same transaction, with the acting user.
 */
export class OrdersService {
  private readonly orders: Repository<Order>;
  private readonly history: Repository<OrderHistory>;
  private readonly comments: Repository<OrderComment>;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.orders = deps.db.getRepository(OrderEntity);
    this.history = deps.db.getRepository(OrderHistoryEntity);
    this.comments = deps.db.getRepository(OrderCommentEntity);
  }

  /** The batch behind the context's scoped loader: each id's order when `user` may see it, else null. */
  async findVisibleByIds(user: UserContext | null, ids: readonly string[]): Promise<Array<Order | null>> {
    const valid = [...new Set(ids.filter((id) => isUuid(id)))];
    const rows = valid.length ? await this.orders.createQueryBuilder('o').where('o.id IN (:...ids)', { ids: valid }).getMany() : [];
    const byId = new Map(rows.filter((row) => canSeeOrder(user, row)).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async historyOf(orderId: string): Promise<OrderHistory[]> {
    return this.history.find({ where: { order_id: orderId }, order: { created_at: 'ASC', id: 'ASC' } });
  }

  /** History of many orders at once (the Order.history field across a page of orders). */
  async historyOfMany(orderIds: readonly string[]): Promise<OrderHistory[][]> {
    const rows = orderIds.length
      ? await this.history.createQueryBuilder('h').where('h.order_id IN (:...ids)', { ids: [...orderIds] }).orderBy('h.created_at', 'ASC').addOrderBy('h.id', 'ASC').getMany()
      : [];
    return orderIds.map((id) => rows.filter((row) => row.order_id === id));
  }

  /** Designs of many orders at once (Order.designs and design_status), by print area name. */
  async designsOfMany(orderIds: readonly string[]): Promise<OrderDesign[][]> {
    const rows = orderIds.length
      ? await this.deps.db.getRepository(OrderDesignEntity).createQueryBuilder('d').where('d.order_id IN (:...ids)', { ids: [...orderIds] }).orderBy('d.base_print_area_name', 'ASC').addOrderBy('d.id', 'ASC').getMany()
      : [];
    return orderIds.map((id) => rows.filter((row) => row.order_id === id));
  }

  async commentsOf(orderId: string): Promise<OrderComment[]> {
    return this.comments.find({ where: { order_id: orderId }, order: { created_at: 'ASC', id: 'ASC' } });
  }

  /** `order` is one the caller may see (through the scoped loader); an empty comment is refused. */
  async createComment(user: UserContext, order: Order, comment: string): Promise<OrderComment> {
    const text = comment.trim();
    if (!text) throw badInput(ORDER_MESSAGES.commentEmpty, 'comment');
    return this.comments.save(this.comments.create({ order_id: order.id, user_id: user.id, comment: text }));
  }

  /** Moves the order along the graph; pausing and resuming through this call follow their own rules. */
  async updateStatus(user: UserContext, orderId: string, status: string): Promise<Order> {
    if (!isOrderStatus(status)) throw badInput(`Unknown order status ${status}`, 'status');
    if (status === 'pending') return (await this.pause(user, orderId)).order;
    return this.change(user, orderId, (order, designs) => {
      if (order.status === 'pending' && status === order.paused_from) return resumeChange(order);
      if (!canTransition(order.status, status) || (order.status === 'pending' && !canCancel(order.status, order.paused_from))) {
        throw conflict(transitionRefusal(order.status, status), 'status');
      }
      // The review moves keep the rule of accepting or rejecting designs (spec 000 §4), whichever call makes them.
      if (REVIEW_TARGETS.has(status) && ['pending_review', 'rejected', 'accepted'].includes(order.status) && !designsReady(designs)) {
        throw conflict(ORDER_MESSAGES.designsNotReady, 'status');
      }
      return { set: { status, paused_from: null }, type: 'status', message: `Status changed from ${order.status} to ${status}` };
    });
  }

  async pause(user: UserContext, orderId: string): Promise<OrderActionResult> {
    const order = await this.change(user, orderId, (current) => {
      if (!canPause(current.status)) throw conflict(ORDER_MESSAGES.cannotPause(current.status));
      return { set: { status: 'pending', paused_from: current.status }, type: 'pause', message: `Order paused (was ${current.status})` };
    });
    return { message: ORDER_MESSAGES.paused, order };
  }

  async resume(user: UserContext, orderId: string): Promise<OrderActionResult> {
    const order = await this.change(user, orderId, (current) => {
      if (current.status !== 'pending' || !current.paused_from) throw conflict(ORDER_MESSAGES.notPaused);
      return resumeChange(current);
    });
    return { message: ORDER_MESSAGES.resumed, order };
  }

  /** Spec 000 §5 shipping/customer edit; refused for exported or cancelled orders (§4). */
  async updateCustomerInfo(user: UserContext, orderId: string, input: CustomerInfoInput): Promise<Order> {
    const { shipping, customer } = validateCustomerInfo(input);
    return this.change(user, orderId, (order) => {
      const effective = order.status === 'pending' ? order.paused_from : order.status;
      if (LOCKED_FOR_EDIT_STATUSES.includes(effective as OrderStatus)) throw conflict(ORDER_MESSAGES.shippingLocked(effective ?? order.status));
      return {
        set: { shipping_address: { ...order.shipping_address, ...shipping }, customer_info: customer },
        type: 'shipping',
        message: 'Shipping address and customer info updated',
      };
    });
  }

  /**
   * Add or Edit Tracking, only in production or fulfilled (spec 000 §4). The tracking is ours
   * once saved; the store is told afterwards, and what it answered goes to the Timeline.
   */
  async addTracking(user: UserContext, orderId: string, input: TrackingInput): Promise<Order> {
    const tracking = { carrier: input.carrier.trim(), number: input.number.trim(), url: input.url?.trim() || null };
    if (!tracking.carrier) throw badInput(ORDER_MESSAGES.blank('Carrier'), 'carrier');
    if (!tracking.number) throw badInput(ORDER_MESSAGES.blank('Tracking number'), 'number');
    const order = await this.change(user, orderId, (current) => {
      if (!TRACKING_STATUSES.includes(current.status)) throw conflict(ORDER_MESSAGES.trackingOnlyInProduction);
      return {
        set: { tracking, carrier: tracking.carrier },
        type: 'tracking',
        message: `Tracking ${tracking.carrier} ${tracking.number} saved`,
      };
    });
    await this.tellStore(user, order);
    return order;
  }

  private async tellStore(user: UserContext, order: Order): Promise<void> {
    const tracking = order.tracking;
    if (!tracking) return;
    let message: string;
    try {
      const sent = await this.deps.sendTrackingToStore(order, { carrier: tracking.carrier, number: tracking.number, url: tracking.url ?? '' });
      message = `Tracking sent to the store (${sent.external_id})`;
    } catch (error) {
      if (!(error instanceof StoreError)) this.deps.logger?.warn({ orderId: order.id, err: error instanceof Error ? error.message : String(error) }, 'tracking not sent to the store');
      message = `The store did not take the tracking: ${error instanceof StoreError ? error.message : 'store unreachable'}`;
    }
    await this.history.save(this.history.create({ order_id: order.id, user_id: user.id, type: 'store', message }));
  }

  /**
   * One change of one order: locks the row, lets `decide` check the rules against the current
   * row and name the change, then saves it with its history entry in the same transaction.
   * The order must be visible to `user` (else NOT_FOUND, as for reads). The list's actions
   * (order-actions) make their single-order changes through it too.
   */
  async change(user: UserContext, orderId: string, decide: (order: Order, designs: OrderDesign[]) => OrderChange): Promise<Order> {
    if (!isUuid(orderId)) throw hidden();
    return this.deps.db.transaction(async (manager: EntityManager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || !canSeeOrder(user, order)) throw hidden();
      const designs = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
      const change = decide(order, designs);
      const next = { ...order, ...change.set };
      await manager.getRepository(OrderEntity).update({ id: order.id }, change.set);
      await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user.id, type: change.type, message: change.message });
      return { ...next, updated_at: new Date() };
    });
  }
}

/** Accept and reject (from the review statuses) need every design Completed with a file. */
const REVIEW_TARGETS = new Set<string>(['accepted', 'rejected']);

function designsReady(designs: OrderDesign[]): boolean {
  return designs.every((design) => design.status === 'Completed' && !!design.file_id);
}

export interface OrderChange {
  set: Partial<Pick<Order, 'status' | 'paused_from' | 'shipping_address' | 'customer_info' | 'tracking' | 'carrier' | 'carrier_id' | 'carrier_price' | 'paid_at' | 'paid_by' | 'deleted_at' | 'deleted_by'>>;
  type: string;
  message: string;
}

function resumeChange(order: Order): OrderChange {
  return { set: { status: order.paused_from as OrderStatus, paused_from: null }, type: 'resume', message: `Order resumed (back to ${order.paused_from})` };
}
