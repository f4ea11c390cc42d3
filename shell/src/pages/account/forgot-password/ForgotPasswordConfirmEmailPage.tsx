import { AccountCard } from '../AccountCard';
import { RequestResetForm } from './RequestResetForm';

export function ForgotPasswordConfirmEmailPage() {
  return (
    <AccountCard title="Forgot password">
      <RequestResetForm />
    </AccountCard>
  );
}
