import type { StorePlatform } from '@pod/contracts';

/**
 * The store API endpoints the browser may reach through /rest (spec 001 §7 "Store proxy"):
 * what store mapping reads and writes, nothing else — the proxy holds the store's keys, so
 * it must not become a general door into the seller's store.
 */
interface AllowedEndpoint {
  pattern: RegExp;
  methods: string[];
}

const WOO_ENDPOINTS: AllowedEndpoint[] = [
  { pattern: /^products$/, methods: ['GET'] },
  { pattern: /^products\/categories$/, methods: ['GET'] },
  { pattern: /^products\/tags$/, methods: ['GET'] },
  { pattern: /^products\/\d+$/, methods: ['GET', 'PUT'] },
  { pattern: /^products\/\d+\/variations$/, methods: ['GET'] },
  { pattern: /^products\/\d+\/variations\/batch$/, methods: ['POST'] },
];

const SHOP_ENDPOINTS: AllowedEndpoint[] = [
  { pattern: /^products\.json$/, methods: ['GET'] },
  { pattern: /^products\/\d+\.json$/, methods: ['GET', 'PUT'] },
  { pattern: /^custom_collections\.json$/, methods: ['GET'] },
];

export type EndpointCheck = { ok: true; path: string; query: Record<string, string> } | { ok: false; status: number; message: string };

export const ENDPOINT_MESSAGES = {
  missing: 'endpoint is required',
  notAllowed: 'This store endpoint is not allowed',
  methodNotAllowed: 'This method is not allowed on this store endpoint',
} as const;

/** Splits `products?category=3` into path + query and checks it against the platform's list. */
export function checkStoreEndpoint(platform: StorePlatform, method: string, endpoint: string | undefined): EndpointCheck {
  if (!endpoint) return { ok: false, status: 400, message: ENDPOINT_MESSAGES.missing };
  const [rawPath, rawQuery = ''] = endpoint.split('?', 2);
  const path = rawPath.replace(/^\/+/, '').replace(/\/+$/, '');
  // no way out of the API root (`..`, encoded slashes) whatever the patterns say
  if (/\.\.|%2f|%5c|\\/i.test(path)) return { ok: false, status: 403, message: ENDPOINT_MESSAGES.notAllowed };
  const list = platform === 'woocommerce' ? WOO_ENDPOINTS : platform === 'shopify' || platform === 'shopbase' ? SHOP_ENDPOINTS : [];
  const allowed = list.find((entry) => entry.pattern.test(path));
  if (!allowed) return { ok: false, status: 403, message: ENDPOINT_MESSAGES.notAllowed };
  if (!allowed.methods.includes(method.toUpperCase())) return { ok: false, status: 405, message: ENDPOINT_MESSAGES.methodNotAllowed };
  return { ok: true, path, query: Object.fromEntries(new URLSearchParams(rawQuery)) };
}
