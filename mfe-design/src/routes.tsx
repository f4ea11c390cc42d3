import type { RemoteRoute } from '@pod/platform';
import { ArtworkCategoriesPage } from './pages/artwork-categories/ArtworkCategoriesPage';
import { ClipartsPage } from './pages/cliparts/ClipartsPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/artworks/categories', Component: ArtworkCategoriesPage },
  { path: '/cliparts', Component: ClipartsPage },
];

export default routes;
