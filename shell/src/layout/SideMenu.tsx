import { useEffect, useMemo, useState } from 'react';
import { Flex, Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { menuFor, menuTrail } from '@pod/contracts';
import { subjectOf, usePlatform } from '@pod/platform';
import { toAntItems } from './menuItems';

/**
 * Spec 000 "Menu by role": the items the user's routes allow; Settings sits at the bottom.
 * The current page's entry is highlighted and its group opened, also on a deep link or reload.
 */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?(): void }) {
  const { user } = usePlatform();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(subjectOf(user) ?? { roles: [] }), [user]);
  const top = useMemo(() => toAntItems(menu.filter((i) => !i.bottom)), [menu]);
  const bottom = useMemo(() => toAntItems(menu.filter((i) => i.bottom)), [menu]);
  const trail = useMemo(() => menuTrail(menu, pathname), [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.open);
  const currentGroup = trail.open[0];
  // Arriving in another group opens it; groups the user opened stay open.
  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);

  return (
    <Flex component="nav" aria-label="Main menu" vertical justify="space-between" style={{ height: '100%' }}>
      <Menu
        theme="dark"
        mode="inline"
        items={top}
        selectedKeys={trail.selected}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={onNavigate}
      />
      {bottom.length ? <Menu theme="dark" mode="inline" items={bottom} selectedKeys={trail.selected} onClick={onNavigate} /> : null}
    </Flex>
  );
}
