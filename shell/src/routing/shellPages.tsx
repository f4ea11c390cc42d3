import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FullPageSpinner } from '@pod/platform/session';
import type { RemoteRoutePageProps } from '../remotes/RemoteRoutePage';

/**
 * A page loaded on first visit. Each page is its own chunk, so /login downloads neither the admin
 * pages nor the antd components only they use (Module Federation fetches a chunk's shared modules
 * together with it, so an eager import here would put them all on the first page).
 */
function page<Props extends object = object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component }))) as LazyExoticComponent<ComponentType<Props>>;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

// The signed-out pages and their layout share one chunk (webpackChunkName "sign-in-pages"): they
// import antd by component path, and that small antd is what /login downloads instead of the shared one.

const UserFormPage = page(() => import('../pages/admin/users/form/UserFormPage').then((m) => m.UserFormPage));

/** The shell's own pages, by the path pattern of contracts ROUTES (owner 'shell'). */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/login': page(() => import(/* webpackChunkName: "sign-in-pages" */ '../pages/account/login/LoginPage').then((m) => m.LoginPage)),
  '/forgot-password-confirm-email': page(() =>
    import(/* webpackChunkName: "sign-in-pages" */ '../pages/account/forgot-password/ForgotPasswordConfirmEmailPage').then(
      (m) => m.ForgotPasswordConfirmEmailPage,
    ),
  ),
  '/forgot-password': page(() =>
    import(/* webpackChunkName: "sign-in-pages" */ '../pages/account/forgot-password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  '/verify/:token': page(() => import(/* webpackChunkName: "sign-in-pages" */ '../pages/account/verify/VerifyPage').then((m) => m.VerifyPage)),
  '/profile': page(() => import('../pages/account/profile/ProfilePage').then((m) => m.ProfilePage)),
  '/change-password': page(() => import('../pages/account/change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage)),
  '/balance': page(() => import('../pages/balance/BalancePage').then((m) => m.BalancePage)),
  '/admin/users-manager': page(() => import('../pages/admin/users/list/UsersManagerPage').then((m) => m.UsersManagerPage)),
  '/admin/users-manager/edit/:id': UserFormPage,
  '/admin/user-form': UserFormPage,
  '/admin/settings': page(() => import('../pages/admin/settings/AppSettingsPage').then((m) => m.AppSettingsPage)),
  '/admin/seller-levels': page(() => import('../pages/admin/seller-levels/SellerLevelsPage').then((m) => m.SellerLevelsPage)),
};

/** The layout route of the plain pages (sign-in, reset, verify): their theme without the shared antd. */
export const AnonymousLayout = page(() =>
  import(/* webpackChunkName: "sign-in-pages" */ '../pages/account/AnonymousLayout').then((m) => m.AnonymousLayout),
);

/** A remote's page; lazy because its loader and error panel come with the shared antd (@pod/platform). */
export const loadRemoteRoutePage = () => import('../remotes/RemoteRoutePage').then((m) => m.RemoteRoutePage);
export const RemoteRoutePage = page<RemoteRoutePageProps>(loadRemoteRoutePage);

/** Shown by the route guard to a signed-in user without the role (inside the signed-in layout). */
export const AccessDeniedPage = page(() => import('./AccessDeniedPage').then((m) => m.AccessDeniedPage));

/** The layout of every non-plain route (side menu, header): not needed by the sign-in pages. */
export const loadMainLayout = () => import('../layout/MainLayout').then((m) => m.MainLayout);
export const MainLayout = page(loadMainLayout);

export const NotFoundPage = page(() => import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));
