import { Suspense, lazy } from 'react';
import { FullPageSpinner, type RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

/* The order detail is the largest page of this remote: its own chunk, loaded when opened (the shell renders route pages inside Suspense). */
const LazyOrderDetailPage = lazy(() => import('./pages/orders/detail/OrderDetailPage'));
/* The orders list likewise (filters, tabs, row actions): the remote's initial entry stays small. */
const LazyOrdersListPage = lazy(() => import('./pages/orders/list/OrdersListPage'));

/* The export files list: its own small chunk. */
const LazyOrderExportsPage = lazy(() => import('./pages/order-exports/OrderExportsPage'));

function OrderExportsRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyOrderExportsPage />
    </Suspense>
  );
}

/* The export-template pages bring dnd-kit (the form's column list): their own chunks too. */
const LazyExportTemplatesPage = lazy(() => import('./pages/export-templates/ExportTemplatesPage'));
const LazyExportTemplateFormPage = lazy(() => import('./pages/export-templates/ExportTemplateFormPage'));

function ExportTemplatesRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyExportTemplatesPage />
    </Suspense>
  );
}

function ExportTemplateFormRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyExportTemplateFormPage />
    </Suspense>
  );
}

function OrderDetailRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyOrderDetailPage />
    </Suspense>
  );
}

function OrdersListRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyOrdersListPage />
    </Suspense>
  );
}

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/orders', Component: OrdersListRoute },
  { path: '/orders/orders-manager/:id', Component: OrderDetailRoute },
  { path: '/orders/export-orders', Component: OrderExportsRoute },
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
  { path: '/export-templates', Component: ExportTemplatesRoute },
  { path: '/export-templates/add', Component: ExportTemplateFormRoute },
  { path: '/export-templates/edit/:id', Component: ExportTemplateFormRoute },
  { path: '/export-templates/clone/:id', Component: ExportTemplateFormRoute },
];

export default routes;
