import { isIP } from 'node:net';

/** Names `proxy-addr` (express's 'trust proxy') knows for whole address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as express's 'trust proxy' value: the proxies the operator lists (addresses,
 * CIDRs, or loopback / linklocal / uniquelocal), or false (empty) so the client address is the
 * socket's and X-Forwarded-For is ignored. Hop counts and "true" are refused: they would let a
 * client name its own address.
 */
export function parseTrustedProxies(value: string): string[] | false {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) return false;
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not a proxy address, CIDR, or one of loopback, linklocal, uniquelocal`);
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
