import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import type { Layer } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { ArtworkEditor } from '../actions';
import { safeList } from '../actions/layer-tree';
import { dropTarget } from './dropTarget';

/** The list's height in px (it scrolls inside it). */
export const LAYER_LIST_HEIGHT = 480;

const selectLayers = (s: ReturnType<ArtworkEditor['getState']>) => safeList(s.doc, s.view.template);

/** A row of the tree: its layer rides along, and the row is drawn by `titleRender` only when in view. */
type LayerTreeNode = TreeDataNode & { layer: Layer; children?: LayerTreeNode[] };

/** The tree's data, top of the stack first: plain objects (no elements), so a list of hundreds costs little to build. */
function treeNodes(list: readonly Layer[]): LayerTreeNode[] {
  return [...list].reverse().map((layer) => ({ key: layer.id, layer, ...(layer.type === 'Group' ? { children: treeNodes(layer.layers) } : { isLeaf: true }) }));
}
const selectSelection = (s: ReturnType<ArtworkEditor['getState']>) => s.selection;

/**
 * The layer list (spec 002 §2.8): top of the stack first, groups with their children; drag to
 * reorder (into a group or between rows), ctrl/cmd-click to add to the selection, the eye to
 * show/hide, the lock, double-click to rename. Every change is an editor action.
 */
export function LayerList({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const layers = useEditorState(editor.store, selectLayers);
  const selection = useEditorState(editor.store, selectSelection);
  const [renaming, setRenaming] = useState<string | null>(null);

  const row = (layer: Layer) => (
    <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }} data-testid={`layer-row-${layer.id}`}>
      {renaming === layer.id ? (
        <Input
          size="small"
          autoFocus
          defaultValue={layer.title}
          aria-label="Layer name"
          maxLength={200}
          onClick={(e) => e.stopPropagation()}
          // The rename field focuses itself while React commits; rc-tree answers a focus bubbling to
          // the tree by scrolling its list, whose ref is detached mid-commit (react-component/tree#1068:
          // "Cannot read properties of null (reading 'scrollTo')"). The field's focus is not the tree's.
          onFocus={(e) => e.stopPropagation()}
          onPressEnter={(e) => {
            editor.dispatch('renameLayer', { id: layer.id, title: e.currentTarget.value });
            setRenaming(null);
          }}
          onBlur={(e) => {
            editor.dispatch('renameLayer', { id: layer.id, title: e.currentTarget.value });
            setRenaming(null);
          }}
        />
      ) : (
        <Typography.Text ellipsis style={{ maxWidth: 150 }} type={layer.visible ? undefined : 'secondary'} onDoubleClick={() => !locked && setRenaming(layer.id)}>
          {layer.title || `${layer.type} layer`}
        </Typography.Text>
      )}
      <span>
        <Button
          type="text"
          size="small"
          disabled={locked}
          aria-label={layer.visible ? `Hide ${layer.title}` : `Show ${layer.title}`}
          icon={layer.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            editor.dispatch('toggleVisible', layer.id);
          }}
        />
        <Button
          type="text"
          size="small"
          disabled={locked}
          aria-label={layer.lock ? `Unlock ${layer.title}` : `Lock ${layer.title}`}
          icon={layer.lock ? <LockOutlined /> : <UnlockOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            editor.dispatch('toggleLock', layer.id);
          }}
        />
      </span>
    </Space>
  );
  const treeData = useMemo(() => treeNodes(layers), [layers]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
    const where = !info.dropToGap ? 'into' : relative < 0 ? 'above' : 'below';
    const place = dropTarget(layers, String(info.dragNode.key), String(info.node.key), where);
    if (place) editor.dispatch('reorderLayer', place);
  };

  if (!layers.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No layers yet" />;
  return (
    <Tree
      blockNode
      defaultExpandAll
      draggable={!locked && { icon: false }}
      multiple
      selectedKeys={[...selection]}
      treeData={treeData}
      // Only the rows in view are rendered (virtual list below), so only they build their row.
      titleRender={(node) => row((node as LayerTreeNode).layer)}
      onDrop={onDrop}
      onSelect={(_keys, info) => {
        const native = info.nativeEvent as MouseEvent;
        editor.dispatch('selectLayer', { id: String(info.node.key), additive: native.ctrlKey || native.metaKey });
      }}
      // A fixed height turns on antd's virtual scroll: only the rows in view are rendered. Without it
      // every change of the document or the selection re-rendered (and measured) a row, with its
      // two buttons, for each of hundreds of layers (the editor bench: ~0.8 s to show a click's
      // selection at 300 layers).
      height={LAYER_LIST_HEIGHT}
    />
  );
}
