import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';
import { STORE_EGRESS_ENV, storeEgressFromEnv, type StoreEgressConfig } from '@pod/store-client';

/** The service's name, written once: subgraph, logger, config prefix (USERS_SITES_*), bus client id, tests. */
export const SERVICE_NAME = 'users-sites' satisfies ServiceName;

/** The users-sites service's own variables, on top of those every service reads. */
export const USERS_SITES_ENV = {
  ...STORE_EGRESS_ENV,
  JWT_SECRET: { required: true, description: 'HS256 key for sign-in tokens (shared with the gateway)' },
  TOKEN_TTL_HOURS: { default: '168', description: 'lifetime of a sign-in token' },
  SMTP_URL: { default: 'smtp://127.0.0.1:1025', description: 'where mail is sent' },
  MAIL_FROM: { default: 'POD Back Office <no-reply@pod.local>' },
  APP_URL: { default: 'http://localhost:3000', description: 'the shell, for links in mail and store return URLs' },
  PUBLIC_API_URL: { default: 'http://localhost:4000', description: 'the gateway as stores see it (OAuth callbacks)' },
  SHOPIFY_API_KEY: { default: '' },
  SHOPIFY_API_SECRET: { default: '' },
  SHOPBASE_API_KEY: { default: '' },
  SHOPBASE_API_SECRET: { default: '' },
  WOOCOMMERCE_APP_NAME: { default: 'POD Back Office', description: 'app name shown on the WooCommerce consent screen' },
  STORE_CREDENTIALS_KEY: { default: '', description: 'key for store credentials at rest; derived from JWT_SECRET when empty' },
  MEDIA_URL: { default: 'http://127.0.0.1:4005/graphql', description: "media's subgraph URL; avatars are checked against its internal file registry" },
  PUBLIC_MEDIA_URL: { default: 'http://localhost:4000/media', description: 'public base of the /media routes (avatar image addresses)' },
  ALLOW_LOOPBACK_STORES: { default: '0', description: '1 accepts and calls http://127.0.0.1:<port> store domains (tests, local fakes); keep off in production' },
  DEMO_STORE_URL: { default: '', description: "the embedded default's demo store: the demo seller's WooCommerce site is seeded on it, and its origin is on the store allow-list (set by npm start)" },
};

export interface UsersSitesConfig extends ServiceConfig {
  jwtSecret: string;
  tokenTtlHours: number;
  smtpUrl: string;
  mailFrom: string;
  appUrl: string;
  publicApiUrl: string;
  shopify: { apiKey: string; apiSecret: string };
  shopbase: { apiKey: string; apiSecret: string };
  wooAppName: string;
  credentialsKey: string;
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  publicMediaUrl: string;
  /** The demo store's address ('' = none); an explicit allow, not loopback stores in general. */
  demoStoreUrl: string;
  /** Which non-public store origins may be saved and called (STORE_ALLOWED_ORIGINS, DEMO_STORE_URL, ALLOW_LOOPBACK_STORES). */
  storeEgress: Required<StoreEgressConfig>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadUsersSitesConfig(env: Record<string, string | undefined> = process.env): UsersSitesConfig {
  const { config, env: raw } = readServiceConfig(SERVICE_NAME, USERS_SITES_ENV, env);
  const ttl = Number(raw.TOKEN_TTL_HOURS);
  if (!Number.isFinite(ttl) || ttl <= 0) throw new Error(`${SERVICE_NAME}: TOKEN_TTL_HOURS must be a positive number of hours`);
  return {
    ...config,
    jwtSecret: raw.JWT_SECRET,
    tokenTtlHours: ttl,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    appUrl: trimSlash(raw.APP_URL),
    publicApiUrl: trimSlash(raw.PUBLIC_API_URL),
    shopify: { apiKey: raw.SHOPIFY_API_KEY, apiSecret: raw.SHOPIFY_API_SECRET },
    shopbase: { apiKey: raw.SHOPBASE_API_KEY, apiSecret: raw.SHOPBASE_API_SECRET },
    wooAppName: raw.WOOCOMMERCE_APP_NAME,
    credentialsKey: raw.STORE_CREDENTIALS_KEY || `derived:${raw.JWT_SECRET}`,
    mediaUrl: serviceBaseUrl(raw.MEDIA_URL),
    publicMediaUrl: trimSlash(raw.PUBLIC_MEDIA_URL),
    demoStoreUrl: trimSlash(raw.DEMO_STORE_URL),
    storeEgress: storeEgressFromEnv(raw),
  };
}
