import { Outlet } from 'react-router-dom';
import { SignInUiProvider } from '@pod/platform/sign-in';

/**
 * The layout route of the plain (signed-out) pages: their own antd theme and App context, kept
 * mounted across /login ↔ /forgot-password so a toast ("Your password has been reset…") survives
 * the move. These pages use antd by component path, never the shared antd (see @pod/platform/sign-in).
 */
export function AnonymousLayout() {
  return (
    <SignInUiProvider>
      <Outlet />
    </SignInUiProvider>
  );
}
