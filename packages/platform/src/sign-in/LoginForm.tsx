import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from 'urql';
import { firstErrorMessage, LOGIN, usePlatform, type SignInResult } from '@pod/platform/session';

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
 * Email + password sign-in through the gateway; shared by the shell and standalone hosts. Render
 * it under SignInUiProvider: its antd components are not the shared antd's, so they read the
 * suite theme from that provider's ConfigProvider.
 */
export function LoginForm({ onSignedIn, footer }: LoginFormProps) {
  const { signIn } = usePlatform();
  const [, login] = useMutation(LOGIN);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: { email: string; password: string }) => {
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
  };

  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="login" size="large">
      {serverError ? <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: LOGIN_MESSAGES.emailRequired },
          { type: 'email', message: LOGIN_MESSAGES.emailInvalid },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: LOGIN_MESSAGES.emailRequired }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: footer ? 12 : 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Sign in
        </Button>
      </Form.Item>
      {footer}
    </Form>
  );
}
