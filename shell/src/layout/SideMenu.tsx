import { useMemo, useState } from 'react';
import { Flex, Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { menuFor } from '@pod/contracts';
import { usePlatform } from '@pod/platform';
import { selectedMenuKeys, toAntItems } from './menuItems';

/** Spec 000 "Menu by role": the items the user's roles allow; Settings sits at the bottom. */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?(): void }) {
  const { user } = usePlatform();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(user?.roles ?? []), [user?.roles]);
  const top = useMemo(() => toAntItems(menu.filter((i) => !i.bottom)), [menu]);
  const bottom = useMemo(() => toAntItems(menu.filter((i) => i.bottom)), [menu]);
  const { selected } = selectedMenuKeys(menu, pathname);
  // Groups open only when the user opens them: opening the active group on arrival would show
  // "Orders" twice (group and its first item) right after sign-in.
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  return (
    <Flex component="nav" aria-label="Main menu" vertical justify="space-between" style={{ height: '100%' }}>
      <Menu
        theme="dark"
        mode="inline"
        items={top}
        selectedKeys={selected}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={onNavigate}
      />
      {bottom.length ? <Menu theme="dark" mode="inline" items={bottom} selectedKeys={selected} onClick={onNavigate} /> : null}
    </Flex>
  );
}
