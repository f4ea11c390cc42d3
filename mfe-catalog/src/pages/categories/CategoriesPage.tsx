import { Button, Popconfirm, Radio, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page, StrongDeleteConfirm, useCan, useNotify, usePlatform } from '@pod/platform';
import { pageRange } from './pageRange';
import {
  CATEGORIES_PAGE_SIZE,
  CATEGORIES_QUERY,
  DELETE_CATEGORY_MUTATION,
  type CategoryRow,
} from './queries';

type StatusFilter = 'active' | 'inactive';

/**
 * /admin/categories: product-type categories, Active by default, 10 per page. Only
 * categories.manage holders (Administrator, Listing) get Add New and the Action column, so a
 * Supporter or a Seller reads only.
 */
export function CategoriesPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = usePlatform();
  const canManage = useCan('categories.manage');
  const [status, setStatus] = useState<StatusFilter>('active');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<CategoryRow | null>(null);

  const variables = useMemo(
    () => ({ filter: { status: status === 'active', offset: (page - 1) * CATEGORIES_PAGE_SIZE, limit: CATEGORIES_PAGE_SIZE } }),
    [status, page],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CATEGORIES_QUERY,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const [deleting, deleteCategory] = useMutation(DELETE_CATEGORY_MUTATION);

  const remove = async (category: CategoryRow) => {
    const result = await deleteCategory({ id: category.id });
    if (result.error) return notify.error(result.error);
    if (!result.data?.deleteCategory) return notify.error('The category could not be deleted');
    notify.success('Delete success!');
    setConfirming(null);
    // The last row of a page went: show the page before it.
    if (data && data.categories.hits.length === 1 && page > 1) setPage(page - 1);
    reexecute({ requestPolicy: 'network-only' });
  };

  // Spec 001 §6: the super admin confirms a second time; everyone else after the simple confirm.
  const onConfirmDelete = (category: CategoryRow) => (user?.is_supper_admin ? setConfirming(category) : remove(category));

  const columns: TableColumnsType<CategoryRow> = [
    { title: 'Categories', dataIndex: 'title', key: 'title' },
    { title: 'Product Type', dataIndex: 'totalProductType', key: 'totalProductType', width: 160 },
  ];
  if (canManage) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 120,
      render: (_, category) => (
        <Space size={0}>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${category.title}`}
              onClick={() => navigate(`/admin/category/edit/${category.id}`)}
            />
          </Tooltip>
          <Popconfirm title="Are you sure delete this category?" okText="Yes" cancelText="No" onConfirm={() => onConfirmDelete(category)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${category.title}`} />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Page
      title="Categories"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/category/add')}>
            Add New
          </Button>
        )
      }
    >
      <Radio.Group
        aria-label="Status"
        optionType="button"
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          setPage(1);
        }}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
      <Table<CategoryRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.categories.hits ?? []}
        loading={fetching}
        locale={error ? { emptyText: error.graphQLErrors[0]?.message ?? error.message } : undefined}
        pagination={{
          current: page,
          pageSize: CATEGORIES_PAGE_SIZE,
          total: data?.categories.count ?? 0,
          showSizeChanger: false,
          showTotal: pageRange,
          onChange: setPage,
        }}
      />
      <StrongDeleteConfirm
        item={confirming}
        kind="category"
        details={confirming ? [{ key: 'types', label: 'Product types', children: confirming.totalProductType }] : undefined}
        warning={`This category will be deleted${confirming?.totalProductType ? ' and removed from its product types' : ''}. Type its title exactly as shown to confirm.`}
        deleting={deleting.fetching}
        onCancel={() => setConfirming(null)}
        onConfirm={remove}
      />
    </Page>
  );
}
