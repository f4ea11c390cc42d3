import { lazyPage, type RemoteRoute } from '@pod/platform';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 * Every page is its own chunk (the design page draws with Konva, the library brings the tree
 * panel, cards and the PSD import modal), so the routes chunk the shell loads stays small.
 */
const routes: RemoteRoute[] = [
  { path: '/artworks', Component: lazyPage(() => import('./pages/artworks/ArtworksPage').then((m) => ({ default: m.ArtworksPage }))) },
  { path: '/artworks/categories', Component: lazyPage(() => import('./pages/artwork-categories/ArtworkCategoriesPage').then((m) => ({ default: m.ArtworkCategoriesPage }))) },
  { path: '/artworks/:id/design', Component: lazyPage(() => import('./pages/artwork-design/ArtworkDesignPage').then((m) => ({ default: m.ArtworkDesignPage }))) },
  { path: '/cliparts', Component: lazyPage(() => import('./pages/cliparts/ClipartsPage').then((m) => ({ default: m.ClipartsPage }))) },
];

export default routes;
