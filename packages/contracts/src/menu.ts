import { ROLES, type RoleName } from './roles';
import { canAccess, matchRoute } from './routes';

const { Administrator, Seller, Supplier } = ROLES;

export interface MenuItem {
  key: string;
  label: string;
  /** Target route (a path of contracts ROUTES, maybe with a query); groups have children instead. */
  path?: string;
  /** Icon name from @ant-design/icons, resolved by the shell. */
  icon?: string;
  /**
   * Narrows who sees this entry among the users its route admits (the same page listed in two
   * places). Who may see an entry is otherwise its route's access: a menu entry never leads to
   * a refused route.
   */
  only?: readonly RoleName[];
  children?: MenuItem[];
  /** Rendered at the bottom of the side menu (the Settings link). */
  bottom?: boolean;
}

/** Who is looking at the menu: role names and the super-admin flag. */
export interface MenuViewer {
  roles: readonly string[];
  isSuperAdmin?: boolean;
}

/**
 * Spec 000 "Menu by role", completed so every role finds each page it may open (README
 * "Access"): each leaf shows to the users its route in ROUTES admits.
 */
export const MENU: readonly MenuItem[] = [
  // Spec 001 leaves the dashboard's route open: /dashboard, first in the menu (README "Dashboard").
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: 'DashboardOutlined' },
  { key: 'users', label: 'Users', path: '/admin/users-manager', icon: 'UserOutlined' },
  { key: 'sites', label: 'Connect Sites', path: '/sites', icon: 'ShopOutlined' },
  {
    key: 'products', label: 'Products', icon: 'AppstoreOutlined',
    children: [
      { key: 'products-list', label: 'Products', path: '/products' },
      { key: 'products-pushing', label: 'Pushing Products', path: '/products/pushing' },
    ],
  },
  {
    key: 'orders', label: 'Orders', icon: 'ShoppingCartOutlined',
    children: [
      { key: 'orders-list', label: 'Orders', path: '/orders' },
      { key: 'orders-exported', label: 'Exported CSV', path: '/orders/export-orders' },
      { key: 'customers', label: 'Customers', path: '/customers' },
    ],
  },
  {
    key: 'artworks', label: 'Artworks', icon: 'PictureOutlined',
    children: [
      { key: 'artworks-list', label: 'Artworks', path: '/artworks' },
      { key: 'artworks-categories', label: 'Categories', path: '/artworks/categories' },
      { key: 'cliparts', label: 'Cliparts', path: '/cliparts' },
    ],
  },
  {
    key: 'auto-banner', label: 'Auto Banner', icon: 'FileImageOutlined',
    children: [
      { key: 'banner-backgrounds', label: 'Backgrounds', path: '/auto-banner/background-management' },
      { key: 'banner-design', label: 'Design', path: '/auto-banner/design' },
      { key: 'banner-3d', label: '3D Render', path: '/auto-banner/file3d' },
    ],
  },
  {
    key: 'ai', label: 'AI', icon: 'RobotOutlined',
    children: [
      { key: 'ai-mjd', label: 'Image', path: '/ai/server-mjd' },
      { key: 'ai-gpt', label: 'Chat', path: '/ai/server-gpt' },
      { key: 'ai-kli', label: 'Image & Video', path: '/ai/server-kli' },
    ],
  },
  { key: 'balance', label: 'Balance', path: '/balance', icon: 'WalletOutlined' },
  {
    key: 'app-settings', label: 'App Settings', icon: 'ToolOutlined',
    children: [
      { key: 'product-types', label: 'Product Types', path: '/admin/product-types' },
      { key: 'categories', label: 'Categories', path: '/admin/categories' },
      { key: 'export-templates-admin', label: 'Export templates', path: '/export-templates', only: [Administrator, Seller] },
      { key: 'seller-levels', label: 'Seller levels', path: '/admin/seller-levels' },
    ],
  },
  // Spec 000 gives the Supplier "Export templates" as a top-level item.
  { key: 'export-templates', label: 'Export templates', path: '/export-templates', icon: 'FileTextOutlined', only: [Supplier] },
  { key: 'settings', label: 'Settings', path: '/admin/settings?key=account', icon: 'SettingOutlined', bottom: true },
];

/** The path part of a menu entry's target (Settings carries a query). */
export function menuPathname(path: string): string {
  return path.split('?')[0];
}

function sees(viewer: MenuViewer, item: MenuItem): boolean {
  const route = item.path ? matchRoute(menuPathname(item.path)) : undefined;
  if (!route || !canAccess(route.access, viewer)) return false;
  // `only` places an entry by role (no super-admin bypass: a super admin would see both places).
  return !item.only || item.only.some((role) => viewer.roles.includes(role));
}

/** The menu a user sees: leaves whose route admits them, groups with at least one such leaf. */
export function menuFor(viewer: MenuViewer | readonly string[]): MenuItem[] {
  const who: MenuViewer = Array.isArray(viewer) ? { roles: viewer } : (viewer as MenuViewer);
  return MENU.flatMap((item) => {
    if (!item.children) return sees(who, item) ? [item] : [];
    const children = item.children.filter((child) => sees(who, child));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** Every leaf of a menu with the key of its group (if any). */
export function menuLeaves(menu: readonly MenuItem[]): { item: MenuItem; group?: string }[] {
  return menu.flatMap((item) => (item.children ? item.children.map((child) => ({ item: child, group: item.key })) : [{ item }]));
}

/**
 * The menu entry to highlight for a location, and its group to open: the entry of the current
 * route, else of its parent, grandparent… (a form highlights its list).
 */
export function menuTrail(menu: readonly MenuItem[], pathname: string): { selected: string[]; open: string[] } {
  const leaves = menuLeaves(menu);
  const seen = new Set<string>();
  let path: string | undefined = matchRoute(pathname)?.path;
  while (path && !seen.has(path)) {
    seen.add(path);
    const hit = leaves.find(({ item }) => item.path && menuPathname(item.path) === path);
    if (hit) return { selected: [hit.item.path!], open: hit.group ? [hit.group] : [] };
    path = matchRoute(path)?.parent;
  }
  return { selected: [], open: [] };
}
