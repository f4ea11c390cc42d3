import { Page, usePlatform, type RemoteRoute } from '@pod/platform';
import { BannerBackgroundsPage } from './pages/banner-backgrounds/BannerBackgroundsPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES (owner
 * mfe-ai-banner). The shell applies the access guard and layout. Replace the wiring check below with
 * the real page when it lands in src/pages/.
 */
function WiringCheck() {
  const { user, currentSite } = usePlatform();
  return (
    <Page title="AI image">
      <p>
        mfe-ai-banner is connected{user ? ` — signed in as ${user.email}` : ''}
        {currentSite ? ` on ${currentSite.title}` : ''}.
      </p>
    </Page>
  );
}

const routes: RemoteRoute[] = [
  { path: '/ai/server-mjd', Component: WiringCheck },
  { path: '/auto-banner/background-management', Component: BannerBackgroundsPage },
];

export default routes;
