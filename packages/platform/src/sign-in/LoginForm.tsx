import { useState } from 'react';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from 'urql';
import { firstErrorMessage, LOGIN, usePlatform, type SignInResult } from '@pod/platform/session';
import { Field, Notice, SignInForm, SubmitButton } from './controls';
import { useSignInForm } from './form';

/** Spec 000 §5 validation texts (the password rule reuses the email text, as specified). */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
} as const;

export interface LoginFormProps {
  /** Called after a successful sign-in, once the session holds the token. */
  onSignedIn?(result: SignInResult): void;
  /** Extra content under the button (the shell's "Forgot password?" link). */
  footer?: React.ReactNode;
}

/**
 * Email + password sign-in through the gateway; shared by the shell and standalone hosts. Drawn
 * with the sign-in kit (no antd component), so it renders under any provider.
 */
export function LoginForm({ onSignedIn, footer }: LoginFormProps) {
  const { signIn } = usePlatform();
  const [, login] = useMutation(LOGIN);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const form = useSignInForm(
    'login',
    {
      email: {
        rules: [
          { required: true, message: LOGIN_MESSAGES.emailRequired },
          { type: 'email', message: LOGIN_MESSAGES.emailInvalid },
        ],
      },
      password: { rules: [{ required: true, message: LOGIN_MESSAGES.emailRequired }] },
    },
    async (values) => {
      setSubmitting(true);
      setServerError(null);
      const result = await login({ email: values.email.trim(), password: values.password });
      setSubmitting(false);
      if (result.error || !result.data?.login) {
        setServerError(firstErrorMessage(result.error ?? 'Login failed'));
        return;
      }
      signIn(result.data.login);
      onSignedIn?.(result.data.login);
    },
  );

  return (
    <SignInForm form={form} size="large">
      {serverError ? <Notice type="error" title={serverError} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Field form={form} name="email" label="Email" prefix={<MailOutlined />} autoComplete="username" placeholder="you@example.com" />
      <Field form={form} name="password" label="Password" type="password" prefix={<LockOutlined />} autoComplete="current-password" />
      <SubmitButton loading={submitting} style={{ marginBottom: footer ? 12 : 0 }}>
        Sign in
      </SubmitButton>
      {footer}
    </SignInForm>
  );
}
