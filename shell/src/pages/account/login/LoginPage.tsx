import { useState } from 'react';
import { Navigate, Link, useLocation } from 'react-router-dom';
import { landingPathFor } from '@pod/contracts';
import { LoginForm, pathAfterSignIn, takeDestination, usePlatform, FullPageSpinner } from '@pod/platform';
import { AccountCard } from '../AccountCard';

/** Where a signed-in user who opens /login is sent (spec 000 "Access and redirects"). */
export const SIGNED_IN_LOGIN_REDIRECT = '/orders';

export function LoginPage() {
  const { user, initialised } = usePlatform();
  const location = useLocation();
  // Set together with the session, so the render that first sees the new user also knows
  // where it goes. A navigate() call is a transition: while a remote landing page loads,
  // /login stays mounted and would send the just-signed-in user to /orders instead.
  const [destination, setDestination] = useState<string | null>(null);

  if (destination) return <Navigate to={destination} replace />;
  if (!initialised && !user) return <FullPageSpinner />;
  if (initialised && user) return <Navigate to={SIGNED_IN_LOGIN_REDIRECT} replace />;

  const from = (location.state as { from?: string } | null)?.from ?? null;
  return (
    <AccountCard title="Sign in">
      <LoginForm
        onSignedIn={(result) => {
          const roles = result.user.roles.map((r) => (typeof r === 'string' ? r : r.name));
          setDestination(pathAfterSignIn(takeDestination() ?? from, landingPathFor(roles)));
        }}
        footer={<Link to="/forgot-password-confirm-email">Forgot password?</Link>}
      />
    </AccountCard>
  );
}
