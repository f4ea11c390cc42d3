import { Button, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { HIDDEN_ROLES } from '@pod/contracts';
import { Page, useNotify, usePlatform } from '@pod/platform';
import {
  BLOCK_USER_MUTATION,
  DELETE_USER_MUTATION,
  ROLES_QUERY,
  USERS_QUERY,
  type RoleRow,
  type UserRow,
  type UsersResult,
} from './queries';
import { UsersFilter, type UsersFilterValue } from './UsersFilter';

/** Spec 000 §9: users are listed 25 per page. */
export const USERS_PAGE_SIZE = 25;

const visibleRoles = (roles: RoleRow[]) => roles.filter((r) => !(HIDDEN_ROLES as string[]).includes(r.name));

const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ');

export function UsersManagerPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user: me } = usePlatform();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UsersFilterValue>({});

  const variables = useMemo(
    () => ({
      filter: {
        offset: (page - 1) * USERS_PAGE_SIZE,
        limit: USERS_PAGE_SIZE,
        search: search || undefined,
        role: filter.role,
        status: filter.status,
      },
    }),
    [page, search, filter],
  );
  const [{ data, fetching, error }, reexecute] = useQuery<UsersResult>({
    query: USERS_QUERY,
    variables,
    // a user created or changed on the form shows when the list is opened again
    requestPolicy: 'cache-and-network',
  });
  const [rolesResult] = useQuery<{ roles: RoleRow[] }>({ query: ROLES_QUERY });
  const [, blockUser] = useMutation(BLOCK_USER_MUTATION);
  const [, deleteUser] = useMutation(DELETE_USER_MUTATION);

  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  /** Nobody blocks or deletes themselves or a super admin (spec 000 §6); the server refuses too. */
  const isProtected = (row: UserRow) => row.id === me?.id || row.is_supper_admin;

  const onToggleBlock = async (row: UserRow) => {
    const blocking = row.status;
    const result = await blockUser({ id: row.id, action: blocking ? 'block' : 'unblock' });
    if (result.error) return notify.error(result.error);
    notify.success(blocking ? 'User blocked' : 'User unblocked');
    refresh();
  };

  const onDelete = async (row: UserRow) => {
    const result = await deleteUser({ id: row.id });
    if (result.error) return notify.error(result.error);
    notify.success('Delete success!');
    if (data && data.users.hits.length === 1 && page > 1) setPage(page - 1);
    refresh();
  };

  const columns: TableColumnsType<UserRow> = [
    { title: 'Name', key: 'name', render: (_, row) => fullName(row) },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    { title: 'Address', dataIndex: 'address', key: 'address' },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {visibleRoles(row.roles).map((r) => (
            <Tag key={r.id} color="blue">
              {r.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      // The state in words beside the action, so Block/UnBlock is never read as the state itself.
      render: (_, row) => {
        const state = <Tag color={row.status ? 'green' : 'default'}>{row.status ? 'Active' : 'Inactive'}</Tag>;
        const button = (
          <Button size="small" danger={row.status} disabled={isProtected(row)} aria-label={`${row.status ? 'Block' : 'UnBlock'} ${row.email}`}>
            {row.status ? 'Block' : 'UnBlock'}
          </Button>
        );
        return (
          <Space size={8}>
            {state}
            {isProtected(row) ? (
              button
            ) : (
              <Popconfirm
                title={row.status ? 'Are you sure to block this user?' : 'Are you sure to unblock this user?'}
                okText="Yes"
                cancelText="No"
                onConfirm={() => onToggleBlock(row)}
              >
                {button}
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.email}`}
              onClick={() => navigate(`/admin/users-manager/edit/${row.id}`)}
            />
          </Tooltip>
          {!isProtected(row) && (
            <Popconfirm
              title="Are you sure to delete this user?"
              okText="Yes"
              cancelText="No"
              onConfirm={() => onDelete(row)}
            >
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.email}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="Users"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/user-form')}>
          New User
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          aria-label="Search users"
          placeholder="Search name, email or phone"
          style={{ width: 320 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <UsersFilter
          value={filter}
          roles={visibleRoles(rolesResult.data?.roles ?? [])}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </Space>
      <Table<UserRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.users.hits ?? []}
        loading={fetching}
        locale={error ? { emptyText: error.graphQLErrors[0]?.message ?? error.message } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: data?.users.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Page>
  );
}
