import { ROLES, type RoleName } from './roles';

const { Administrator, Seller, Supplier, Designs, Listing } = ROLES;

export interface MenuItem {
  key: string;
  label: string;
  /** Target route; groups have children instead. */
  path?: string;
  /** Icon name from @ant-design/icons, resolved by the shell. */
  icon?: string;
  roles: readonly RoleName[];
  children?: MenuItem[];
  /** Rendered at the bottom of the side menu (the Settings link). */
  bottom?: boolean;
}

/** Spec 000 "Menu by role" (plus Listing's catalogue entries, see below): an item shows when the user has one of its roles. */
export const MENU: readonly MenuItem[] = [
  { key: 'users', label: 'Users', path: '/admin/users-manager', icon: 'UserOutlined', roles: [Administrator] },
  { key: 'sites', label: 'Connect Sites', path: '/sites', icon: 'ShopOutlined', roles: [Administrator, Seller] },
  {
    // Listing is not in spec 000's menu table, yet lands on /products and edits product types
    // (spec 000 §1): without these entries it could reach its own screens only by typing URLs.
    key: 'products', label: 'Products', icon: 'AppstoreOutlined', roles: [Administrator, Seller, Listing],
    children: [
      { key: 'products-list', label: 'Products', path: '/products', roles: [Administrator, Seller, Listing] },
      { key: 'products-pushing', label: 'Pushing Products', path: '/products/pushing', roles: [Administrator, Seller] },
      { key: 'listing-product-types', label: 'Product Types', path: '/admin/product-types', roles: [Listing] },
      { key: 'listing-categories', label: 'Categories', path: '/admin/categories', roles: [Listing] },
    ],
  },
  {
    key: 'orders', label: 'Orders', icon: 'ShoppingCartOutlined', roles: [Seller, Administrator],
    children: [
      { key: 'orders-list', label: 'Orders', path: '/orders', roles: [Seller, Administrator] },
      { key: 'orders-exported', label: 'Exported CSV', path: '/orders/export-orders', roles: [Administrator] },
    ],
  },
  {
    key: 'artworks', label: 'Artworks', icon: 'PictureOutlined', roles: [Administrator, Seller],
    children: [
      { key: 'artworks-list', label: 'Artworks', path: '/artworks', roles: [Administrator, Seller] },
      { key: 'artworks-categories', label: 'Categories', path: '/artworks/categories', roles: [Administrator, Seller] },
      { key: 'cliparts', label: 'Cliparts', path: '/cliparts', roles: [Administrator, Seller] },
    ],
  },
  {
    key: 'auto-banner', label: 'Auto Banner', icon: 'FileImageOutlined', roles: [Administrator, Seller, Designs],
    children: [
      { key: 'banner-backgrounds', label: 'Backgrounds', path: '/auto-banner/background-management', roles: [Administrator, Seller, Designs] },
      { key: 'banner-design', label: 'Design', path: '/auto-banner/design', roles: [Administrator, Seller, Designs] },
      { key: 'banner-3d', label: '3D Render', path: '/auto-banner/file3d', roles: [Administrator, Seller, Designs] },
    ],
  },
  {
    key: 'ai', label: 'AI', icon: 'RobotOutlined', roles: [Administrator, Seller, Designs],
    children: [
      { key: 'ai-mjd', label: 'Image', path: '/ai/server-mjd', roles: [Administrator, Seller, Designs] },
      { key: 'ai-gpt', label: 'Chat', path: '/ai/server-gpt', roles: [Administrator, Seller, Designs] },
      { key: 'ai-kli', label: 'Image & Video', path: '/ai/server-kli', roles: [Administrator, Seller, Designs] },
    ],
  },
  {
    key: 'app-settings', label: 'App Settings', icon: 'ToolOutlined', roles: [Administrator],
    children: [
      { key: 'product-types', label: 'Product Types', path: '/admin/product-types', roles: [Administrator] },
      { key: 'categories', label: 'Categories', path: '/admin/categories', roles: [Administrator] },
      { key: 'export-templates-admin', label: 'Export templates', path: '/export-templates', roles: [Administrator] },
    ],
  },
  { key: 'export-templates', label: 'Export templates', path: '/export-templates', icon: 'FileTextOutlined', roles: [Supplier] },
  { key: 'settings', label: 'Settings', path: '/admin/settings?key=account', icon: 'SettingOutlined', roles: [Administrator], bottom: true },
];

/** The menu a user sees; groups keep only the children the user may see. */
export function menuFor(roles: readonly string[]): MenuItem[] {
  const visible = (item: MenuItem) => item.roles.some((r) => roles.includes(r));
  return MENU.filter(visible).map((item) =>
    item.children ? { ...item, children: item.children.filter(visible) } : item,
  );
}
