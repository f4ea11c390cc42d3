import { ROLES, type RoleName } from './roles';

const { Administrator, Seller, Supplier, Supporter, Listing, Accounting, Designs } = ROLES;

/**
 * The permission matrix. Every resolver checks one of these on the server, and the shell's
 * menus and route guards read the same table, so the UI never offers what the server refuses.
 * Where the specs say "server-side enforcement: not shown", the choice made here is the rule;
 * the README lists those choices.
 */
export const PERMISSIONS = {
  /** Any signed-in user: own profile, AI tools, banners (routes marked "login only"). */
  'account.self': 'any',
  'users.manage': [Administrator],
  'users.listByRole': [Administrator, Supporter, Supplier, Seller],
  'settings.manage': [Administrator],
  'settings.read': 'any',
  'sellerLevels.read': [Administrator, Seller, Listing],
  'sellerLevels.manage': [Administrator, Listing],
  'sites.read': [Administrator, Seller, Supporter],
  'sites.write': [Administrator, Seller],
  'sites.readAll': [Administrator, Supporter],
  'customers.read': [Administrator, Supporter, Seller],
  /** Order detail and reads; a Seller only their sites' orders, a Supplier only accepted or later. */
  'orders.read': [Administrator, Seller, Supporter, Supplier],
  /** Every order whatever its site or status (staff). */
  'orders.readAll': [Administrator, Supporter],
  /** Status changes, cancel, pause/resume, shipping edit, tracking: the order's seller and Administrators. */
  'orders.manage': [Administrator, Seller],
  /** Comments on an order: Supporters comment though they change nothing else. */
  'orders.comment': [Administrator, Seller, Supporter],
  'orders.admin': [Administrator],
  /** Soft delete of an order (spec: Supporter has no delete; a Seller neither). */
  'orders.delete': [Administrator],
  /** Refresh and History of the list are the Administrator's (spec 000 §2, §6). */
  'orders.refresh': [Administrator],
  /** The four cancel options: cancel in the store, with the store order's other lines (spec 000 §2). */
  'orders.cancelOptions': [Administrator],
  /** Enter payment: money is entered by staff, not by the seller it is owed by. */
  'orders.payment': [Administrator],
  /** The accepted tab's assign-carrier modal (the spec's bulk supplier-change control). */
  'orders.assignCarrier': [Administrator],
  /** exportOrders: a Seller exports their own accepted orders (spec 000 §6 "exports directly"). */
  'orderExports.own': [Seller],
  /** supplierExportOrder: the Supplier (accepted orders only) and staff (spec 000 §2 Export button). */
  'orderExports.supplier': [Administrator, Supporter, Supplier],
  /** /orders/export-orders lists every export; everyone else who exports sees only their own. */
  'orderExports.readAll': [Administrator],
  'products.read': [Administrator, Seller, Listing, Supporter],
  'products.write': [Administrator, Seller],
  'productTypes.read': [Administrator, Seller, Listing, Supporter, Supplier],
  'productTypes.write': [Administrator, Listing],
  /** Pushes of products to stores (/products/pushing); a Seller only sees their own sites' rows. */
  'campaignStores.read': [Administrator, Seller],
  'campaignStores.manage': [Administrator, Seller],
  /** Store mapping and the store proxy act on the seller's own store (spec 002 §2.1: Seller only). */
  'storeMapping.use': [Seller],
  'categories.read': [Administrator, Seller, Listing, Supporter],
  'categories.manage': [Administrator, Listing],
  /**
   * A Supporter exports from the staff's orders list (spec 000 §2 Export button) and an export
   * needs a template, so it reads them (the Administrators' ones, see export-templates); it
   * writes none and has no /export-templates page (spec 000's menu gives it none).
   */
  'exportTemplates.read': [Administrator, Seller, Supplier, Supporter],
  'exportTemplates.write': [Administrator, Seller, Supplier],
  'artworks.read': [Administrator, Seller, Listing, Designs],
  'artworks.write': [Administrator, Seller],
  /** Sees every owner's artworks and categories; a Seller is scoped to their own (spec 002 §6). */
  'artworks.readAll': [Administrator, Listing, Designs],
  'cliparts.manage': [Administrator, Seller],
  'fonts.global': [Administrator],
  'banners.use': 'any',
  'ai.use': 'any',
  'balance.read': [Administrator, Accounting],
  /** The dashboard page: status tabs and the orders table for every role that reads orders. */
  'dashboard.read': [Administrator, Seller, Supporter, Supplier],
  /**
   * Its statistics (`adminStats`: revenue, profit, tops). Spec 001 §6 loads them for the
   * Administrator; a Seller also sees those of their own orders and a Supplier those of the
   * orders it fulfils (the scope of its orders list). A Supporter gets no money figures.
   */
  'dashboard.stats': [Administrator, Seller, Supplier],
} as const satisfies Record<string, readonly RoleName[] | 'any'>;

export type Permission = keyof typeof PERMISSIONS;

/** The subject of a permission check: a signed-in user's roles and super-admin flag. */
export interface Subject {
  roles: readonly string[];
  isSuperAdmin?: boolean;
}

export function can(subject: Subject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  const allowed = PERMISSIONS[permission];
  if (allowed === 'any') return true;
  if (subject.isSuperAdmin) return true;
  return subject.roles.some((role) => (allowed as readonly string[]).includes(role));
}

/**
 * Who may read an order export and follow its progress: its author while they may still export,
 * and whoever reads every export (`orderExports.readAll`). The orders service's reads and the
 * gateway's `orderExportProgress` live update apply this one rule.
 */
export function canReadOrderExport(subject: (Subject & { id: string }) | null | undefined, authorId: string): boolean {
  if (!subject) return false;
  if (can(subject, 'orderExports.readAll')) return true;
  return subject.id === authorId && (can(subject, 'orderExports.own') || can(subject, 'orderExports.supplier'));
}

export function hasRole(subject: Subject | null | undefined, role: RoleName): boolean {
  return !!subject && subject.roles.includes(role);
}
