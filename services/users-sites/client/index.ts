/**
 * users-sites' internal API (`@pod/users-sites-client`): the signed `/internal/*` routes other
 * services and the gateway call, with the schemas both ends check, and the typed client they call
 * them through. Users and sites are this service's (ARCHITECTURE §2).
 */
import { createInternalClient, internalRoute, type InternalClientOptions, type RouteResponse } from '@pod/service-kit/internal-client';
import { z } from 'zod';
import { USER_SESSION_ROUTE, type StoreCredentials, type StorePlatform, type UserSessionState } from '@pod/contracts';

/** Ids per list at most: orders asks once per export batch (≤ 500 orders), so 1000 leaves room. */
export const MAX_EXPORT_FACT_IDS = 1000;

const storeCredentials = z.union([
  z.object({ kind: z.literal('woocommerce'), consumer_key: z.string(), consumer_secret: z.string(), key_permissions: z.string().optional() }),
  z.object({ kind: z.enum(['shopify', 'shopbase']), access_token: z.string(), scope: z.string().optional() }),
]) satisfies z.ZodType<StoreCredentials>;

/** A site with its store access, as the services that call its store read it (afresh: the seller may just have reconnected). */
export const siteWithCredentials = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  platform: z.custom<StorePlatform>((value) => typeof value === 'string'),
  domain: z.string().nullable(),
  /** true = connected (the store granted access). */
  verified: z.boolean(),
  /** When the store granted the current keys (identifies the connection in store-refused). */
  verified_at: z.string().nullable().optional(),
  /** false = disabled ("deleted"). */
  status: z.boolean(),
  credentials: storeCredentials.nullable(),
  /** What the store signs its webhooks with (WooCommerce: the webhook's secret; Shopify/ShopBase: the app secret). */
  webhook_secret: z.string().nullable().optional(),
});
export type SiteWithCredentials = z.infer<typeof siteWithCredentials>;

const idList = z.array(z.string()).max(MAX_EXPORT_FACT_IDS).optional();

export const USERS_SITES_ROUTES = {
  siteCredentials: internalRoute({ method: 'GET', path: '/internal/sites/:id/credentials', response: siteWithCredentials, idempotent: true }),
  /** The store refused the keys of the connection made at `verified_at`: the site needs reconnecting. */
  siteStoreRefused: internalRoute({
    method: 'POST',
    path: '/internal/sites/:id/store-refused',
    request: z.object({ verified_at: z.string().nullable() }),
    response: z.object({ id: z.string(), verified: z.boolean() }),
    idempotent: false,
  }),
  /** The site, seller and supplier names an order export's CSV prints (only ids that exist are answered). */
  exportFacts: internalRoute({
    method: 'POST',
    path: '/internal/sites/export-facts',
    request: z.object({ site_ids: idList, user_ids: idList }),
    response: z.object({
      sites: z.array(z.object({ id: z.string(), title: z.string(), domain: z.string().nullable() })),
      users: z.array(z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string() })),
    }),
    idempotent: true,
    timeoutMs: 30_000,
  }),
  /** A user's current state: the gateway checks every token against it. */
  userSession: internalRoute({
    method: 'GET',
    path: USER_SESSION_ROUTE,
    response: z.object({ id: z.string(), email: z.string(), roles: z.array(z.string()), isSuperAdmin: z.boolean(), active: z.boolean(), sessionVersion: z.number() }) satisfies z.ZodType<UserSessionState>,
    idempotent: true,
    timeoutMs: 3_000,
  }),
} as const;

export type SitesExportFacts = RouteResponse<typeof USERS_SITES_ROUTES.exportFacts>;
export type UsersSitesClientOptions = Omit<InternalClientOptions, 'service'>;

/** The calls other services (and the gateway) make to users-sites. */
export function createUsersSitesClient(options: UsersSitesClientOptions) {
  const client = createInternalClient({ service: 'users-sites', ...options });
  return {
    /** The site, or null when users-sites does not know it. */
    site: (siteId: string) => client.call(USERS_SITES_ROUTES.siteCredentials, { params: { id: siteId } }),
    /** The site after the report; null when users-sites does not know it. */
    reportStoreRefused: (siteId: string, verifiedAt: string | null) => client.call(USERS_SITES_ROUTES.siteStoreRefused, { params: { id: siteId }, input: { verified_at: verifiedAt } }),
    async exportFacts(input: z.input<NonNullable<typeof USERS_SITES_ROUTES.exportFacts.request>>): Promise<SitesExportFacts> {
      const answer = await client.call(USERS_SITES_ROUTES.exportFacts, { input });
      if (!answer) throw new Error('users-sites does not answer export facts');
      return answer;
    },
    /** null = unknown or deleted user. */
    userSession: (userId: string): Promise<UserSessionState | null> => client.call(USERS_SITES_ROUTES.userSession, { params: { id: userId } }),
  };
}
export type UsersSitesClient = ReturnType<typeof createUsersSitesClient>;
