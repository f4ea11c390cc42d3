import { DEFAULT_PORTS, federationName, REMOTE_NAMES } from '@pod/contracts';

/** A remote's base URL or manifest URL → its manifest URL. */
export function toManifestUrl(url: string): string {
  if (/\.json(\?.*)?$/.test(url) || /remoteEntry\.js(\?.*)?$/.test(url)) return url;
  return `${url.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * Where the shell finds each remote, decided when the server starts (ARCHITECTURE.md §4): an
 * explicit map, else REMOTES_JSON, else MFE_<NAME>_URL per remote, else the default local ports.
 */
export function resolveRemotes(
  explicit: Record<string, string> | undefined,
  env: Record<string, string | undefined>,
  publicHost = 'localhost',
): Record<string, string> {
  if (explicit && Object.keys(explicit).length) return mapValues(explicit, toManifestUrl);
  if (env.REMOTES_JSON) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.REMOTES_JSON);
    } catch {
      throw new Error('REMOTES_JSON must be a JSON object like {"mfe_orders":"http://host:3001/mf-manifest.json"}');
    }
    return mapValues(parsed as Record<string, string>, toManifestUrl);
  }
  return Object.fromEntries(
    REMOTE_NAMES.map((app) => {
      const variable = `${app.toUpperCase().replace(/-/g, '_')}_URL`;
      const url = env[variable] || `http://${publicHost}:${DEFAULT_PORTS[app]}`;
      return [federationName(app), toManifestUrl(url)];
    }),
  );
}

function mapValues(record: Record<string, string>, fn: (v: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(String(v))]));
}
