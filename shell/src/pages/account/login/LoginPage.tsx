import { useState } from 'react';
import { Navigate, Link, useLocation } from 'react-router-dom';
import { landingPathFor } from '@pod/contracts';
import { pathAfterSignIn, subjectOf, takeDestination, usePlatform, FullPageSpinner } from '@pod/platform/session';
import { LoginForm } from '@pod/platform/sign-in';
import { AccountCard } from '../AccountCard';

export function LoginPage() {
  const { user, initialised } = usePlatform();
  const location = useLocation();
  // Set together with the session, so the render that first sees the new user also knows
  // where it goes. A navigate() call is a transition: while a remote landing page loads,
  // /login stays mounted and would send the just-signed-in user to /orders instead.
  const [destination, setDestination] = useState<string | null>(null);

  if (destination) return <Navigate to={destination} replace />;
  if (!initialised && !user) return <FullPageSpinner />;
  // Spec 000 sends a signed-in user to /orders; a role that may not open it goes to its landing page.
  if (initialised && user) return <Navigate to={landingPathFor(subjectOf(user)!)} replace />;

  const from = (location.state as { from?: string } | null)?.from ?? null;
  return (
    <AccountCard title="Sign in">
      <LoginForm
        onSignedIn={(result) => {
          const roles = (result.user.roles ?? []).map((r) => (typeof r === 'string' ? r : r.name));
          const landing = landingPathFor({ roles, isSuperAdmin: !!result.user.is_supper_admin });
          setDestination(pathAfterSignIn(takeDestination() ?? from, landing));
        }}
        footer={<Link to="/forgot-password-confirm-email">Forgot password?</Link>}
      />
    </AccountCard>
  );
}
