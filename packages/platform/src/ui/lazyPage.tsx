import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * A remote's route page in its own chunk, loaded when first opened, with the platform's spinner
 * meanwhile; the remote's initial entry stays small (`npm run bundles:budget`).
 * `lazyPage(() => import('./pages/orders/list/OrdersListPage'))`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
