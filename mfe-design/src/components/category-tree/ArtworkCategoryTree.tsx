import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { StrongDeleteConfirm, useNotify } from '@pod/platform';
import { CategoryTreePanel, type CategoryTreeActions } from './CategoryTreePanel';
import type { CategoryTreeNode } from './model';
import { CREATE_ARTWORK_CATEGORY, DELETE_ARTWORK_CATEGORY, DUPLICATE_ARTWORK_CATEGORY, UPDATE_ARTWORK_CATEGORY } from './queries';
import { useArtworkCategoryTree } from './useArtworkCategoryTree';

export interface ArtworkCategoryTreeProps {
  /** The picked category; null is 'All Categories'. */
  selectedId: string | null;
  onSelect(id: string | null): void;
  width?: number | string;
  style?: CSSProperties;
}

/**
 * The §2.2 panel wired to artwork categories: the tree with counts and live updates, and the
 * context menu's calls. Duplicate opens /artworks?categoryID={copy}; Delete asks 'Are you sure
 * to delete this category?', or the typed title for the configured owner's categories (§6).
 * Server refusals (e.g. 'Please delete all subcategories first') show as error messages.
 */
export function ArtworkCategoryTree({ selectedId, onSelect, width, style }: ArtworkCategoryTreeProps) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const navigate = useNavigate();
  const tree = useArtworkCategoryTree();
  const { error, refresh } = tree;
  const [, createCategory] = useMutation(CREATE_ARTWORK_CATEGORY);
  const [, updateCategory] = useMutation(UPDATE_ARTWORK_CATEGORY);
  const [, deleteCategory] = useMutation(DELETE_ARTWORK_CATEGORY);
  const [, duplicateCategory] = useMutation(DUPLICATE_ARTWORK_CATEGORY);
  const [strong, setStrong] = useState<CategoryTreeNode | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  /** Deletes and reports; false keeps a strong-confirm modal open after a refusal. */
  const remove = useCallback(
    async (node: CategoryTreeNode, confirmTitle?: string): Promise<boolean> => {
      const result = await deleteCategory({ id: node.id, confirmTitle });
      if (result.error) {
        notify.error(result.error);
        return false;
      }
      notify.success('Category deleted');
      if (selectedId === node.id) onSelect(null);
      refresh();
      return true;
    },
    [deleteCategory, notify, selectedId, onSelect, refresh],
  );

  const actions = useMemo<CategoryTreeActions>(
    () => ({
      async create(input) {
        const result = await createCategory(input);
        if (result.error) throw result.error;
        refresh();
      },
      async update(id, input) {
        const result = await updateCategory({ id, ...input });
        if (result.error) throw result.error;
        refresh();
      },
      async duplicate(node) {
        const result = await duplicateCategory({ id: node.id });
        if (result.error || !result.data) throw result.error;
        refresh();
        navigate(`/artworks?categoryID=${encodeURIComponent(result.data.duplicateArtworkCategory.id)}`);
      },
      delete(node) {
        if (node.strongDeleteConfirm) {
          setStrong(node);
          return;
        }
        modal.confirm({
          title: 'Are you sure to delete this category?',
          okText: 'Yes',
          cancelText: 'No',
          okButtonProps: { danger: true },
          onOk: () => remove(node),
        });
      },
    }),
    [createCategory, updateCategory, duplicateCategory, refresh, navigate, modal, remove],
  );

  return (
    <>
      <CategoryTreePanel
        kind="artwork"
        nodes={tree.nodes}
        totalCount={tree.totalCount}
        liveEvents={tree.liveEvents}
        loading={tree.loading}
        selectedId={selectedId}
        onSelect={(id) => onSelect(id)}
        actions={actions}
        width={width}
        style={style}
      />
      <StrongDeleteConfirm
        item={strong}
        kind="category"
        deleting={deleting}
        onCancel={() => setStrong(null)}
        onConfirm={async (node, confirmTitle) => {
          setDeleting(true);
          const done = await remove(node, confirmTitle);
          setDeleting(false);
          if (done) setStrong(null);
        }}
      />
    </>
  );
}
