import { useEffect } from 'react';
import { Button, Drawer, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMutation } from 'urql';
import { DateField, useNotify } from '@pod/platform';
import { UPDATE_PROFILE } from '../queries';
import type { Profile } from './ProfilePage';

dayjs.extend(customParseFormat);

export const PROFILE_MESSAGES = {
  firstName: 'Please input first name',
  lastName: 'Please input last name',
  birthday: 'Please input birthday',
  email: 'Please input your E-mail!',
  emailInvalid: 'E-mail is not valid!',
  phone: 'Phone must contain digits only',
  currentPassword: 'Please enter your current password to change your e-mail',
  updated: 'Your profile updated',
  confirmEmail: (email: string) => `Open the link we sent to ${email} to confirm your new e-mail address.`,
} as const;

interface Values {
  first_name: string;
  last_name: string;
  birthday: Dayjs | null;
  email: string;
  phone?: string;
  address?: string;
  current_password?: string;
}

/** Reads the server's YYYY-MM-DD (or DD/MM/YYYY) birthday. */
export function parseBirthday(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, ['YYYY-MM-DD', 'DD/MM/YYYY'], true);
  return day.isValid() ? day : null;
}

/** The profile's edit drawer (spec 000 §5 "Profile": names, birthday, email required; phone numeric). */
export function ProfileDrawer({ profile, open, onClose, onSaved }: { profile: Profile; open: boolean; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [{ fetching }, update] = useMutation(UPDATE_PROFILE);
  // A new e-mail is where password resets go, so the server asks for the current password.
  const typedEmail = Form.useWatch('email', form);
  const changesEmail = open && typeof typedEmail === 'string' && typedEmail.trim().toLowerCase() !== profile.email.toLowerCase();

  useEffect(() => {
    if (open) {
      form.setFieldsValue({
        first_name: profile.first_name ?? '',
        last_name: profile.last_name ?? '',
        birthday: parseBirthday(profile.birthday),
        email: profile.email,
        phone: profile.phone ?? '',
        address: profile.address ?? '',
      });
    }
  }, [open, profile, form]);

  const onFinish = async (values: Values) => {
    const result = await update({
      id: profile.id,
      input: {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone?.trim() || null,
        address: values.address?.trim() || null,
        // A calendar day, no time zone (same as the users admin form).
        birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
        ...(changesEmail ? { current_password: values.current_password } : {}),
      },
    });
    if (result.error) return notify.error(result.error);
    notify.success(PROFILE_MESSAGES.updated);
    // The server applies a new address only once its link is opened (it says nothing about other accounts).
    if (changesEmail) notify.success(PROFILE_MESSAGES.confirmEmail(values.email.trim()));
    onSaved();
    onClose();
  };

  return (
    <Drawer
      title="Edit profile"
      open={open}
      onClose={onClose}
      size={420}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={fetching} onClick={() => form.submit()}>
            Save
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} name="profile">
        <Form.Item name="first_name" label="First name" rules={[{ required: true, whitespace: true, message: PROFILE_MESSAGES.firstName }]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="last_name" label="Last name" rules={[{ required: true, whitespace: true, message: PROFILE_MESSAGES.lastName }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="birthday" label="Birthday" rules={[{ required: true, message: PROFILE_MESSAGES.birthday }]}>
          <DateField format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: PROFILE_MESSAGES.email },
            { type: 'email', message: PROFILE_MESSAGES.emailInvalid },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        {changesEmail && (
          <Form.Item name="current_password" label="Current password" rules={[{ required: true, message: PROFILE_MESSAGES.currentPassword }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item name="phone" label="Phone" rules={[{ pattern: /^\d*$/, message: PROFILE_MESSAGES.phone }]}>
          <Input inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="address" label="Address">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
