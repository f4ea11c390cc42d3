import { Button, Form, Input } from 'antd';
import { useMutation } from 'urql';
import { LOGIN, useNotify, usePlatform, type SignInResult } from '@pod/platform';
import { CHANGE_PASSWORD_MUTATION } from './queries';

/** Sent without the (now ended) token, so the gateway takes it as a fresh sign-in. */
const WITHOUT_TOKEN = { fetchOptions: { credentials: 'include' as const, headers: {} } };

interface Props {
  userId: string;
  /** true when the signed-in user edits their own account: the current password is asked for */
  own: boolean;
}

interface Values {
  current_password?: string;
  new_password: string;
  confirm: string;
}

/**
 * Change Password tab. An administrator changing another user's password is not asked for
 * that user's current password (spec 001 "Change password").
 */
export function ChangePasswordForm({ userId, own }: Props) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const { user: me, signIn } = usePlatform();
  const [{ fetching }, changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const [, login] = useMutation<{ login: SignInResult }>(LOGIN);

  const onFinish = async (values: Values) => {
    const result = await changePassword({
      id: userId,
      current_password: own ? values.current_password : null,
      new_password: values.new_password,
    });
    if (result.error) return notify.error(result.error);
    notify.success('Your password updated');
    form.resetFields();
    // A password change ends every session of the account, this one included: sign in again with the new one.
    if (own && me) {
      const renewed = await login({ email: me.email, password: values.new_password }, WITHOUT_TOKEN);
      if (renewed.data?.login) signIn(renewed.data.login);
    }
  };

  return (
    <Form<Values> name="change_password" form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
      {own && (
        <Form.Item name="current_password" label="Current password" rules={[{ required: true, message: 'Please enter current password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="new_password" label="New password" rules={[{ required: true, message: 'Please input password' }]} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirm new password"
        dependencies={['new_password']}
        hasFeedback
        rules={[
          { required: true, message: 'Please confirm your password!' },
          ({ getFieldValue }) => ({
            validator(_, value) {
              if (!value || getFieldValue('new_password') === value) return Promise.resolve();
              return Promise.reject(new Error('Passwords do not match!'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={fetching}>
        Change Password
      </Button>
    </Form>
  );
}
