import { ROLES, type RoleName } from './roles';

const { Administrator, Seller, Supplier, Supporter, Listing, Accounting } = ROLES;

/** Which deployable owns a screen (ARCHITECTURE.md §2). */
export type RouteOwner = 'shell' | 'mfe-orders' | 'mfe-catalog' | 'mfe-design' | 'mfe-ai-banner';

/**
 * Who may open a route: 'public' (no sign-in), 'login' (any signed-in user) or a role list.
 * Super admins pass every role list.
 */
export type RouteAccess = 'public' | 'login' | readonly RoleName[];

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** 'plain' pages render without the shell layout (login, verify). */
  layout?: 'main' | 'plain';
  title: string;
  /**
   * The page this one is reached from (a form's list, a detail's list): where Cancel and back
   * arrows lead when there is no history, and the menu entry highlighted while it is open.
   * Pages without a parent are menu entries (or, with `userMenu`, user-menu entries).
   */
  parent?: string;
  /** Opened from the header's user menu rather than the side menu. */
  userMenu?: true;
}

/**
 * The route table of spec 002 §2.1 plus spec 000's routes. Deviations, each noted in the
 * README: Supporter and Supplier may open /orders (spec 000 gives them order views),
 * Listing may open /products (it lands there after sign-in) and /admin/categories,
 * Supporter may open /sites read-only (spec 000 "Sites list") and /admin/categories read-only
 * (spec 001 §6 hides the category actions from Supporter, so Supporter sees the list),
 * Accounting owns /balance.
 */
