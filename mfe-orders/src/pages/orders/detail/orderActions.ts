import { LOCKED_FOR_EDIT_STATUSES, TRACKING_STATUSES, canCancel, canPause, type OrderStatus } from '@pod/contracts';

/** The parts of an order that decide what the detail page offers. */
export interface OrderState {
  status: string;
  paused: boolean;
  paused_from?: string | null;
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
