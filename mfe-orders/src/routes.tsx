import { lazyPage, type RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

// Each page below is its own chunk (platform's lazyPage); the remote's initial entry stays small.
/* The order detail is the largest page of this remote; the orders list likewise (filters, tabs, row actions). */
const OrderDetailRoute = lazyPage(() => import('./pages/orders/detail/OrderDetailPage'));
const OrdersListRoute = lazyPage(() => import('./pages/orders/list/OrdersListPage'));
/* The export-template form brings dnd-kit (the sortable column list). */
const ExportTemplatesRoute = lazyPage(() => import('./pages/export-templates/ExportTemplatesPage'));
const ExportTemplateFormRoute = lazyPage(() => import('./pages/export-templates/ExportTemplateFormPage'));
/* The export files list: its own small chunk. */
const OrderExportsRoute = lazyPage(() => import('./pages/order-exports/OrderExportsPage'));
/* The dashboard alone pulls in the chart library (recharts). */
const DashboardRoute = lazyPage(() => import('./pages/dashboard/DashboardPage'));

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/orders', Component: OrdersListRoute },
  { path: '/orders/orders-manager/:id', Component: OrderDetailRoute },
  { path: '/orders/export-orders', Component: OrderExportsRoute },
  { path: '/dashboard', Component: DashboardRoute },
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
  { path: '/export-templates', Component: ExportTemplatesRoute },
  { path: '/export-templates/add', Component: ExportTemplateFormRoute },
  { path: '/export-templates/edit/:id', Component: ExportTemplateFormRoute },
  { path: '/export-templates/clone/:id', Component: ExportTemplateFormRoute },
];

export default routes;
