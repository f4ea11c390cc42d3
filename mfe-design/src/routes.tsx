import { Page, usePlatform, type RemoteRoute } from '@pod/platform';
import { ArtworkCategoriesPage } from './pages/artwork-categories/ArtworkCategoriesPage';

/**
 * The pages this remote serves; `path` is the pattern from @pod/contracts ROUTES (owner
 * mfe-design). The shell applies the access guard and layout. Replace the wiring check below with
 * the real page when it lands in src/pages/.
 */
function WiringCheck() {
  const { user, currentSite } = usePlatform();
  return (
    <Page title="Artworks">
      <p>
        mfe-design is connected{user ? ` — signed in as ${user.email}` : ''}
        {currentSite ? ` on ${currentSite.title}` : ''}.
      </p>
    </Page>
  );
}

const routes: RemoteRoute[] = [
  { path: '/artworks', Component: WiringCheck },
  { path: '/artworks/categories', Component: ArtworkCategoriesPage },
];

export default routes;
