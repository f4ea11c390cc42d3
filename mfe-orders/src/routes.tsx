import { Suspense, lazy, type ComponentType } from 'react';
import { FullPageSpinner, type RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

/** A page in its own chunk, loaded when opened (the remote's initial entry stays small). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyRoute() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 * The order detail (the largest page), the orders list (filters, tabs, row actions) and the
 * dashboard (it alone pulls in the chart library, recharts) are chunks of their own.
 */
const routes: RemoteRoute[] = [
  { path: '/dashboard', Component: lazyPage(() => import('./pages/dashboard/DashboardPage')) },
  { path: '/orders', Component: lazyPage(() => import('./pages/orders/list/OrdersListPage')) },
  { path: '/orders/orders-manager/:id', Component: lazyPage(() => import('./pages/orders/detail/OrderDetailPage')) },
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
];

export default routes;
