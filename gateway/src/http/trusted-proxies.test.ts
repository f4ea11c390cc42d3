import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './trusted-proxies';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when empty', () => {
    expect(parseTrustedProxies('')).toBe(false);
    expect(parseTrustedProxies(' , ')).toBe(false);
  });

  it('lists addresses, CIDRs and named ranges', () => {
    expect(parseTrustedProxies('10.0.0.5, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses hop counts, "true" and malformed ranges', () => {
    for (const value of ['true', '1', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY/);
  });
});
