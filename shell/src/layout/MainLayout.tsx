import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Layout, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { landingPathFor } from '@pod/contracts';
import { FullPageSpinner, PlatformUiProvider, subjectOf, usePlatform } from '@pod/platform';
import { SideMenu } from './SideMenu';
import { SiteSelector } from './SiteSelector';
import { UserMenu } from './UserMenu';

/** Spec 000 "Shell": side menu 220 px (80 collapsed), a drawer below 992 px. */
export const SIDER_WIDTH = 220;
export const SIDER_COLLAPSED_WIDTH = 80;
/** Pages with their own layout and no site selector (spec 002 §2.1). */
const NO_SITE_SELECTOR = ['/cliparts'];

/** The user's home: their landing page (spec 000's Back to Home target, /ai/server-mjd, is not built yet). */
export function useHomePath(): string {
  const { user } = usePlatform();
  return landingPathFor(subjectOf(user) ?? { roles: [] });
}

function Logo({ compact }: { compact: boolean }) {
  const home = useHomePath();
  return (
    <Link to={home} aria-label="Home" style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}>
      <PrinterOutlined style={{ fontSize: 22, color: '#1f6feb' }} />
      {compact ? null : (
        <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
          POD Back Office
        </Typography.Text>
      )}
    </Link>
  );
}

/**
 * The signed-in frame, under the suite's antd theme and App context: the shared antd singleton
 * starts here (remotes render inside and use it); the signed-out pages never load it.
 */
export function MainLayout() {
  return (
    <PlatformUiProvider>
      <MainLayoutFrame />
    </PlatformUiProvider>
  );
}

function MainLayoutFrame() {
  const { initialised, user } = usePlatform();
  const screens = Grid.useBreakpoint();
  // useBreakpoint is empty on the first render; treat that as desktop.
  const mobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  if (!initialised) return <FullPageSpinner label="Loading the back office" />;

  const toggle = () => (mobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c));
  const showSiteSelector = !NO_SITE_SELECTOR.some((p) => pathname === p || pathname.startsWith(p + '/'));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          title={<Logo compact={false} />}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          {user ? <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} /> : null}
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {user ? <SideMenu collapsed={collapsed} /> : null}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{ position: 'sticky', top: 0, zIndex: 10, paddingInline: 16, borderBottom: '1px solid #f0f0f0', display: 'flex', alignItems: 'center' }}
        >
          <Flex align="center" gap={12} style={{ flex: 1, minWidth: 0 }}>
            <Button
              type="text"
              aria-label={mobile ? 'Open menu' : collapsed ? 'Expand menu' : 'Collapse menu'}
              icon={!mobile && !collapsed ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggle}
            />
            <Logo compact={!!mobile} />
          </Flex>
          <Flex align="center" gap={12}>
            {showSiteSelector ? <SiteSelector /> : null}
            <UserMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: mobile ? 12 : 24 }}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: '#8c8c8c' }}>Copyright © 2021 POD Back Office</Layout.Footer>
      </Layout>
    </Layout>
  );
}
