import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { firstErrorMessage } from '@pod/platform/session';
import { Field, Notice, SignInForm, SubmitButton, useSignInForm } from '@pod/platform/sign-in';
import { RESET_PASSWORD } from '../queries';

export const RESET_REQUEST_MESSAGES = {
  email: 'Please input your email!',
  sent: 'Further instructions have been sent to your email address.',
} as const;

/** Step 1 of the password reset: the email to send the reset link to (spec 000 §5). */
export function RequestResetForm() {
  const [{ fetching }, resetPassword] = useMutation(RESET_PASSWORD);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const form = useSignInForm(
    'forgot-password',
    {
      email: {
        rules: [
          { required: true, message: RESET_REQUEST_MESSAGES.email },
          { type: 'email', message: RESET_REQUEST_MESSAGES.email },
        ],
      },
    },
    async ({ email }) => {
      setError(null);
      const result = await resetPassword({ email: email.trim() });
      if (result.error) setError(firstErrorMessage(result.error));
      else setSent(true);
    },
  );

  if (sent) {
    return (
      <>
        <Notice type="success" title={RESET_REQUEST_MESSAGES.sent} role="status" style={{ marginBottom: 16 }} />
        <Link to="/login">Back to sign in</Link>
      </>
    );
  }
  return (
    <SignInForm form={form}>
      {error ? <Notice type="error" title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Field form={form} name="email" label="Email" autoComplete="email" placeholder="you@example.com" />
      <SubmitButton loading={fetching}>Send reset instructions</SubmitButton>
      <Link to="/login">Back to sign in</Link>
    </SignInForm>
  );
}
