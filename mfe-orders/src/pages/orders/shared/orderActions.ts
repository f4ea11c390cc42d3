import { LOCKED_FOR_EDIT_STATUSES, ROLES, TRACKING_STATUSES, can, canCancel, canPause, hasRole, type OrderStatus, type Subject } from '@pod/contracts';

/** The parts of an order that decide what the detail page offers. */
export interface OrderState {
  status: string;
  paused: boolean;
  paused_from?: string | null;
  /** Whether a payment was entered (enterPayment); unknown counts as not. */
  paid?: boolean | null;
}

/** What the header, designs panel and shipping card show for an order (spec 000 §4). */
export interface OrderActions {
  cancel: boolean;
  pause: boolean;
  resume: boolean;
  tracking: boolean;
  /** Accept / Reject designs: only in ReviewDesign. */
  review: boolean;
  /** Shipping edit, regenerate, upload: refused for exported or cancelled orders. */
  editShipping: boolean;
  changeDesigns: boolean;
}

function isOneOf(status: string, list: readonly OrderStatus[]): boolean {
  return (list as readonly string[]).includes(status);
}

/**
 * The actions the page shows. The server judges again and its message is shown on refusal;
 * this only hides what can never succeed (Cancel hidden for Cancelled, InProduction, Fulfilled).
 */
export function orderActions(order: OrderState): OrderActions {
  const { status, paused } = order;
  const locked = isOneOf(status, LOCKED_FOR_EDIT_STATUSES);
  return {
    cancel: canCancel(status, order.paused_from),
    pause: !paused && canPause(status),
    resume: paused,
    tracking: isOneOf(status, TRACKING_STATUSES),
    review: !paused && status === 'pending_review',
    editShipping: !locked,
    changeDesigns: !locked && !paused,
  };
}

/** Regenerate waits while a render is queued or running. */
export function canRegenerate(designStatus: string): boolean {
  return designStatus !== 'Pending' && designStatus !== 'Processing';
}

/**
 * Enter payment: an accepted order not yet in production, once (the server's rule, services/orders
 * order-actions README; it answers the refusal for anything else).
 */
const PAYABLE = new Set<OrderStatus>(['accepted', 'exported', 'ready', 'sup_rejected', 'sup_failed']);

export function canEnterPayment(order: OrderState): boolean {
  return !order.paid && !order.paused && PAYABLE.has(order.status as OrderStatus);
}

/**
 * The list's Actions menu for one row (spec 000 §2 "Orders list" and §6), in menu order. Who may
 * do what is the permission matrix (`orders.manage` changes an order, `orders.comment` comments,
 * `orders.admin` is the Administrator's Refresh, Enter payment, cancel options and Delete); the
 * status rules are `orderActions`. A Supporter sees and comments but changes nothing (the server
 * refuses them every change), so they get no change and no Delete. History is the
 * Administrator's and the Seller's (spec 000 §2 gives the Seller's row actions History).
 */
export type RowAction =
  | 'customerInfo'
  | 'designs'
  | 'customization'
  | 'uploadDesigns'
  | 'comments'
  | 'history'
  | 'refresh'
  | 'enterPayment'
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'cancelOptions'
  | 'delete';

export function rowActions(order: OrderState, viewer: Subject | null): RowAction[] {
  const manage = can(viewer, 'orders.manage');
  const admin = can(viewer, 'orders.admin');
  const staff = can(viewer, 'orders.readAll');
  const seller = hasRole(viewer, ROLES.Seller) && !staff;
  if (!manage && !staff) return [];
  const state = orderActions(order);
  const actions: RowAction[] = ['customerInfo'];
  // Staff view (and the Administrator accepts) the designs of any order; a Seller reviews only pending_review.
  if (staff || state.review) actions.push('designs');
  actions.push('customization');
  if (seller && state.changeDesigns) actions.push('uploadDesigns');
  if (can(viewer, 'orders.comment')) actions.push('comments');
  if (admin || seller) actions.push('history');
  if (admin) actions.push('refresh');
  if (admin && canEnterPayment(order)) actions.push('enterPayment');
  if (manage && state.pause) actions.push('pause');
  if (manage && state.resume) actions.push('resume');
  if (manage && state.cancel) actions.push('cancel');
  if (admin && state.cancel) actions.push('cancelOptions');
  if (admin) actions.push('delete');
  return actions;
}
