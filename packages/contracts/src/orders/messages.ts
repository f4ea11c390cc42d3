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
 * Shipping/customer edit fields (spec 000 §5): label, whether the detail form requires it,
 * whether the list's Customer Info drawer requires it (`listRequired`: Last name, Address 1,
 * City, State code, Country code — the server's rule, every path), and the longest value kept.
 * Country code is the spec's "max 5 character".
 */
export const SHIPPING_FIELDS = [
  { key: 'first_name', label: 'First name', required: true, listRequired: false, max: 255 },
  { key: 'last_name', label: 'Last name', required: true, listRequired: true, max: 255 },
  { key: 'phone', label: 'Phone', required: true, listRequired: false, max: 50 },
  { key: 'email', label: 'Email', required: false, listRequired: false, max: 255 },
  { key: 'address1', label: 'Address 1', required: true, listRequired: true, max: 255 },
  { key: 'address2', label: 'Address 2', required: false, listRequired: false, max: 255 },
  { key: 'company', label: 'Company', required: false, listRequired: false, max: 255 },
  { key: 'city', label: 'City', required: true, listRequired: true, max: 255 },
  { key: 'state', label: 'State', required: true, listRequired: false, max: 255 },
  { key: 'state_code', label: 'State code', required: true, listRequired: true, max: 10 },
  { key: 'zip', label: 'Zip code', required: true, listRequired: false, max: 20 },
  { key: 'country', label: 'Country', required: true, listRequired: false, max: 255 },
  { key: 'country_code', label: 'Country code', required: true, listRequired: true, max: 5 },
] as const;

/** Texts of the list's row and bulk actions (spec 000 §8 where it has one; our wording where it is silent). */
export const ORDER_ACTION_MESSAGES = {
  paymentEntered: 'Order has been enter payment',
  paymentAlready: 'Payment has already been entered for this order',
  cannotEnterPayment: (status: string) => `Payment can only be entered for an accepted order not yet in production (this one is ${status})`,
  deleted: (id: string) => `Order #${id} has been deleted`,
  refreshed: 'Order has been refreshed',
  refreshOffline: 'This order\'s site has no store to refresh it from',
  refreshGone: 'The store no longer has this order',
  storeRefused: (message: string) => `The store refused: ${message}`,
  storeCancelled: (name: string) => `The store cancelled order ${name}`,
  customized: 'Customization saved; the print files are being generated again',
  cannotCustomize: (status: string) => `Customization cannot be changed for an order that is ${status}`,
  unknownPrintArea: (name: string) => `This order has no print area named ${name}`,
  printFilesSaved: 'Print files saved',
  printFilesReady: 'Print files saved and the order is ready',
  printFilesOnlyRejected: 'Print files can only be saved and made ready when the supplier rejected them or failed (sup_rejected, sup_failed)',
  printFileDesign: 'Name a design or a print area of this order for each print file',
  assigned: 'Assign supplier successfully',
  noneAssigned: 'No order was changed',
  carrierOnlyAccepted: (status: string) => `A carrier can only be assigned to an accepted order (this one is ${status})`,
  carrierNotFound: 'Carrier not found',
  carrierNotOffered: (carrier: string) => `${carrier} does not ship this order's product type`,
} as const;
