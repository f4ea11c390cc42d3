import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { landingPathFor } from '@pod/contracts';
import { subjectOf, usePlatform } from '@pod/platform/session';

export const ACCESS_DENIED = {
  title: 'Access denied',
  text: 'Your account does not have access to this page.',
  back: 'Back to Home',
} as const;

/** What a signed-in user sees on a route their roles do not open (spec 000: "Access denied"). */
export function AccessDenied() {
  const { user } = usePlatform();
  const home = landingPathFor(subjectOf(user) ?? { roles: [] });
  return (
    <Result
      status="403"
      title={ACCESS_DENIED.title}
      subTitle={ACCESS_DENIED.text}
      extra={
        <Link to={home} replace>
          <Button type="primary">{ACCESS_DENIED.back}</Button>
        </Link>
      }
    />
  );
}
