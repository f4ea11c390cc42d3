import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { usePlatform } from '@pod/platform';

/** Greeting with the first name; Profile, Change Password and Logout (spec 000 "Shell"). */
export function UserMenu() {
  const { user, signOut } = usePlatform();
  const navigate = useNavigate();
  if (!user) return null;

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'change-password', icon: <LockOutlined />, label: 'Change Password' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      signOut();
      navigate('/login', { replace: true });
    } else navigate(`/${key}`);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="User menu" style={{ height: 40 }}>
        <Avatar size="small" src={user.avatar?.url} icon={<UserOutlined />} />
        <span>Hi, {user.first_name || user.email}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
