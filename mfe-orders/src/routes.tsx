import type { RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
];

export default routes;