export const ROUTES: readonly RouteDef[] = [
  { path: '/login', owner: 'shell', access: 'public', layout: 'plain', title: 'Login' },
  { path: '/forgot-password-confirm-email', owner: 'shell', access: 'public', layout: 'plain', title: 'Forgot password' },
  { path: '/forgot-password', owner: 'shell', access: 'public', layout: 'plain', title: 'Reset password' },
  { path: '/verify/:token', owner: 'shell', access: 'public', layout: 'plain', title: 'Account activation' },
  { path: '/profile', owner: 'shell', access: 'login', title: 'Profile', userMenu: true },
  { path: '/change-password', owner: 'shell', access: 'login', title: 'Change password', userMenu: true },
  { path: '/balance', owner: 'shell', access: [Administrator, Accounting], title: 'Balance' },
  { path: '/admin/users-manager', owner: 'shell', access: [Administrator], title: 'Users' },
  { path: '/admin/users-manager/edit/:id', owner: 'shell', access: [Administrator], title: 'Edit user', parent: '/admin/users-manager' },
  { path: '/admin/user-form', owner: 'shell', access: [Administrator], title: 'New user', parent: '/admin/users-manager' },
  { path: '/admin/settings', owner: 'shell', access: [Administrator], title: 'Settings' },
  { path: '/admin/seller-levels', owner: 'shell', access: [Administrator, Seller, Listing], title: 'Seller levels' },

  { path: '/ai/server-mjd', owner: 'mfe-ai-banner', access: 'login', title: 'AI image' },
  { path: '/ai/server-gpt', owner: 'mfe-ai-banner', access: 'login', title: 'AI chat' },
  { path: '/ai/server-kli', owner: 'mfe-ai-banner', access: 'login', title: 'AI image and video' },
  { path: '/auto-banner/background-management', owner: 'mfe-ai-banner', access: 'login', title: 'Banner backgrounds' },
  { path: '/auto-banner/design', owner: 'mfe-ai-banner', access: 'login', title: 'Banner design' },
  { path: '/auto-banner/file3d', owner: 'mfe-ai-banner', access: 'login', title: '3D render' },

  { path: '/artworks', owner: 'mfe-design', access: [Administrator, Seller], title: 'Artworks' },
  { path: '/artworks/categories', owner: 'mfe-design', access: [Administrator, Seller], title: 'Artwork categories' },
  { path: '/artworks/:id/design', owner: 'mfe-design', access: [Administrator, Seller], title: 'Artwork editor', parent: '/artworks' },
  { path: '/cliparts', owner: 'mfe-design', access: [Administrator, Seller], title: 'Cliparts' },

  { path: '/dashboard', owner: 'mfe-orders', access: [Administrator, Seller, Supporter, Supplier], title: 'Dashboard' },
  { path: '/orders', owner: 'mfe-orders', access: [Administrator, Seller, Supporter, Supplier], title: 'Orders' },
  { path: '/orders/export-orders', owner: 'mfe-orders', access: [Administrator, Seller], title: 'Exported CSV' },
  { path: '/orders/orders-manager/:id', owner: 'mfe-orders', access: [Administrator, Seller, Supplier, Supporter], title: 'Order', parent: '/orders' },
  { path: '/customers', owner: 'mfe-orders', access: [Administrator], title: 'Customers' },
  { path: '/customers/:id', owner: 'mfe-orders', access: 'login', title: 'Customer', parent: '/customers' },
  { path: '/export-templates', owner: 'mfe-orders', access: [Administrator, Seller, Supplier], title: 'Export templates' },
  { path: '/export-templates/add', owner: 'mfe-orders', access: [Administrator, Seller, Supplier], title: 'New export template', parent: '/export-templates' },
  { path: '/export-templates/edit/:id', owner: 'mfe-orders', access: [Administrator, Seller, Supplier], title: 'Edit export template', parent: '/export-templates' },
  { path: '/export-templates/clone/:id', owner: 'mfe-orders', access: [Administrator, Seller, Supplier], title: 'Clone export template', parent: '/export-templates' },

  { path: '/sites', owner: 'mfe-catalog', access: [Administrator, Seller, Supporter], title: 'Sites' },
  { path: '/sites/:id/settings', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Site settings', parent: '/sites' },
  { path: '/sites/:id/mapping-products', owner: 'mfe-catalog', access: [Seller], title: 'Store mapping', parent: '/sites' },
  { path: '/products', owner: 'mfe-catalog', access: [Administrator, Seller, Listing], title: 'Products' },
  { path: '/products/pushing', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Pushing products' },
  { path: '/products/add/step1', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Add product', parent: '/products' },
  { path: '/products/add/step2/:ids', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Add product', parent: '/products/add/step1' },
  { path: '/products/clone/:product_id/:id', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Clone product', parent: '/products' },
  { path: '/products/edit/:id', owner: 'mfe-catalog', access: [Administrator, Seller], title: 'Edit product', parent: '/products' },
  { path: '/admin/product-types', owner: 'mfe-catalog', access: [Administrator, Seller, Listing], title: 'Product types' },
  { path: '/product-types', owner: 'mfe-catalog', access: [Administrator, Seller, Listing], title: 'Product types', parent: '/admin/product-types' },
  { path: '/admin/product-types/add', owner: 'mfe-catalog', access: [Administrator, Listing], title: 'New product type', parent: '/admin/product-types' },
  { path: '/admin/product-types/edit/:id', owner: 'mfe-catalog', access: [Administrator, Listing], title: 'Edit product type', parent: '/admin/product-types' },
  { path: '/admin/product-types/:id/variants', owner: 'mfe-catalog', access: [Administrator, Listing], title: 'Variants', parent: '/admin/product-types' },
  { path: '/admin/categories', owner: 'mfe-catalog', access: [Administrator, Seller, Listing, Supporter], title: 'Categories' },
  { path: '/admin/category/add', owner: 'mfe-catalog', access: [Administrator, Listing], title: 'New category', parent: '/admin/categories' },
  { path: '/admin/category/edit/:id', owner: 'mfe-catalog', access: [Administrator, Listing], title: 'Edit category', parent: '/admin/categories' },
];

export function canAccess(access: RouteAccess, user: { roles: readonly string[]; isSuperAdmin?: boolean } | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'login') return true;
  if (user.isSuperAdmin) return true;
  return user.roles.some((r) => (access as readonly string[]).includes(r));
}

export function routesOf(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** Finds the route definition whose pattern matches a concrete pathname. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => {
    const pattern = new RegExp('^' + r.path.replace(/:[^/]+/g, '[^/]+') + '$', 'i');
    return pattern.test(clean);
  });
}
