import { Page, usePlatform } from '@pod/platform';
import { ChangePasswordForm } from '../../admin/users/form/ChangePasswordForm';

/**
 * /change-password: the signed-in user's own password. Reuses the users admin form so the
 * rules and texts ("Please enter current password", "Your password updated") live in one place.
 */
export function ChangePasswordPage() {
  const { user } = usePlatform();
  if (!user) return null;
  return (
    <Page title="Change password">
      <ChangePasswordForm userId={user.id} own />
    </Page>
  );
}
