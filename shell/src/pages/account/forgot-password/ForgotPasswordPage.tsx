import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { firstErrorMessage } from '@pod/platform/session';
import { Field, Notice, SignInForm, SubmitButton, useSignInForm, useSignInMessage } from '@pod/platform/sign-in';
import { AccountCard } from '../AccountCard';
import { RESET_PASSWORD_BY_TOKEN } from '../queries';
import { RequestResetForm } from './RequestResetForm';

export const RESET_MESSAGES = {
  password: 'Please input your password!',
  confirm: 'Please confirm your password!',
  mismatch: 'Two passwords that you enter is inconsistent!',
  /** Spec 000 §8: the reset failure fallback text. */
  failed: 'Register error',
  done: 'Your password has been reset. Please sign in.',
} as const;

/**
 * /forgot-password: with `?token=` from the reset mail, set a new password (then /login);
 * without a token, ask for the email (spec 000 "Routes in this document").
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AccountCard title={token ? 'Reset password' : 'Forgot password'}>{token ? <ResetForm token={token} /> : <RequestResetForm />}</AccountCard>;
}

function ResetForm({ token }: { token: string }) {
  const [{ fetching }, reset] = useMutation(RESET_PASSWORD_BY_TOKEN);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const message = useSignInMessage();

  const form = useSignInForm(
    'reset-password',
    {
      password: { rules: [{ required: true, message: RESET_MESSAGES.password }] },
      confirm: {
        dependencies: ['password'],
        rules: [
          { required: true, message: RESET_MESSAGES.confirm },
          { validator: (value, values) => (!value || values.password === value ? null : RESET_MESSAGES.mismatch) },
        ],
      },
    },
    async ({ password }) => {
      setError(null);
      const result = await reset({ token, pass: password });
      if (result.error || !result.data?.resetPasswordByToken) {
        setError(result.error ? firstErrorMessage(result.error) : RESET_MESSAGES.failed);
        return;
      }
      message.success(RESET_MESSAGES.done);
      navigate('/login', { replace: true });
    },
  );

  return (
    <SignInForm form={form}>
      {error ? <Notice type="error" title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Field form={form} name="password" label="Password" type="password" autoComplete="new-password" hasFeedback />
      <Field form={form} name="confirm" label="Confirm password" type="password" autoComplete="new-password" hasFeedback />
      <SubmitButton loading={fetching}>Reset password</SubmitButton>
      <Link to="/login">Back to sign in</Link>
    </SignInForm>
  );
}
