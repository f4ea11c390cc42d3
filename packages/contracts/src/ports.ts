/** Default ports of the suite (ARCHITECTURE.md §3); every one can be overridden by env. */
export const DEFAULT_PORTS = {
  shell: 3000,
  'mfe-orders': 3001,
  'mfe-catalog': 3002,
  'mfe-design': 3003,
  'mfe-ai-banner': 3004,
  gateway: 4000,
  'users-sites': 4001,
  catalog: 4002,
  orders: 4003,
  artworks: 4004,
  media: 4005,
} as const;

/**
 * The embedded suite's other listeners (infra/src/embedded/suite.ts), each overridable by
 * `<NAME>_PORT` like the ports above; e2e moves them all by its offset (e2e/support/ports.ts).
 * Not 4810 for the demo store: e2e runs its own fake WooCommerce store there.
 */
export const DEFAULT_SUPPORT_PORTS = {
  pglite: 5433,
  s3: 4569,
  'mailbox-smtp': 1025,
  'mailbox-http': 8025,
  'demo-store': 4800,
} as const;

export type ServiceName = 'users-sites' | 'catalog' | 'orders' | 'artworks' | 'media';
export const SERVICE_NAMES: ServiceName[] = ['users-sites', 'catalog', 'orders', 'artworks', 'media'];
export type FrontendName = 'shell' | 'mfe-orders' | 'mfe-catalog' | 'mfe-design' | 'mfe-ai-banner';
export type RemoteName = Exclude<FrontendName, 'shell'>;
export const REMOTE_NAMES: RemoteName[] = ['mfe-orders', 'mfe-catalog', 'mfe-design', 'mfe-ai-banner'];

/**
 * A remote's Module Federation name, its folder with `_` for `-` (mfe-orders → mfe_orders):
 * the name its webpack build declares and the key of `/remotes.json`.
 */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
