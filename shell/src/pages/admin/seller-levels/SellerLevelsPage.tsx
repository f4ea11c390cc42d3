import { Button, Popconfirm, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { IdText, Page, formatMoney, useCan, useNotify } from '@pod/platform';
import { LevelDrawer } from './LevelDrawer';
import { DELETE_USER_LEVEL_MUTATION, USER_LEVELS_QUERY, type UserLevelRow } from './queries';

type DrawerState = { open: false } | { open: true; level: UserLevelRow | null };

/** /admin/seller-levels: customer levels (discount tiers); only Administrator and Listing change them. */
export function SellerLevelsPage() {
  const notify = useNotify();
  const canManage = useCan('sellerLevels.manage');
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const [{ data, fetching, error }, reexecute] = useQuery<{ userLevels: UserLevelRow[] }>({
    query: USER_LEVELS_QUERY,
    variables: { filter: { status: true } },
    requestPolicy: 'cache-and-network',
  });
  const [, deleteLevel] = useMutation(DELETE_USER_LEVEL_MUTATION);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const onDelete = async (level: UserLevelRow) => {
    const result = await deleteLevel({ id: level.id });
    if (result.error) return notify.error(result.error);
    notify.success('Delete success!');
    refresh();
  };

  const columns: TableColumnsType<UserLevelRow> = [
    { title: 'ID', dataIndex: 'id', key: 'id', render: (id: string) => <IdText id={id} /> },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'User', dataIndex: 'totalUser', key: 'totalUser' },
    { title: 'Total Order', dataIndex: 'order_total', key: 'order_total' },
    { title: 'Discount (USD)', dataIndex: 'discount', key: 'discount', render: (d: number) => formatMoney(d) },
  ];
  if (canManage) {
    columns.push({
      title: 'Action',
      key: 'action',
      render: (_, level) => (
        <Space>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${level.name}`} onClick={() => setDrawer({ open: true, level })} />
          </Tooltip>
          <Popconfirm title="Are you sure delete this level?" okText="Yes" cancelText="No" onConfirm={() => onDelete(level)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${level.name}`} />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Page
      title="Customer Levels"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, level: null })}>
            New Level
          </Button>
        )
      }
    >
      <Table<UserLevelRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.userLevels ?? []}
        loading={fetching}
        locale={error ? { emptyText: error.graphQLErrors[0]?.message ?? error.message } : undefined}
        pagination={false}
      />
      <LevelDrawer
        open={drawer.open}
        level={drawer.open ? drawer.level : null}
        onClose={() => setDrawer({ open: false })}
        onSaved={() => {
          setDrawer({ open: false });
          refresh();
        }}
      />
    </Page>
  );
}
