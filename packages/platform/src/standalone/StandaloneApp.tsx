import { lazy, Suspense, useMemo } from 'react';
import { createBrowserRouter, Link, Navigate, Route, RouterProvider, Routes, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Layout, Menu, Typography } from 'antd';
import { matchRoute } from '@pod/contracts';
import { PlatformProvider } from '../PlatformProvider';
import { RequireAccess } from '../access/RequireAccess';
import { FullPageSpinner, pathAfterSignIn, takeDestination, usePlatform, type RemoteRoute } from '@pod/platform/session';
import type { LoginFormProps } from '../sign-in/LoginForm';

// The sign-in form is built from antd's own component modules, not the shared antd (see
// @pod/platform/sign-in); loaded on demand so a remote's shared platform does not carry it.
const LoginForm = lazy(() =>
  import('@pod/platform/sign-in').then(({ LoginForm: Form, SignInUiProvider }) => ({
    default: (props: LoginFormProps) => (
      <SignInUiProvider>
        <Form {...props} />
      </SignInUiProvider>
    ),
  })),
);

export interface StandaloneAppProps {
  /** Team name shown in the header ("Orders"). */
  title: string;
  routes: RemoteRoute[];
}

/**
 * A remote's own minimal host (`npm run dev -w <remote>`): the same platform (session, urql
 * client, guards) as the shell, a login form signing in through the same gateway, and a plain
 * list of the remote's pages. Only for the team's development; the suite runs inside the shell.
 */
export function StandaloneApp({ title, routes }: StandaloneAppProps) {
  // A data router, as in the shell: pages with unsaved edits use react-router's useBlocker.
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <StandaloneRoutes title={title} routes={routes} /> }]), [title, routes]);
  return (
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}

function StandaloneRoutes({ title, routes }: StandaloneAppProps) {
  return (
    <Routes>
      <Route path="/login" element={<StandaloneLogin title={title} first={firstStaticPath(routes)} />} />
      {routes.map(({ path, Component }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAccess access={matchRoute(path)?.access ?? 'login'}>
              <StandaloneLayout title={title} routes={routes}>
                <Suspense fallback={<FullPageSpinner />}>
                  <Component />
                </Suspense>
              </StandaloneLayout>
            </RequireAccess>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={firstStaticPath(routes)} replace />} />
    </Routes>
  );
}

function firstStaticPath(routes: RemoteRoute[]): string {
  return routes.find((r) => !r.path.includes(':'))?.path ?? '/login';
}

function StandaloneLogin({ title, first }: { title: string; first: string }) {
  const navigate = useNavigate();
  const { user, initialised } = usePlatform();
  if (initialised && user) return <Navigate to={first} replace />;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Card title={`${title} — standalone sign-in`} style={{ width: 380 }}>
        <Suspense fallback={<FullPageSpinner />}>
          <LoginForm onSignedIn={() => navigate(pathAfterSignIn(takeDestination(), first), { replace: true })} />
        </Suspense>
      </Card>
    </Flex>
  );
}

function StandaloneLayout({ title, routes, children }: { title: string; routes: RemoteRoute[]; children: React.ReactNode }) {
  const { user, signOut, currentSite } = usePlatform();
  const links = routes.filter((r) => !r.path.includes(':'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24 }}>
        <Typography.Text strong>{title} · standalone</Typography.Text>
        <Menu
          mode="horizontal"
          style={{ flex: 1, minWidth: 0 }}
          items={links.map((r) => ({ key: r.path, label: <Link to={r.path}>{matchRoute(r.path)?.title ?? r.path}</Link> }))}
        />
        <Typography.Text type="secondary">
          {user?.email}
          {currentSite ? ` · ${currentSite.title}` : ''}
        </Typography.Text>
        <Button onClick={signOut}>Logout</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
