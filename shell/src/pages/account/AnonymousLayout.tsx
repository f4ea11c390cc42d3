import { Outlet } from 'react-router-dom';
import { SignInUiProvider } from '@pod/platform/sign-in';

/**
 * The layout route of the plain (signed-out) pages: their toasts, kept mounted across
 * /login ↔ /forgot-password so "Your password has been reset…" survives the move. These pages are
 * drawn with the sign-in kit, never with the shared antd (see @pod/platform/sign-in).
 */
export function AnonymousLayout() {
  return (
    <SignInUiProvider>
      <Outlet />
    </SignInUiProvider>
  );
}
