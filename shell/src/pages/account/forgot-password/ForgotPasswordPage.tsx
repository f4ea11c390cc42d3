import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { firstErrorMessage } from '@pod/platform/session';
import { useSignInMessage } from '@pod/platform/sign-in';
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

  const onFinish = async ({ password }: { password: string }) => {
    setError(null);
    const result = await reset({ token, pass: password });
    if (result.error || !result.data?.resetPasswordByToken) {
      setError(result.error ? firstErrorMessage(result.error) : RESET_MESSAGES.failed);
      return;
    }
    void message.success(RESET_MESSAGES.done);
    navigate('/login', { replace: true });
  };

  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="reset-password">
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="Password" name="password" rules={[{ required: true, message: RESET_MESSAGES.password }]} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirm"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: RESET_MESSAGES.confirm },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(RESET_MESSAGES.mismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={fetching}>
          Reset password
        </Button>
      </Form.Item>
      <Link to="/login">Back to sign in</Link>
    </Form>
  );
}
