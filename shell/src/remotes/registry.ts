import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteOwner } from '@pod/contracts';
import type { RemoteRoute } from '@pod/platform';

export type RemoteOwner = Exclude<RouteOwner, 'shell'>;

/** Federation name of each remote folder (contract: mfe-orders → mfe_orders). */
export const FEDERATION_NAMES: Record<RemoteOwner, string> = {
  'mfe-orders': 'mfe_orders',
  'mfe-catalog': 'mfe_catalog',
  'mfe-design': 'mfe_design',
  'mfe-ai-banner': 'mfe_ai_banner',
};

let manifest: Promise<Record<string, string>> | null = null;
const routesByRemote = new Map<RemoteOwner, Promise<RemoteRoute[]>>();

/**
 * Where the remotes live, read from /remotes.json at run time (ARCHITECTURE.md §4) and
 * registered with the federation runtime once. A redeployed remote is picked up on reload
 * without rebuilding the shell.
 */
function remoteManifest(): Promise<Record<string, string>> {
  manifest ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
      return res.json() as Promise<Record<string, string>>;
    })
    .then((remotes) => {
      registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
      return remotes;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

/** The remote's exposed `./routes` (cached; a failure is forgotten so Retry tries again). */
export function loadRemoteRoutes(owner: RemoteOwner, options: { retry?: boolean } = {}): Promise<RemoteRoute[]> {
  const cached = routesByRemote.get(owner);
  if (cached && !options.retry) return cached;
  const name = FEDERATION_NAMES[owner];
  const loading = remoteManifest()
    .then(async (remotes) => {
      if (!remotes[name]) throw new Error(`${name} is not listed in /remotes.json`);
      // After a failure the runtime keeps the broken entry; force re-registration to refetch it.
      if (options.retry) registerRemotes([{ name, entry: remotes[name] }], { force: true });
      const module = await loadRemote<{ default: RemoteRoute[] }>(`${name}/routes`);
      if (!module || !Array.isArray(module.default)) throw new Error(`${name}/routes did not export a route list`);
      return module.default;
    })
    .catch((error: unknown) => {
      routesByRemote.delete(owner);
      throw error;
    });
  routesByRemote.set(owner, loading);
  return loading;
}
