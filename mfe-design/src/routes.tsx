import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { RemoteRoute } from '@pod/platform';
import { ArtworkCategoriesPage } from './pages/artwork-categories/ArtworkCategoriesPage';

// The design page draws with Konva: its own chunk, so the routes every page loads stay small.
const LazyArtworkDesignPage = lazy(() => import('./pages/artwork-design/ArtworkDesignPage').then((m) => ({ default: m.ArtworkDesignPage })));

function ArtworkDesignRoute() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
      <LazyArtworkDesignPage />
    </Suspense>
  );
}

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/artworks/categories', Component: ArtworkCategoriesPage },
  { path: '/artworks/:id/design', Component: ArtworkDesignRoute },
];

export default routes;
