import { Page, usePlatform, type RemoteRoute } from '@pod/platform';
import { CustomersPage } from './pages/customers/list/CustomersPage';
import { CustomerDetailPage } from './pages/customers/detail/CustomerDetailPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES (owner
 * mfe-orders). The shell applies the access guard and layout. Replace the wiring check below with
 * the real page when it lands in src/pages/.
 */
function WiringCheck() {
  const { user, currentSite } = usePlatform();
  return (
    <Page title="Orders">
      <p>
        mfe-orders is connected{user ? ` — signed in as ${user.email}` : ''}
        {currentSite ? ` on ${currentSite.title}` : ''}.
      </p>
    </Page>
  );
}

const routes: RemoteRoute[] = [
  { path: '/orders', Component: WiringCheck },
  { path: '/customers', Component: CustomersPage },
  { path: '/customers/:id', Component: CustomerDetailPage },
];

export default routes;
