import { Navigate, Link, useLocation, useNavigate } from 'react-router-dom';
import { landingPathFor } from '@pod/contracts';
import { LoginForm, pathAfterSignIn, takeDestination, usePlatform, FullPageSpinner } from '@pod/platform';
import { AccountCard } from '../AccountCard';

/** Where a signed-in user who opens /login is sent (spec 000 "Access and redirects"). */
export const SIGNED_IN_LOGIN_REDIRECT = '/orders';

export function LoginPage() {
  const { user, initialised } = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();

  if (!initialised && !user) return <FullPageSpinner />;
  if (initialised && user) return <Navigate to={SIGNED_IN_LOGIN_REDIRECT} replace />;

  const from = (location.state as { from?: string } | null)?.from ?? null;
  return (
    <AccountCard title="Sign in">
      <LoginForm
        onSignedIn={(result) => {
          const roles = result.user.roles.map((r) => (typeof r === 'string' ? r : r.name));
          navigate(pathAfterSignIn(takeDestination() ?? from, landingPathFor(roles)), { replace: true });
        }}
        footer={<Link to="/forgot-password-confirm-email">Forgot password?</Link>}
      />
    </AccountCard>
  );
}
