import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { firstErrorMessage } from '@pod/platform/session';
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

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    const result = await resetPassword({ email: email.trim() });
    if (result.error) setError(firstErrorMessage(result.error));
    else setSent(true);
  };

  if (sent) {
    return (
      <>
        <Alert type="success" showIcon title={RESET_REQUEST_MESSAGES.sent} role="status" style={{ marginBottom: 16 }} />
        <Link to="/login">Back to sign in</Link>
      </>
    );
  }
  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="forgot-password">
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: RESET_REQUEST_MESSAGES.email },
          { type: 'email', message: RESET_REQUEST_MESSAGES.email },
        ]}
      >
        <Input autoComplete="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={fetching}>
          Send reset instructions
        </Button>
      </Form.Item>
      <Link to="/login">Back to sign in</Link>
    </Form>
  );
}
