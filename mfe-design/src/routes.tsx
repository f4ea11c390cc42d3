import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { RemoteRoute } from '@pod/platform';
import { ArtworkCategoriesPage } from './pages/artwork-categories/ArtworkCategoriesPage';

// The design page draws with Konva: its own chunk, so the routes every page loads stay small.
const LazyArtworkDesignPage = lazy(() => import('./pages/artwork-design/ArtworkDesignPage').then((m) => ({ default: m.ArtworkDesignPage })));

// The library (tree panel, cards, Add New, the PSD import modal) is its own chunk too: the
// routes chunk every page of this remote loads stays within its budget.
const LazyArtworksPage = lazy(() => import('./pages/artworks/ArtworksPage').then((m) => ({ default: m.ArtworksPage })));

const fallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;

function ArtworkDesignRoute() {
  return (
    <Suspense fallback={fallback}>
      <LazyArtworkDesignPage />
    </Suspense>
  );
}

function ArtworksRoute() {
  return (
    <Suspense fallback={fallback}>
      <LazyArtworksPage />
    </Suspense>
  );
}

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/artworks', Component: ArtworksRoute },
  { path: '/artworks/categories', Component: ArtworkCategoriesPage },
  { path: '/artworks/:id/design', Component: ArtworkDesignRoute },
];

export default routes;
