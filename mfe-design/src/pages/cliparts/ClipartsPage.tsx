import { App, Button, Flex, Input, Popconfirm, Space, Table, Tooltip, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClient, useMutation, useQuery, useSubscription } from 'urql';
import { ROLES } from '@pod/contracts';
import { CellText, mediaImageUrl, Page, StrongDeleteConfirm, Thumbnail, uploadFile, useNotify, usePlatform } from '@pod/platform';
import { CategoryTreePanel, type CategoryLiveEvent, type CategoryTreeActions, type CategoryTreeNode } from '../../components/category-tree/CategoryTreePanel';
import { depthOf, findNode } from '../../components/category-tree/model';
import { ClipartSettingModal } from './ClipartSettingModal';
import { ClipartTitleCell } from './ClipartTitleCell';
import { FolderImportButton } from './FolderImportButton';
import { toLiveEvent, toTreeNodes, type ClipartTreeNode } from './clipartTree';
import {
  CLIPART_CATEGORIES_QUERY,
  CLIPART_CATEGORY_SUBSCRIPTION,
  CLIPARTS_QUERY,
  CREATE_CLIPART,
  CREATE_CLIPART_CATEGORY,
  DELETE_CLIPART,
  DELETE_CLIPART_CATEGORY,
  DUPLICATE_CLIPART_CATEGORY,
  UPDATE_CLIPART_CATEGORY,
  UPDATE_CLIPART_THUMBNAIL,
  UPDATE_CLIPART_TITLE,
  type ClipartRow,
} from './queries';

/** Spec 002 §9: cliparts 20 per page; clipart search 300 ms. */
export const CLIPART_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
/** Spec 002 §5: thumbnails (and single uploads) take .jpg, .png, .jpeg. */
const IMAGE_ACCEPT = '.jpg,.png,.jpeg';
const NO_CATEGORY = 'Please select clipart categories';

/**
 * /cliparts (spec 002 §2.6): the clipart category tree on the left (kind clipart: Setting opens
 * the layer settings), the clipart table on the right with inline title edit, copy id,
 * thumbnail upload, delete, upload and Import From Folder. `?categoryID=` holds the selection.
 * The route has its own layout without the site selector (shell, contracts ROUTES).
 */
