import { Button, Flex, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { Page, StrongDeleteConfirm, useNotify, usePlatform } from '@pod/platform';
import { ArtworkCategoryTree } from '../../components/category-tree/ArtworkCategoryTree';
import { CategoryModal } from '../../components/category-tree/CategoryModal';
import { allIds, filterTree, findNode, toRows, type CategoryInput, type CategoryRow } from '../../components/category-tree/model';
import {
  ARTWORK_CATEGORIES_QUERY,
  CREATE_ARTWORK_CATEGORY,
  DELETE_ARTWORK_CATEGORY,
  UPDATE_ARTWORK_CATEGORY,
} from '../../components/category-tree/queries';
import { artworkTreeNodes } from '../../components/category-tree/useArtworkCategoryTree';

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
  const [, createCategory] = useMutation(CREATE_ARTWORK_CATEGORY);
  const [, updateCategory] = useMutation(UPDATE_ARTWORK_CATEGORY);
  const [, deleteCategory] = useMutation(DELETE_ARTWORK_CATEGORY);
  const [search, setSearch] = useState('');
  // null: closed; editing null: adding.
  const [modal, setModal] = useState<{ editing: CategoryRow | null } | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [strong, setStrong] = useState<CategoryRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  const tree = useMemo(() => toRows(data?.artworkCategories.hits ?? []), [data]);
  const nodes = useMemo(() => artworkTreeNodes(data?.artworkCategories.hits ?? []), [data]);
  const focused = focusId ? findNode(tree, focusId) : null;
  const rows = useMemo(() => filterTree(focused ? [focused] : tree, search), [tree, focused, search]);

  // Open every branch on load and while searching, so matches are visible.
  useEffect(() => {
    setExpanded(allIds(rows));
  }, [rows]);

  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  /** The modal's Save; a server refusal rejects, so the modal stays open with the message. */
  const save = async (input: CategoryInput) => {
    const result = modal?.editing ? await updateCategory({ id: modal.editing.id, ...input }) : await createCategory(input);
    if (result.error) throw result.error;
    refresh();
  };

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
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} onClick={() => setModal({ editing: row })} />
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null })}>
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
      {modal ? (
        <CategoryModal
          kind="artwork"
          editing={modal.editing ? findNode(nodes, modal.editing.id) : null}
          parentID={focused?.id ?? null}
          tree={nodes}
          titleRequiredMessage="Category name is required"
          onSave={save}
          onClose={() => setModal(null)}
        />
      ) : null}
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
