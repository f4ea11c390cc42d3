/** Texts of spec 000 §5 and §8 for orders, shared by the server and the order pages. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  /** Server answer of cancelOrder; the detail page's toast is `cancelledToast`. */
  cancelled: 'Order has been cancel',
  cancelledToast: 'The order cancelled successfully!',
  cancelConfirm: 'Are you sure to cancel this order?',
  cannotCancel: (status: string) => `Order cannot be cancelled while it is ${status}`,
  paused: 'Order has been paused',
  resumed: 'Order has been resumed',
  cannotPause: (status: string) => `Order cannot be paused while it is ${status}`,
  notPaused: 'Order is not paused',
  shippingUpdated: 'The shipping address updated successfully!',
  shippingLocked: (status: string) => `Shipping info cannot be saved for an order that is ${status}`,
  trackingOnlyInProduction: 'Tracking can only be added to an order in production or fulfilled',
  commentEmpty: 'Comment cannot be empty',
  /** Spec 000 §4: accept and reject both need every design to have a file and be Completed. */
  designsNotReady: 'Every design must have a completed print file first',
  blank: (field: string) => `${field} can't be blank.`,
  maxChars: (field: string, max: number) => `${field} max ${max} character`,
} as const;

/**
 * Shipping/customer edit fields of the detail form (spec 000 §5): label, whether required,
 * and the longest value kept. Country code is the spec's "max 5 character".
 */
export const SHIPPING_FIELDS = [
  { key: 'first_name', label: 'First name', required: true, max: 255 },
  { key: 'last_name', label: 'Last name', required: true, max: 255 },
  { key: 'phone', label: 'Phone', required: true, max: 50 },
  { key: 'email', label: 'Email', required: false, max: 255 },
  { key: 'address1', label: 'Address 1', required: true, max: 255 },
  { key: 'address2', label: 'Address 2', required: false, max: 255 },
  { key: 'company', label: 'Company', required: false, max: 255 },
  { key: 'city', label: 'City', required: true, max: 255 },
  { key: 'state', label: 'State', required: true, max: 255 },
  { key: 'state_code', label: 'State code', required: true, max: 10 },
  { key: 'zip', label: 'Zip code', required: true, max: 20 },
  { key: 'country', label: 'Country', required: true, max: 255 },
  { key: 'country_code', label: 'Country code', required: true, max: 5 },
] as const;
