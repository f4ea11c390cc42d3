import type { RemoteRoute } from '@pod/platform';
import { BannerBackgroundsPage } from './pages/banner-backgrounds/BannerBackgroundsPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES. The shell
 * applies the access guard and layout, and shows "Coming soon" for the routes not listed yet.
 */
const routes: RemoteRoute[] = [
  { path: '/auto-banner/background-management', Component: BannerBackgroundsPage },
];

export default routes;
