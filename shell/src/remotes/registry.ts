import { loadRemoteModule } from '@pod/platform';
import { federationName, type RemoteName } from '@pod/contracts';
import type { RemoteRoute } from '@pod/platform';

export type RemoteOwner = RemoteName;

const routesByRemote = new Map<RemoteOwner, Promise<RemoteRoute[]>>();

/**
 * The remote's exposed `./routes`, located through /remotes.json at run time (a redeployed
 * remote shows on reload without rebuilding the shell). Cached; a failure is forgotten so
 * Retry loads the remote again.
 */
export function loadRemoteRoutes(owner: RemoteOwner, options: { retry?: boolean } = {}): Promise<RemoteRoute[]> {
  const cached = routesByRemote.get(owner);
  if (cached && !options.retry) return cached;
  const loading = loadRemoteModule<{ default: RemoteRoute[] }>(`${federationName(owner)}/routes`, options)
    .then((module) => {
      if (!Array.isArray(module.default)) throw new Error(`${owner}/routes did not export a route list`);
      return module.default;
    })
    .catch((error: unknown) => {
      routesByRemote.delete(owner);
      throw error;
    });
  routesByRemote.set(owner, loading);
  return loading;
}
