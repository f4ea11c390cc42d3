import { useState } from 'react';
import { Avatar, Button, Descriptions, Flex, Result, Skeleton, Tag } from 'antd';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { firstErrorMessage, formatDate, Page, usePlatform } from '@pod/platform';
import { PROFILE } from '../queries';
import { parseBirthday, ProfileDrawer } from './ProfileDrawer';

export interface Profile {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
  birthday: string | null;
  avatar: { id: string | null; url: string | null } | null;
  roles: { id: string; name: string }[];
  level: { id: string; name: string } | null;
  created_at: string;
}

/** /profile: the signed-in user's details and an edit drawer. */
export function ProfilePage() {
  const { reloadUser } = usePlatform();
  const [{ data, fetching, error }, refetch] = useQuery<{ me: Profile | null }>({ query: PROFILE, requestPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const profile = data?.me;

  return (
    <Page
      title="Profile"
      extra={
        profile ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {error && !profile ? <Result status="error" title={firstErrorMessage(error)} /> : null}
      {fetching && !profile ? <Skeleton active /> : null}
      {profile ? (
        <Flex gap={24} wrap align="start">
          <Avatar size={72} src={profile.avatar?.url ?? undefined} icon={<UserOutlined />} />
          <Descriptions column={{ xs: 1, md: 2 }} style={{ flex: 1, minWidth: 260 }}>
            <Descriptions.Item label="First name">{profile.first_name}</Descriptions.Item>
            <Descriptions.Item label="Last name">{profile.last_name}</Descriptions.Item>
            <Descriptions.Item label="Email">{profile.email}</Descriptions.Item>
            <Descriptions.Item label="Phone">{profile.phone}</Descriptions.Item>
            <Descriptions.Item label="Birthday">{formatDate(parseBirthday(profile.birthday))}</Descriptions.Item>
            <Descriptions.Item label="Address">{profile.address}</Descriptions.Item>
            <Descriptions.Item label="Roles">
              {profile.roles.map((r) => (
                <Tag key={r.id}>{r.name}</Tag>
              ))}
            </Descriptions.Item>
            {profile.level ? <Descriptions.Item label="Level">{profile.level.name}</Descriptions.Item> : null}
            <Descriptions.Item label="Member since">{formatDate(profile.created_at)}</Descriptions.Item>
          </Descriptions>
        </Flex>
      ) : null}
      {profile ? (
        <ProfileDrawer
          profile={profile}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={() => {
            refetch({ requestPolicy: 'network-only' });
            void reloadUser();
          }}
        />
      ) : null}
    </Page>
  );
}
