/**
 * Order statuses, the transition graph, the order-detail labels (spec 000 §4) and the tag
 * colours (spec 000 §9 "Status tab colours"). One table shared by the orders service, which
 * enforces it, and the front ends, which show it; services/orders/README.md explains it.
 */

export const ORDER_STATUSES = [
  'processing',
  'pending_review',
  'accepted',
  'rejected',
  'error',
  'exported',
  'ready',
  'sup_rejected',
  'sup_failed',
  'in_production',
  'fulfilled',
  'refunded',
  'cancelled',
  'pending',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Where each status may go. `pending` (paused) is not listed as a target here: pausing is its
 * own rule (`canPause`), and resuming returns to the status remembered in `paused_from`.
 * Regenerate or upload of a design moves an order back to `processing`, hence the edges from
 * the review statuses to `processing`.
 */
export const ORDER_STATUS_GRAPH: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  processing: ['pending_review', 'accepted', 'error', 'cancelled'],
  pending_review: ['accepted', 'rejected', 'processing', 'cancelled'],
  rejected: ['accepted', 'processing', 'cancelled'],
  accepted: ['rejected', 'exported', 'processing', 'cancelled'],
  error: ['processing', 'cancelled'],
  exported: ['ready', 'in_production', 'sup_rejected', 'sup_failed', 'cancelled'],
  ready: ['in_production', 'sup_rejected', 'sup_failed', 'cancelled'],
  sup_rejected: ['ready', 'cancelled'],
  sup_failed: ['ready', 'cancelled'],
  in_production: ['fulfilled'],
  fulfilled: ['refunded'],
  refunded: [],
  cancelled: [],
  // A paused order can be cancelled (when the status it was paused from could be) or resumed.
  pending: ['cancelled'],
};

/** True when `from → to` is an edge of the graph (pause and resume are `canPause` / `paused_from`). */
export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_STATUS_GRAPH[from].includes(to);
}

/** Statuses an order can be paused from: every one that still has somewhere to go, except production and later. */
const PAUSABLE = new Set<OrderStatus>(['processing', 'pending_review', 'rejected', 'accepted', 'error', 'exported', 'ready', 'sup_rejected', 'sup_failed']);

export function canPause(status: string): boolean {
  return PAUSABLE.has(status as OrderStatus);
}

/**
 * Cancel is refused for cancelled, in_production, fulfilled (the detail hides it for Cancelled,
 * InProduction, Fulfilled) and refunded; a paused order is judged by the status it was paused from.
 */
export function canCancel(status: string, pausedFrom?: string | null): boolean {
  if (status === 'pending') return !!pausedFrom && canTransition(pausedFrom, 'cancelled');
  return canTransition(status, 'cancelled');
}

/** Add or Edit Tracking: only InProduction or Fulfilled (spec 000 §4). */
export const TRACKING_STATUSES: readonly OrderStatus[] = ['in_production', 'fulfilled'];

/** The shipping/customer edit, regenerate and upload are refused for these (spec 000 §4). */
export const LOCKED_FOR_EDIT_STATUSES: readonly OrderStatus[] = ['exported', 'cancelled'];

/** Enter payment: once the design is accepted and before production starts. */
export const PAYMENT_STATUSES: readonly OrderStatus[] = ['accepted', 'exported', 'ready', 'sup_rejected', 'sup_failed'];

/** Delete: an order the supplier has (exported or later) stays on the record: cancel it or let it finish. */
export const DELETABLE_STATUSES: readonly OrderStatus[] = ['processing', 'pending_review', 'accepted', 'rejected', 'error', 'cancelled'];

/** Save and Ready on print files only when the supplier rejected them or failed (spec 000 §4). */
export const PRINT_FILE_STATUSES: readonly OrderStatus[] = ['sup_rejected', 'sup_failed'];

/** Statuses a Supplier may see: accepted and everything after it (never the design stages). */
export const SUPPLIER_VISIBLE_STATUSES: readonly OrderStatus[] = [
  'accepted', 'exported', 'ready', 'sup_rejected', 'sup_failed', 'in_production', 'fulfilled', 'refunded',
];

export const ORDER_DETAIL_LABELS = [
  'pending_review', 'ReviewDesign', 'Designed', 'InProduction', 'Fulfilled', 'Cancelled', 'Refunded', 'Error', 'OnHold', 'DesignRejected',
] as const;

export type OrderDetailLabel = (typeof ORDER_DETAIL_LABELS)[number];

/**
 * The order-detail label of each status (spec 000 §4 lists the labels, not the mapping).
 * `pending_review` is the spec's label for an order whose print files are still generating.
 */
export const ORDER_DETAIL_LABEL: Readonly<Record<OrderStatus, OrderDetailLabel>> = {
  processing: 'pending_review',
  pending_review: 'ReviewDesign',
  rejected: 'DesignRejected',
  accepted: 'Designed',
  exported: 'Designed',
  ready: 'Designed',
  sup_rejected: 'Designed',
  sup_failed: 'Designed',
  error: 'Error',
  in_production: 'InProduction',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  pending: 'OnHold',
};

/** antd Tag colours by the spec's groups: pending-like orange, ready-like blue, fulfilled green, refunded/cancelled/error red. */
export type OrderTagColor = 'orange' | 'blue' | 'green' | 'red';

export const ORDER_STATUS_COLOR: Readonly<Record<OrderStatus, OrderTagColor>> = {
  processing: 'orange',
  pending_review: 'orange',
  pending: 'orange',
  accepted: 'blue',
  exported: 'blue',
  ready: 'blue',
  in_production: 'blue',
  fulfilled: 'green',
  refunded: 'red',
  cancelled: 'red',
  error: 'red',
  rejected: 'red',
  sup_rejected: 'red',
  sup_failed: 'red',
};

/**
 * What a person reads for each status, in every table and tag: spec 000 §2's tab labels where it
 * gives one (Pending Review, Accepted Design, Rejected design...), the status in words otherwise;
 * `pending` is a paused order, the detail's OnHold.
 */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  processing: 'Processing',
  pending_review: 'Pending Review',
  accepted: 'Accepted Design',
  rejected: 'Rejected design',
  error: 'Error',
  exported: 'Exported',
  ready: 'Ready',
  sup_rejected: 'Supplier Rejected',
  sup_failed: 'Supplier Failed',
  in_production: 'In Production',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  pending: 'On Hold',
};

/**
 * The label and tag colour of a status as the server sends it; a value this table does not know
 * (an older or newer service) reads as its words, without a colour, never as the raw key.
 */
export function orderStatusTag(status: string): { label: string; color: OrderTagColor | undefined } {
  if (isOrderStatus(status)) return { label: ORDER_STATUS_LABEL[status], color: ORDER_STATUS_COLOR[status] };
  const words = status.split('_').filter(Boolean).join(' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), color: undefined };
}

/** The refusal `updateOrderStatus` answers with. */
export function transitionRefusal(from: string, to: string): string {
  return `Order status cannot change from ${from} to ${to}`;
}

/** Design statuses (spec 000 §3) and the list's "Designs tag": Error > Processing > Pending > View. */
export const DESIGN_STATUSES = ['Pending', 'Processing', 'Completed', 'Error'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

export function designsTag(statuses: readonly string[]): 'Error' | 'Processing' | 'Pending' | 'View' {
  if (statuses.includes('Error')) return 'Error';
  if (statuses.includes('Processing')) return 'Processing';
  if (statuses.includes('Pending')) return 'Pending';
  return 'View';
}
