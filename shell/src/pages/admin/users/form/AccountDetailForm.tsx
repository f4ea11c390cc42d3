import { Button, Checkbox, Col, Form, Input, Row, Space } from 'antd';
import { DateField } from '@pod/platform';
import { useEffect } from 'react';
import { HIDDEN_ROLES } from '@pod/contracts';
import { BIRTHDAY_FORMAT, birthdayFromServer, type UserFormValues } from './userInput';
import type { UserFormUser } from './queries';

interface Props {
  /** undefined while creating */
  user?: UserFormUser;
  roles: { id: string; name: string }[];
  saving: boolean;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
}

/** Account Detail tab: the fields and messages of spec 001 §5 "User". */
export function AccountDetailForm({ user, roles, saving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const creating = !user;
  const choices = roles.filter((r) => !(HIDDEN_ROLES as string[]).includes(r.name));

  useEffect(() => {
    if (!user) return;
    form.setFieldsValue({
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      email: user.email,
      birthday: birthdayFromServer(user.birthday),
      address: user.address ?? '',
      phone: user.phone ?? '',
      roles: user.roles.map((r) => r.id),
    });
  }, [user, form]);

  return (
    <Form<UserFormValues> name="account_detail" form={form} layout="vertical" onFinish={onSubmit} initialValues={{ roles: [] }} style={{ maxWidth: 720 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="first_name" label="First name" rules={[{ required: true, whitespace: true, message: 'Please input first name' }]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label="Last name" rules={[{ required: true, whitespace: true, message: 'Please input last name' }]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label="E-mail"
        rules={[
          { type: 'email', message: 'E-mail is not valid!' },
          { required: true, message: 'Please input your E-mail!' },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {creating && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please input password' }]} hasFeedback>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="confirm"
              label="Confirm Password"
              dependencies={['password']}
              hasFeedback
              rules={[
                { required: true, message: 'Please confirm your password!' },
                ({ getFieldValue }) => ({
                  validator(_, value) {
                    if (!value || getFieldValue('password') === value) return Promise.resolve();
                    return Promise.reject(new Error('Passwords do not match!'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="birthday" label="Birthday">
            <DateField format={BIRTHDAY_FORMAT} placeholder={BIRTHDAY_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Phone" rules={[{ required: true, whitespace: true, message: 'Please input phone' }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label="Address">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label="Roles" rules={[{ required: true, type: 'array', min: 1, message: 'Please choose user roles' }]}>
        <Checkbox.Group options={choices.map((r) => ({ label: r.name, value: r.id }))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </Form>
  );
}
