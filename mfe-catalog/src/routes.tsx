import type { RemoteRoute } from '@pod/platform';
import { SitesPage } from './pages/sites/list/SitesPage';
import { SiteSettingsPage } from './pages/sites/settings/SiteSettingsPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES (owner
 * mfe-catalog). The shell applies the access guard and layout.
 */
const routes: RemoteRoute[] = [
  { path: '/sites', Component: SitesPage },
  { path: '/sites/:id/settings', Component: SiteSettingsPage },
];

export default routes;
