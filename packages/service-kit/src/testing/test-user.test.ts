import { describe, expect, it } from 'vitest';
import { verifyUserContext } from '../auth/user-context';
import { testUser, testUserHeaders } from './test-user';

describe('testUser', () => {
  it('makes a fresh user from role names', () => {
    const a = testUser(['Seller']);
    const b = testUser(['Seller']);
    expect(a).toMatchObject({ roles: ['Seller'], isSuperAdmin: false, siteId: null });
    expect(a.id).not.toBe(b.id);
    expect(a.email).toMatch(/^seller-.+@test\.local$/);
  });

  it('keeps what a demo user names, reading is_supper_admin, and drops the rest', () => {
    const demo = { id: 'u1', email: 'admin@pod.local', first_name: 'Ada', roles: ['Administrator'] as const, is_supper_admin: true };
    expect(testUser(demo)).toEqual({ id: 'u1', email: 'admin@pod.local', roles: ['Administrator'], isSuperAdmin: true, siteId: null });
    expect(testUser({ ...demo, siteId: 's1', isSuperAdmin: false })).toMatchObject({ isSuperAdmin: false, siteId: 's1' });
  });

  it('signs headers a subgraph accepts', () => {
    const user = testUser(['Listing']);
    const verified = verifyUserContext(testUserHeaders(user, 'secret', '198.51.100.7'), 'secret');
    expect(verified).toEqual({ ok: true, user, clientIp: '198.51.100.7' });
  });
});
