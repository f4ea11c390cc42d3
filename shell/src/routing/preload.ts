import { matchRoute } from '@pod/contracts';
import { readStoredToken } from '@pod/platform/session';
import type { RemoteOwner } from '../remotes/registry';
import { loadMainLayout, loadRemoteRoutePage } from './shellPages';

/**
 * Opening a signed-in page directly (a reload, a bookmark, the Lighthouse run) would otherwise
 * download in a chain: the session check, then the layout chunk and the shared antd, then
 * /remotes.json, the remote's entry, its routes and only then the page's own query. With a
 * stored session, start the layout's and the page's downloads at once, alongside the session
 * check. Without one the route guard sends the visitor to /login, which needs none of it.
 */
export function preloadSignedInPage(pathname: string): void {
  const def = matchRoute(pathname);
  if (!def || def.layout === 'plain' || !readStoredToken()) return;
  void loadMainLayout();
  if (def.owner === 'shell') return;
  void loadRemoteRoutePage();
  // A failure here is the page's to show: RemoteRoutePage loads again and offers Retry.
  void import('../remotes/registry').then((registry) => registry.loadRemoteRoutes(def.owner as RemoteOwner)).catch(() => undefined);
}