export function ClipartsPage() {
  const client = useClient();
  const notify = useNotify();
  const { modal } = App.useApp();
  const { user } = usePlatform();
  const [params, setParams] = useSearchParams();
  const categoryID = params.get('categoryID');
  // A Seller's lists are their own (the server holds the rule; the id just says so, spec 002 §6).
  const userID = user?.roles.includes(ROLES.Seller) && !user.is_supper_admin ? user.id : undefined;

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const [tree, refetchTree] = useQuery({ query: CLIPART_CATEGORIES_QUERY, variables: { userID } });
  const [list, refetchList] = useQuery({
    query: CLIPARTS_QUERY,
    variables: { categoryID: categoryID ? [categoryID] : null, search: search || null, page, pageSize: CLIPART_PAGE_SIZE, userID },
  });
  const [live] = useSubscription({ query: CLIPART_CATEGORY_SUBSCRIPTION, variables: { userID } }, (events: CategoryLiveEvent[] = [], data) => {
    const event = toLiveEvent(data.clipartCategory);
    return event ? [...events, event] : events;
  });
  useEffect(() => {
    if (tree.error) notify.error(tree.error);
  }, [tree.error, notify]);
  useEffect(() => {
    if (list.error) notify.error(list.error);
  }, [list.error, notify]);

  const nodes = useMemo(() => toTreeNodes(tree.data?.clipartCategories.hits ?? []), [tree.data]);
  const totalCount = nodes.reduce((n, c) => n + c.count, 0);
  const selected = categoryID ? (findNode(nodes, categoryID) as ClipartTreeNode | null) : null;
  const [settingOf, setSettingOf] = useState<ClipartTreeNode | null>(null);
  const [strongDelete, setStrongDelete] = useState<{ kind: 'clipart'; item: ClipartRow } | { kind: 'category'; item: CategoryTreeNode } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);

  const refresh = () => {
    refetchTree({ requestPolicy: 'network-only' });
    refetchList({ requestPolicy: 'network-only' });
  };
  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('categoryID', id);
    else next.delete('categoryID');
    setParams(next);
    setPage(1);
  };

  const [, createCategory] = useMutation(CREATE_CLIPART_CATEGORY);
  const [, updateCategory] = useMutation(UPDATE_CLIPART_CATEGORY);
  const [, duplicateCategory] = useMutation(DUPLICATE_CLIPART_CATEGORY);
  const [, deleteCategory] = useMutation(DELETE_CLIPART_CATEGORY);
  const [, updateTitle] = useMutation(UPDATE_CLIPART_TITLE);
  const [, updateThumbnail] = useMutation(UPDATE_CLIPART_THUMBNAIL);
  const [, deleteClipart] = useMutation(DELETE_CLIPART);

  const removeCategory = async (node: CategoryTreeNode, confirmTitle?: string) => {
    const res = await deleteCategory({ id: node.id, confirmTitle });
    if (res.error) {
      notify.error(res.error);
      return false;
    }
    notify.success('Category deleted');
    // The selection goes with the deleted branch.
    if (categoryID && findNode([node], categoryID)) select(null);
    refresh();
    return true;
  };

  const actions: CategoryTreeActions = {
    create: async (input) => {
      const res = await createCategory(input);
      if (res.error) throw res.error;
      notify.success('Category created');
      refresh();
    },
    update: async (id, input) => {
      const res = await updateCategory({ id, ...input });
      if (res.error) throw res.error;
      notify.success('Category updated');
      refresh();
    },
    duplicate: async (node) => {
      const res = await duplicateCategory({ id: node.id });
      if (res.error) throw res.error;
      refresh();
      select(res.data!.duplicateClipartCategory.id);
    },
    delete: (node) => {
      if (node.strongDeleteConfirm) {
        setStrongDelete({ kind: 'category', item: node });
        return;
      }
      modal.confirm({
        title: 'Are you sure to delete this category?',
        content: 'Its nested folders and cliparts are removed too.',
        okText: 'Yes',
        cancelText: 'No',
        okButtonProps: { danger: true },
        onOk: () => removeCategory(node),
      });
    },
    setting: (node) => setSettingOf(node as ClipartTreeNode),
  };

  const removeClipart = async (row: ClipartRow, confirmTitle?: string) => {
    const res = await deleteClipart({ id: row.id, confirmTitle });
    if (res.error) {
      notify.error(res.error);
      return false;
    }
    notify.success('The Clipart delete success');
    refresh();
    return true;
  };

  const saveTitle = async (row: ClipartRow, title: string) => {
    const res = await updateTitle({ id: row.id, title });
    if (res.error) {
      notify.error(res.error);
      return false;
    }
    notify.success('Update title success!');
    return true;
  };

  const uploadThumbnail = async (row: ClipartRow, file: File) => {
    try {
      const uploaded = await uploadFile(client, file);
      const res = await updateThumbnail({ id: row.id, thumbnailId: uploaded.id });
      if (res.error) throw res.error;
      notify.success('Update thumbnail success!');
    } catch (error) {
      notify.error(error);
    }
  };

  const uploadCliparts = async (files: File[]) => {
    if (!selected) return notify.error(NO_CATEGORY);
    setUploading(true);
    try {
      for (const file of files) {
        const uploaded = await uploadFile(client, file);
        const res = await client.mutation(CREATE_CLIPART, { title: file.name.replace(/\.[^.]*$/, ''), file: uploaded.id, categoryID: selected.id }).toPromise();
        if (res.error) throw res.error;
      }
      notify.success('Uploading image successfully!');
    } catch (error) {
      notify.error(error);
    } finally {
      setUploading(false);
      refresh();
    }
  };

  const copyId = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      notify.success(`Successfully copied ID ${id}`);
    } catch (error) {
      notify.error(error);
    }
  };

  const columns: TableColumnsType<ClipartRow> = [
    {
      title: 'Thumbnail',
      key: 'thumbnail',
      width: 96,
      render: (_, row) => <Thumbnail src={mediaImageUrl((row.thumbnail ?? row.file).key, '100')} alt={row.title} width={64} height={64} style={{ objectFit: 'contain' }} />,
    },
    { title: 'Title', key: 'title', render: (_, row) => <ClipartTitleCell title={row.title} onSave={(title) => saveTitle(row, title)} /> },
    { title: 'Category', key: 'category', render: (_, row) => <CellText text={row.category.title} maxWidth={200} /> },
    {
      title: 'ID',
      key: 'id',
      width: 120,
      render: (_, row) => (
        <Tooltip title={row.id}>
          <Button size="small" icon={<CopyOutlined />} aria-label={`Copy ID ${row.id}`} onClick={() => void copyId(row.id)}>
            Copy ID
          </Button>
        </Tooltip>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space>
          <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={(file) => (void uploadThumbnail(row, file), false)}>
            <Button size="small" icon={<PictureOutlined />} aria-label={`Upload thumbnail of ${row.title}`}>
              Thumbnail
            </Button>
          </Upload>
          {row.strongDeleteConfirm ? (
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} onClick={() => setStrongDelete({ kind: 'clipart', item: row })} />
          ) : (
            <Popconfirm title="Are you sure to delete this clipart?" okText="Yes" cancelText="No" onConfirm={() => removeClipart(row)}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  // Uploads go into a category without subcategories (the server's rule; the tree shows why).
  const canUpload = !!selected && !selected.children?.length;

  return (
    <Page title="Cliparts">
      {/* The table goes under the categories when both do not fit side by side (800 px), rather than squeezing its columns. */}
      <Flex gap={16} align="flex-start" wrap>
        <CategoryTreePanel
          kind="clipart"
          nodes={nodes}
          totalCount={totalCount}
          selectedId={categoryID}
          onSelect={(id) => select(id)}
          actions={actions}
          liveEvents={live.data ?? []}
          loading={tree.fetching}
          width={300}
        />
        <Flex vertical gap={12} style={{ flex: '1 1 440px', minWidth: 0 }}>
          <Flex gap={8} wrap>
            <Input.Search allowClear placeholder="Search clipart..." aria-label="Search cliparts" style={{ maxWidth: 320 }} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            <Tooltip title={canUpload ? undefined : NO_CATEGORY}>
              <Upload accept={IMAGE_ACCEPT} multiple showUploadList={false} disabled={!canUpload || uploading} beforeUpload={(file, all) => {
                // One call for the whole selection: antd calls beforeUpload per file.
                if (file === all[0]) void uploadCliparts(all);
                return false;
              }}>
                <Button type="primary" icon={<UploadOutlined />} loading={uploading} disabled={!canUpload}>
                  Upload
                </Button>
              </Upload>
            </Tooltip>
            <FolderImportButton
              parentID={categoryID}
              parentDepth={categoryID ? depthOf(nodes, categoryID) : 0}
              disabled={!!selected?.holdsItems}
              onDone={(rootId) => {
                refresh();
                if (rootId) select(rootId);
              }}
            />
          </Flex>
          <Typography.Text type="secondary">{selected ? selected.title : 'All Categories'}</Typography.Text>
          <Table<ClipartRow>
            rowKey="id"
            size="small"
            columns={columns}
            scroll={{ x: 'max-content' }}
            dataSource={list.data?.cliparts.hits ?? []}
            loading={list.fetching}
            pagination={{
              current: page,
              pageSize: CLIPART_PAGE_SIZE,
              total: list.data?.cliparts.count ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        </Flex>
      </Flex>
      {settingOf ? (
        <ClipartSettingModal
          node={settingOf}
          onClose={() => setSettingOf(null)}
          onSave={async (displaySettings) => {
            const res = await updateCategory({ id: settingOf.id, displaySettings });
            if (res.error) {
              notify.error(res.error);
              return false;
            }
            notify.success('Category updated');
            refresh();
            return true;
          }}
        />
      ) : null}
      <StrongDeleteConfirm
        item={strongDelete?.item ?? null}
        kind={strongDelete?.kind ?? 'clipart'}
        warning={strongDelete?.kind === 'category' ? 'This category, its nested folders and their cliparts will be deleted.' : undefined}
        deleting={deleting}
        onCancel={() => setStrongDelete(null)}
        onConfirm={async (_, confirmTitle) => {
          if (!strongDelete) return;
          setDeleting(true);
          const ok = strongDelete.kind === 'clipart' ? await removeClipart(strongDelete.item, confirmTitle) : await removeCategory(strongDelete.item, confirmTitle);
          setDeleting(false);
          if (ok) setStrongDelete(null);
        }}
      />
    </Page>
  );
}
