import { describe, expect, it } from 'vitest';
import { can, canAccess, federationName, landingPathFor, matchRoute, menuFor, REMOTE_NAMES, ROLES } from './index';

describe('permission matrix', () => {
  it('lets only administrators manage users, and super admins do anything', () => {
    expect(can({ roles: ['Administrator'] }, 'users.manage')).toBe(true);
    expect(can({ roles: ['Seller'] }, 'users.manage')).toBe(false);
    expect(can({ roles: ['Seller'], isSuperAdmin: true }, 'users.manage')).toBe(true);
    expect(can(null, 'account.self')).toBe(false);
  });
});

describe('landing after sign-in', () => {
  it('follows spec 000 "Access and redirects"', () => {
    expect(landingPathFor([ROLES.Supporter])).toBe('/orders');
    expect(landingPathFor([ROLES.Listing])).toBe('/products');
    expect(landingPathFor([ROLES.Accounting])).toBe('/balance');
    expect(landingPathFor([ROLES.Designs])).toBe('/orders');
  });
});

describe('routes', () => {
  it('matches parameterised paths and checks role access', () => {
    const edit = matchRoute('/admin/users-manager/edit/42');
    expect(edit?.path).toBe('/admin/users-manager/edit/:id');
    expect(canAccess(edit!.access, { roles: ['Seller'] })).toBe(false);
    expect(canAccess(edit!.access, { roles: ['Administrator'] })).toBe(true);
    expect(canAccess(matchRoute('/ai/server-mjd')!.access, { roles: ['Accounting'] })).toBe(true);
  });
});

describe('menu by role', () => {
  const keys = (roles: string[]) => menuFor(roles).map((m) => m.key);
  it('gives each role exactly the items of spec 000', () => {
    expect(keys(['Supplier'])).toEqual(['export-templates']);
    expect(keys(['Designs'])).toEqual(['auto-banner', 'ai']);
    expect(keys(['Seller'])).toEqual(['sites', 'products', 'orders', 'artworks', 'auto-banner', 'ai']);
    expect(keys(['Accounting'])).toEqual([]);
    expect(keys(['Administrator'])).toContain('settings');
  });
  it('shows Exported CSV to administrators only', () => {
    const sellerOrders = menuFor(['Seller']).find((m) => m.key === 'orders')!;
    expect(sellerOrders.children!.map((c) => c.key)).toEqual(['orders-list']);
    const adminOrders = menuFor(['Administrator']).find((m) => m.key === 'orders')!;
    expect(adminOrders.children!.map((c) => c.key)).toEqual(['orders-list', 'orders-exported']);
  });
});

describe('remotes', () => {
  it('name each remote for Module Federation after its folder', () => {
    expect(REMOTE_NAMES.map(federationName)).toEqual(['mfe_orders', 'mfe_catalog', 'mfe_design', 'mfe_ai_banner']);
  });
});
