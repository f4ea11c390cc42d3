import { describe, expect, it } from 'vitest';
import {
  can,
  canAccess,
  federationName,
  landingPathFor,
  matchRoute,
  menuFor,
  menuLeaves,
  menuPathname,
  menuTrail,
  parentPathFor,
  REMOTE_NAMES,
  ROLES,
  ROUTES,
  SELECTABLE_ROLES,
} from './index';

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
  });
  it('sends a role that may not open its spec landing page to the first page of its menu', () => {
    expect(landingPathFor([ROLES.Seller])).toBe('/orders');
    expect(landingPathFor([ROLES.Designs])).toBe('/auto-banner/background-management');
  });
});

describe('parent route (back without history)', () => {
  it('leads from a form or detail to its list, else to the landing page', () => {
    expect(parentPathFor('/admin/product-types/7/variants', { roles: ['Listing'] })).toBe('/admin/product-types');
    expect(parentPathFor('/products/add/step2/1,2', { roles: ['Seller'] })).toBe('/products/add/step1');
    expect(parentPathFor('/admin/users-manager/edit/3', { roles: ['Administrator'] })).toBe('/admin/users-manager');
    // /customers is Administrator only: a Seller on a customer goes to their landing page.
    expect(parentPathFor('/customers/9', { roles: ['Seller'] })).toBe('/orders');
    expect(parentPathFor('/sites', { roles: ['Seller'] })).toBe('/orders');
  });
  it('names only routes of the table as parents', () => {
    const unknown = ROUTES.filter((r) => r.parent && !ROUTES.some((p) => p.path === r.parent));
    expect(unknown).toEqual([]);
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
  const paths = (roles: string[]) => menuLeaves(menuFor(roles)).map(({ item }) => menuPathname(item.path!));

  it('never leads to a route the role is refused', () => {
    for (const role of SELECTABLE_ROLES) {
      const refused = paths([role]).filter((path) => {
        const route = matchRoute(path);
        return !route || !canAccess(route.access, { roles: [role] });
      });
      expect({ role, refused }).toEqual({ role, refused: [] });
    }
  });

  it('lists every page a role may open that no other page leads to', () => {
    const entryPages = ROUTES.filter((r) => r.access !== 'public' && r.layout !== 'plain' && !r.parent && !r.userMenu);
    for (const role of SELECTABLE_ROLES) {
      const missing = entryPages
        .filter((r) => canAccess(r.access, { roles: [role] }) && !paths([role]).includes(r.path))
        .map((r) => r.path);
      expect({ role, missing }).toEqual({ role, missing: [] });
    }
  });

  it('keeps spec 000 items for their roles and gives Supporter and Accounting their pages', () => {
    expect(keys(['Supplier'])).toEqual(['dashboard', 'orders', 'auto-banner', 'ai', 'export-templates']);
    expect(keys(['Seller'])).toEqual(['dashboard', 'sites', 'products', 'orders', 'artworks', 'auto-banner', 'ai', 'app-settings']);
    expect(paths(['Supporter'])).toEqual(expect.arrayContaining(['/orders', '/sites', '/admin/categories']));
    expect(paths(['Accounting'])).toContain('/balance');
    expect(keys(['Administrator'])).toContain('settings');
    expect(paths(['Administrator'])).toEqual(expect.arrayContaining(['/customers', '/admin/seller-levels']));
  });

  it('shows the Dashboard to the roles of dashboard.read and to no one else', () => {
    for (const role of SELECTABLE_ROLES) expect({ role, shown: keys([role]).includes('dashboard') }).toEqual({ role, shown: can({ roles: [role] }, 'dashboard.read') });
  });

  it('shows Export templates under App Settings to staff and on its own to the Supplier', () => {
    expect(keys(['Supplier'])).not.toContain('app-settings');
    const admin = menuFor({ roles: ['Administrator'], isSuperAdmin: true });
    expect(admin.find((m) => m.key === 'export-templates')).toBeUndefined();
    expect(admin.find((m) => m.key === 'app-settings')!.children!.map((c) => c.key)).toContain('export-templates-admin');
  });

  it('highlights the entry of the current page or of the list it belongs to, and opens its group', () => {
    const admin = menuFor(['Administrator']);
    expect(menuTrail(admin, '/orders/export-orders')).toEqual({ selected: ['/orders/export-orders'], open: ['orders'] });
    expect(menuTrail(admin, '/orders/orders-manager/7')).toEqual({ selected: ['/orders'], open: ['orders'] });
    expect(menuTrail(admin, '/admin/category/add')).toEqual({ selected: ['/admin/categories'], open: ['app-settings'] });
    expect(menuTrail(admin, '/admin/product-types/5/variants')).toEqual({ selected: ['/admin/product-types'], open: ['app-settings'] });
    expect(menuTrail(admin, '/admin/settings')).toEqual({ selected: ['/admin/settings?key=account'], open: [] });
    expect(menuTrail(admin, '/profile')).toEqual({ selected: [], open: [] });
  });
});

describe('remotes', () => {
  it('name each remote for Module Federation after its folder', () => {
    expect(REMOTE_NAMES.map(federationName)).toEqual(['mfe_orders', 'mfe_catalog', 'mfe_design', 'mfe_ai_banner']);
  });
});
