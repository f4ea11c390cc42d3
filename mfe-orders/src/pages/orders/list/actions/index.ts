/** The orders list's actions (issue 12): rendered by the list page (list/), built here. */
export { OrderRowActions, type OrderRow } from './OrderRowActions';
export { AcceptedBulkBar } from './AcceptedBulkBar';
export { OrderCarrier } from './OrderCarrier';
export { FetchOrdersButton } from './FetchOrdersButton';
