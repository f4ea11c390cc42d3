import {
  DELETABLE_STATUSES, LOCKED_FOR_EDIT_STATUSES, PAYMENT_STATUSES, PRINT_FILE_STATUSES, ROLES, TRACKING_STATUSES, can, canCancel, canPause, hasRole,
  type OrderStatus, type Subject,
} from '@pod/contracts';

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

/** Save and Ready on print files: only when the supplier rejected them or failed (spec 000 §4). */
export function canSavePrintFiles(status: string): boolean {
  return isOneOf(status, PRINT_FILE_STATUSES);
}

/**
 * Which uploader the Seller's upload-designs drawer shows (spec 000 §2: one of two, by the
 * product's is_custom_design): a custom-design product takes the seller's own picture per design
 * (.jpg .jpeg .png, uploadDesigns); any other takes replacement print files (jpg png tiff psd,
 * updateOrderPrintFiles). The catalogue does not expose is_custom_design yet, so a product none of
 * whose print areas has an artwork counts as custom design (nothing renders it; the seller uploads).
 */
export function designUploader(product: { is_custom_design?: boolean | null; print_areas?: ReadonlyArray<{ artwork_id?: string | null }> } | null): 'custom_design' | 'print_file' {
  if (product?.is_custom_design != null) return product.is_custom_design ? 'custom_design' : 'print_file';
  const areas = product?.print_areas ?? [];
  return areas.length > 0 && areas.every((area) => !area.artwork_id) ? 'custom_design' : 'print_file';
}

/** Regenerate waits while a render is queued or running. */
export function canRegenerate(designStatus: string): boolean {
  return designStatus !== 'Pending' && designStatus !== 'Processing';
}

/** Enter payment: an accepted order not yet in production, once (`PAYMENT_STATUSES`, the server's rule). */
export function canEnterPayment(order: OrderState): boolean {
  return !order.paid && !order.paused && isOneOf(order.status, PAYMENT_STATUSES);
}

/**
 * The list's Actions menu for one row (spec 000 §2 "Orders list" and §6), in menu order. Who may
 * do what is the permission matrix (`orders.manage` changes an order, `orders.comment` comments,
 * `orders.refresh`, `orders.payment`, `orders.cancelOptions` and `orders.delete` are the
 * Administrator's); the status rules are `orderActions` and @pod/contracts' status lists. A Supporter sees and comments but changes nothing (the server
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
  if (can(viewer, 'orders.refresh')) actions.push('refresh');
  if (can(viewer, 'orders.payment') && canEnterPayment(order)) actions.push('enterPayment');
  if (manage && state.pause) actions.push('pause');
  if (manage && state.resume) actions.push('resume');
  if (manage && state.cancel) actions.push('cancel');
  if (can(viewer, 'orders.cancelOptions') && state.cancel) actions.push('cancelOptions');
  if (can(viewer, 'orders.delete') && isOneOf(order.status, DELETABLE_STATUSES)) actions.push('delete');
  return actions;
}
