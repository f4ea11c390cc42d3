import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FullPageSpinner } from '@pod/platform';

/**
 * A page loaded on first visit. Each page is its own chunk, so /login downloads neither the admin
 * pages nor the antd components only they use (Module Federation fetches a chunk's shared modules
 * together with it, so an eager import here would put them all on the first page).
 */
function page(load: () => Promise<ComponentType>): ComponentType {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}

const UserFormPage = page(() => import('../pages/admin/users/form/UserFormPage').then((m) => m.UserFormPage));

/** The shell's own pages, by the path pattern of contracts ROUTES (owner 'shell'). */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/login': page(() => import('../pages/account/login/LoginPage').then((m) => m.LoginPage)),
  '/forgot-password-confirm-email': page(() =>
    import('../pages/account/forgot-password/ForgotPasswordConfirmEmailPage').then((m) => m.ForgotPasswordConfirmEmailPage),
  ),
  '/forgot-password': page(() => import('../pages/account/forgot-password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  '/verify/:token': page(() => import('../pages/account/verify/VerifyPage').then((m) => m.VerifyPage)),
  '/profile': page(() => import('../pages/account/profile/ProfilePage').then((m) => m.ProfilePage)),
  '/change-password': page(() => import('../pages/account/change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage)),
  '/balance': page(() => import('../pages/balance/BalancePage').then((m) => m.BalancePage)),
  '/admin/users-manager': page(() => import('../pages/admin/users/list/UsersManagerPage').then((m) => m.UsersManagerPage)),
  '/admin/users-manager/edit/:id': UserFormPage,
  '/admin/user-form': UserFormPage,
  '/admin/settings': page(() => import('../pages/admin/settings/AppSettingsPage').then((m) => m.AppSettingsPage)),
  '/admin/seller-levels': page(() => import('../pages/admin/seller-levels/SellerLevelsPage').then((m) => m.SellerLevelsPage)),
};

/** The layout of every non-plain route (side menu, header): not needed by the sign-in pages. */
export const MainLayout = page(() => import('../layout/MainLayout').then((m) => m.MainLayout));

export const NotFoundPage = page(() => import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));
