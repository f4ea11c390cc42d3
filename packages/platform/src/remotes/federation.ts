import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let manifest: Promise<Record<string, string>> | null = null;

/**
 * Where the remotes live: `/remotes.json` of the page's own server (the shell's, or a remote's
 * standalone server, which serves the same file), read once and registered with the federation
 * runtime (ARCHITECTURE.md §4). A failed read is forgotten so a retry reads it again.
 */
export function registerRemotesFromManifest(url = '/remotes.json'): Promise<Record<string, string>> {
  manifest ??= fetch(url, { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
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

/**
 * Loads a module another remote exposes, e.g. `loadRemoteModule('mfe_design/MockupEditor')`.
 * `retry: true` re-registers the remote first: after a failed load the runtime keeps the
 * broken entry, and only a forced registration fetches it again.
 */
export async function loadRemoteModule<T>(id: string, options: { retry?: boolean } = {}): Promise<T> {
  const name = id.split('/')[0];
  const remotes = await registerRemotesFromManifest();
  if (!remotes[name]) throw new Error(`${name} is not listed in /remotes.json`);
  if (options.retry) registerRemotes([{ name, entry: remotes[name] }], { force: true });
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}
