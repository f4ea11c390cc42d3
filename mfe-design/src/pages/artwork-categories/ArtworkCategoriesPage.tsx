import { Button, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, useNotify, usePlatform } from '@pod/platform';
import { allKeys, filterRows, findRow, toRows, type CategoryRow } from './categoryTree';
import { CategoryFormModal } from './CategoryFormModal';
import { ARTWORK_CATEGORIES_QUERY, DELETE_ARTWORK_CATEGORY, type ArtworkCategoriesResult } from './queries';

/**
 * /artworks/categories (spec 002 §2.3): a tree table of Title and Actions with a search box.
 * A Seller sees only their own categories (the server scopes them too);
 * `?categoryID=` narrows the table to that category's branch.
 */
export function ArtworkCategoriesPage() {
  const notify = useNotify();
  const { user } = usePlatform();
  const [params, setParams] = useSearchParams();
  const focusId = params.get('categoryID');
  const isSeller = !!user?.roles.includes(ROLES.Seller) && !user.is_supper_admin;

  const [{ data, fetching, error }, reexecute] = useQuery<ArtworkCategoriesResult>({
    query: ARTWORK_CATEGORIES_QUERY,
    variables: { userID: isSeller ? user?.id : undefined },
  });
  const [, deleteCategory] = useMutation(DELETE_ARTWORK_CATEGORY);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<{ open: boolean; editing: CategoryRow | null }>({ open: false, editing: null });
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  const tree = useMemo(() => toRows(data?.artworkCategories.hits ?? []), [data]);
  const focused = focusId ? findRow(tree, focusId) : null;
  const rows = useMemo(() => filterRows(focused ? [focused] : tree, search), [tree, focused, search]);

  // Open every branch on load and while searching, so matches are visible.
  useEffect(() => {
    setExpanded(allKeys(rows));
  }, [rows]);

  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const onDelete = async (row: CategoryRow) => {
    const result = await deleteCategory({ id: row.id });
    if (result.error) return notify.error(result.error);
    notify.success('Category deleted');
    refresh();
  };

  const columns: TableColumnsType<CategoryRow> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Actions',
      key: 'actions',
      width: 140,
      align: 'right',
      render: (_, row) => (
        <Space>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} onClick={() => setModal({ open: true, editing: row })} />
          </Tooltip>
          <Popconfirm
            title="Are you sure to delete this category?"
            okText="Yes"
            cancelText="No"
            onConfirm={() => onDelete(row)}
          >
            <Tooltip title="Delete">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="Artwork categories"
      back="/artworks"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, editing: null })}>
          Add New
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="Search..."
          aria-label="Search categories"
          style={{ width: 320 }}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={setSearch}
        />
        {focused ? (
          <Tag closable onClose={() => setParams({}, { replace: true })}>
            Showing {focused.title}
          </Tag>
        ) : null}
      </Space>
      <Table<CategoryRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={fetching}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as string[]) }}
        locale={{ emptyText: search ? 'No category matches your search' : 'No categories yet' }}
      />
      <CategoryFormModal
        open={modal.open}
        editing={modal.editing}
        defaultParentID={focused?.id ?? null}
        tree={tree}
        onClose={() => setModal({ open: false, editing: null })}
        onSaved={() => {
          setModal({ open: false, editing: null });
          refresh();
        }}
      />
    </Page>
  );
}
