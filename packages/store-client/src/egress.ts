import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, type Dispatcher } from 'undici';

/**
 * Where store calls may go (issue 21 item 4, SSRF). A store is someone else's server on the
 * public internet: an address that is or resolves to loopback, private, link-local, unique-local,
 * unspecified or any other non-global range is refused, when a site is saved
 * (`storeAddressRefusal`) and again when the connection is opened, on the address the name
 * resolved to (`storeDispatcherFor`), so a name re-pointed after saving is caught too.
 * The exceptions are configuration: origins on the allow-list (the embedded demo store,
 * `DEMO_STORE_URL`; `STORE_ALLOWED_ORIGINS`) and, for local fake stores only, loopback
 * addresses (`ALLOW_LOOPBACK_STORES=1`).
 */

/** What the seller reads when a store address is refused; never the resolved address. */
export const STORE_ADDRESS_REFUSED = 'The store address points to a private or local network address, so it is not called';

export interface StoreEgressConfig {
  /** Origins (`http://127.0.0.1:4800`) called even though they are not public addresses. */
  allowedOrigins?: string[];
  /** Loopback addresses pass (local fake stores in tests and development; never in production). */
  allowLoopback?: boolean;
}

/** The variables a service that calls stores reads (merged into its own config spec). */
export const STORE_EGRESS_ENV = {
  STORE_ALLOWED_ORIGINS: { default: '', description: 'comma-separated store origins called although they are not public addresses (e.g. a store on the local network)' },
  ALLOW_LOOPBACK_STORES: { default: '0', description: '1 accepts and calls stores on loopback addresses (tests, local fakes); keep off in production' },
  DEMO_STORE_URL: { default: '', description: "the embedded default's demo store (set by npm start); its origin is on the store allow-list" },
};

/** The store egress settings from a service's environment (the variables of `STORE_EGRESS_ENV`). */
export function storeEgressFromEnv(raw: { STORE_ALLOWED_ORIGINS?: string; ALLOW_LOOPBACK_STORES?: string; DEMO_STORE_URL?: string }): Required<StoreEgressConfig> {
  const listed = (raw.STORE_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const origins = [...listed, raw.DEMO_STORE_URL ?? ''].filter(Boolean).map((value) => {
    const origin = originOf(value);
    if (!origin) throw new Error(`store allow-list: "${value}" is not a URL`);
    return origin;
  });
  return { allowedOrigins: origins, allowLoopback: raw.ALLOW_LOOPBACK_STORES === '1' || raw.ALLOW_LOOPBACK_STORES === 'true' };
}

/** Raised inside the connector; storeCall turns it into a StoreError that is not retried. */
export class StoreAddressRefusedError extends Error {
  readonly code = 'STORE_ADDRESS_REFUSED';
  constructor() {
    super(STORE_ADDRESS_REFUSED);
  }
}

const allowedOrigins = new Set<string>();
let allowLoopback = false;

/**
 * Adds to this process's store allow-list; each service that calls stores does so at start-up
 * from its config. Additive: services sharing a process (the embedded default, service tests)
 * read the same environment, and one must not undo another's entries.
 */
export function configureStoreEgress(config: StoreEgressConfig): void {
  for (const value of config.allowedOrigins ?? []) {
    const origin = originOf(value);
    if (origin) allowedOrigins.add(origin);
  }
  if (config.allowLoopback) allowLoopback = true;
}

/** True for an address a store may have: global unicast only (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (range === 'loopback' && !!(options.allowLoopback ?? allowLoopback));
}

/**
 * Why a store URL may not be saved, or null when it may: an origin on the allow-list passes;
 * otherwise an IP host (the URL parser has already made `0x7f.1` or `2130706433` canonical)
 * must be public, and a name must not resolve to any non-public address. A name that does not
 * resolve now is accepted: it may not be live yet, and the connect-time check still applies.
 */
export async function storeAddressRefusal(url: string | URL): Promise<string | null> {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (allowedOrigins.has(parsed.origin)) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPublicAddress(host) ? null : STORE_ADDRESS_REFUSED;
  const addresses = await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => [] as LookupAddress[]);
  return addresses.every((a) => isPublicAddress(a.address)) ? null : STORE_ADDRESS_REFUSED;
}

/** Resolves as `dns.lookup` does, refusing when any of the name's addresses is not public (no mixed-record tricks). */
function guardedLookup(hostname: string, options: LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address))) return callback(new StoreAddressRefusedError(), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const connectGuarded = buildConnector({ lookup: guardedLookup } as buildConnector.BuildOptions);

/**
 * The connector of the guarded dispatcher: an IP host is judged as it is (Node skips the lookup
 * for IP literals), a name through `guardedLookup`, on what it resolves to at this moment.
 */
const guardedConnector: buildConnector.connector = (options, callback) => {
  if (net.isIP(options.hostname) && !isPublicAddress(options.hostname)) {
    callback(new StoreAddressRefusedError(), null);
    return;
  }
  connectGuarded(options, callback);
};

const guarded = new Agent({ connect: guardedConnector });
const trusted = new Agent();

/** An IP host that is not public and not allow-listed: refused before fetch (which has its own refusals, such as port 22). */
export function refusedLiteral(url: string): boolean {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return !allowedOrigins.has(parsed.origin) && net.isIP(host) !== 0 && !isPublicAddress(host);
}

/** The dispatcher a call to `url` goes through: the plain one for an allow-listed origin, else the guarded one. */
export function storeDispatcherFor(url: string): Dispatcher {
  return allowedOrigins.has(new URL(url).origin) ? trusted : guarded;
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
