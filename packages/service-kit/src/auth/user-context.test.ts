import { describe, expect, it } from 'vitest';
import { signUserContext, verifyUserContext, type UserContext } from './user-context';

const SECRET = 'user-context-test-secret';
const user: UserContext = { id: 'u1', email: 'u1@test', roles: ['Seller'], isSuperAdmin: false, siteId: null };

describe('signed user context', () => {
  it('carries the client address the gateway signed', () => {
    const verified = verifyUserContext(signUserContext(user, SECRET, { clientIp: '203.0.113.7' }), SECRET);
    expect(verified).toEqual({ ok: true, user, clientIp: '203.0.113.7' });
    expect(verifyUserContext(signUserContext(null, SECRET), SECRET)).toEqual({ ok: true, user: null, clientIp: null });
  });

  it('refuses a client address that was changed or added after signing', () => {
    const signed = signUserContext(user, SECRET, { clientIp: '203.0.113.7' });
    expect(verifyUserContext({ ...signed, 'x-client-ip': '198.51.100.1' }, SECRET)).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(verifyUserContext({ ...signUserContext(null, SECRET), 'x-client-ip': '198.51.100.1' }, SECRET)).toMatchObject({ ok: false, reason: 'bad signature' });
  });

  it('refuses another secret and an old signature', () => {
    expect(verifyUserContext(signUserContext(user, 'other'), SECRET)).toMatchObject({ ok: false });
    expect(verifyUserContext(signUserContext(user, SECRET, { now: Date.now() - 10 * 60_000 }), SECRET)).toMatchObject({ ok: false, reason: 'signature expired' });
  });
});
