import { Button, Flex, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, StrongDeleteConfirm, useNotify, usePlatform } from '@pod/platform';
import { allKeys, filterRows, findRow, toRows, type CategoryRow } from './categoryTree';
import { CategoryFormModal } from './CategoryFormModal';
import { ArtworkCategoryTree } from '../../components/category-tree/ArtworkCategoryTree';
import { ARTWORK_CATEGORIES_QUERY, DELETE_ARTWORK_CATEGORY } from '../../components/category-tree/queries';

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

  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ARTWORK_CATEGORIES_QUERY,
    variables: { userID: isSeller ? user?.id : undefined },
  });
  const [, deleteCategory] = useMutation(DELETE_ARTWORK_CATEGORY);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<{ open: boolean; editing: CategoryRow | null }>({ open: false, editing: null });
  const [expanded, setExpanded] = useState<string[]>([]);
  const [strong, setStrong] = useState<CategoryRow | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  const onDelete = async (row: CategoryRow, confirmTitle?: string) => {
    const result = await deleteCategory({ id: row.id, confirmTitle });
    if (result.error) {
      notify.error(result.error);
      return false;
    }
    notify.success('Category deleted');
    refresh();
    return true;
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
          {row.strongDeleteConfirm ? (
            <Tooltip title="Delete">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} onClick={() => setStrong(row)} />
            </Tooltip>
          ) : (
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
          )}
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
      <Flex gap={24} align="flex-start">
        {/* The §2.2 tree panel: picking a category opens /artworks/categories?categoryID={id}; 'All Categories' drops the query. */}
        <ArtworkCategoryTree
          width={280}
          style={{ flex: 'none' }}
          selectedId={focused?.id ?? null}
          onSelect={(id) => setParams(id ? { categoryID: id } : {}, { replace: true })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
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
        </div>
      </Flex>
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
      <StrongDeleteConfirm
        item={strong}
        kind="category"
        deleting={deleting}
        onCancel={() => setStrong(null)}
        onConfirm={async (row, confirmTitle) => {
          setDeleting(true);
          const done = await onDelete(row, confirmTitle);
          setDeleting(false);
          if (done) setStrong(null);
        }}
      />
    </Page>
  );
}
