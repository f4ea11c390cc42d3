import { Suspense, lazy } from 'react';
import { FullPageSpinner, type RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

/* The order detail is the largest page of this remote: its own chunk, loaded when opened (the shell renders route pages inside Suspense). */
const LazyOrderDetailPage = lazy(() => import('./pages/orders/detail/OrderDetailPage'));
/* The dashboard likewise, and it alone pulls in the chart library (recharts): other pages do not grow. */
const LazyDashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
/* The orders list likewise (filters, tabs, row actions): the remote's initial entry stays small. */
const LazyOrdersListPage = lazy(() => import('./pages/orders/list/OrdersListPage'));

function OrderDetailRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyOrderDetailPage />
    </Suspense>
  );
}

function DashboardRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyDashboardPage />
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
  { path: '/dashboard', Component: DashboardRoute },
  { path: '/orders', Component: OrdersListRoute },
  { path: '/orders/orders-manager/:id', Component: OrderDetailRoute },
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
];

export default routes;
