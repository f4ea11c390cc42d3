import { describe, expect, it } from 'vitest';
import { landingPathFor, ROUTES } from '@pod/contracts';
import { decideAccess, pathAfterSignIn } from './access';
import type { CurrentUser } from '../types';

const user = (roles: string[], is_supper_admin = false): CurrentUser => ({
  id: 'u',
  email: 'u@x.io',
  first_name: 'U',
  last_name: 'X',
  roles,
  is_supper_admin,
});
const accessOf = (path: string) => ROUTES.find((r) => r.path === path)!.access;

describe('decideAccess (spec 000 "Access and redirects")', () => {
  it('public pages never wait or redirect', () => {
    expect(decideAccess('public', { initialised: false, user: null })).toEqual({ kind: 'allow' });
  });

  it('waits for the bootstrap before deciding', () => {
    expect(decideAccess('login', { initialised: false, user: null }).kind).toBe('wait');
  });

  it('sends unauthenticated users to login', () => {
    expect(decideAccess(accessOf('/orders'), { initialised: true, user: null }).kind).toBe('login');
  });

  it('refuses users lacking the role', () => {
    expect(decideAccess(accessOf('/admin/users-manager'), { initialised: true, user: user(['Seller']) })).toEqual({ kind: 'forbidden' });
  });

  it('admits the listed roles, any signed-in user on login-only pages, and super admins everywhere', () => {
    expect(decideAccess(accessOf('/sites'), { initialised: true, user: user(['Seller']) }).kind).toBe('allow');
    expect(decideAccess(accessOf('/ai/server-mjd'), { initialised: true, user: user(['Accounting']) }).kind).toBe('allow');
    expect(decideAccess(accessOf('/sites/:id/mapping-products'), { initialised: true, user: user([], true) }).kind).toBe('allow');
  });
});

describe('path after sign-in', () => {
  it('prefers the saved destination', () => {
    expect(pathAfterSignIn('/sites/1/settings', landingPathFor(['Seller']))).toBe('/sites/1/settings');
  });

  it('otherwise lands by role: Supporter /orders, Listing /products, Accounting /balance, others /orders if they may open it', () => {
    expect(pathAfterSignIn(null, landingPathFor(['Supporter']))).toBe('/orders');
    expect(pathAfterSignIn(null, landingPathFor(['Listing']))).toBe('/products');
    expect(pathAfterSignIn(null, landingPathFor(['Accounting']))).toBe('/balance');
    expect(pathAfterSignIn(null, landingPathFor(['Designs']))).toBe('/auto-banner/background-management');
  });

  it('ignores destinations that would leave the app or loop to login', () => {
    expect(pathAfterSignIn('//evil.example.com', '/orders')).toBe('/orders');
    expect(pathAfterSignIn('https://evil.example.com', '/orders')).toBe('/orders');
    expect(pathAfterSignIn('/login', '/orders')).toBe('/orders');
  });
});
