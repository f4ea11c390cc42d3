import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PictureOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { MenuItem } from '@pod/contracts';

type AntItem = Required<MenuProps>['items'][number];

/**
 * The icons contracts MENU names, imported by name: a shared (Module Federation) package only
 * exposes the exports the build saw used, so `import * as Icons` + `Icons[name]` finds nothing.
 */
export const MENU_ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  AppstoreOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PictureOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
};

export function iconFor(name: string | undefined): ReactNode {
  const Icon = name ? MENU_ICONS[name] : undefined;
  // Decorative: the item's accessible name is its label alone ("Users", not "user Users").
  return Icon ? <Icon aria-hidden /> : null;
}

/** contracts MenuItem tree → antd Menu items; a leaf's key is its path (for selection). */
export function toAntItems(items: readonly MenuItem[]): AntItem[] {
  return items.map((item) =>
    item.children
      ? { key: item.key, icon: iconFor(item.icon), label: item.label, children: toAntItems(item.children) }
      : { key: item.path ?? item.key, icon: iconFor(item.icon), label: <Link to={item.path ?? '/'}>{item.label}</Link> },
  );
}
