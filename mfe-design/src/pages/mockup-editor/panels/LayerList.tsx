import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Tag, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useState } from 'react';
import { MOCKUP_LIMITS, type MockupLayer } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { MockupEditor, MockupEditorState } from '../actions';
import { currentLayers } from '../actions/layer-tree';
import { dropTarget } from '@pod/canvas-editor';

const selectLayers = (s: MockupEditorState) => currentLayers(s.doc, s.view);
const selectSelection = (s: MockupEditorState) => s.selection;

/**
 * The layer list (spec 002 §2.7): top of the stack first, groups with their layers; drag to
 * reorder (into a group or between rows), double-click to rename, the eye to show or hide, the
 * lock; Ctrl/Cmd-click adds to the selection. Every change is an editor action.
 */
export function LayerList({ editor }: { editor: MockupEditor }) {
  const layers = useEditorState(editor.store, selectLayers);
  const selection = useEditorState(editor.store, selectSelection);
  const [renaming, setRenaming] = useState<string | null>(null);

  const rename = (id: string, title: string) => {
    editor.dispatch('renameLayer', { id, title });
    setRenaming(null);
  };

  const row = (layer: MockupLayer) => (
    <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }} data-testid={`layer-row-${layer.id}`}>
      {renaming === layer.id ? (
        <Input
          size="small"
          autoFocus
          defaultValue={layer.title}
          aria-label="Layer name"
          maxLength={MOCKUP_LIMITS.maxTitleLength}
          onClick={(e) => e.stopPropagation()}
          // rc-tree answers a focus bubbling to the tree by scrolling a list whose ref is detached mid-commit (react-component/tree#1068).
          onFocus={(e) => e.stopPropagation()}
          onPressEnter={(e) => rename(layer.id, e.currentTarget.value)}
          onBlur={(e) => rename(layer.id, e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setRenaming(null))}
        />
      ) : (
        <Space size={4} style={{ minWidth: 0 }}>
          <Tag style={{ marginInlineEnd: 0 }}>{layer.type}</Tag>
          <Typography.Text ellipsis style={{ maxWidth: 130 }} type={layer.visible ? undefined : 'secondary'} onDoubleClick={() => setRenaming(layer.id)} title="Double-click to rename">
            {layer.title || `${layer.type} layer`}
          </Typography.Text>
        </Space>
      )}
      <span style={{ whiteSpace: 'nowrap' }}>
        <Button
          type="text"
          size="small"
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
  const nodes = (list: readonly MockupLayer[]): TreeDataNode[] =>
    [...list].reverse().map((layer) => ({ key: layer.id, title: row(layer), ...(layer.type === 'Group' ? { children: nodes(layer.layers) } : { isLeaf: true }) }));

  const onDrop: TreeProps['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
    const where = !info.dropToGap ? 'into' : relative < 0 ? 'above' : 'below';
    const place = dropTarget(layers, String(info.dragNode.key), String(info.node.key), where);
    if (place) editor.dispatch('reorderLayer', place);
  };

  if (!layers.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No layers yet: add a print area or an image" />;
  return (
    <Tree
      aria-label="Layer list"
      blockNode
      defaultExpandAll
      draggable={{ icon: false }}
      multiple
      selectedKeys={[...selection]}
      treeData={nodes(layers)}
      onDrop={onDrop}
      onSelect={(_keys, info) => {
        const native = info.nativeEvent as MouseEvent;
        editor.dispatch('selectLayer', { id: String(info.node.key), additive: native.ctrlKey || native.metaKey });
      }}
      // A mockup has at most 200 layers: a fixed height keeps the list virtual all the same.
      height={360}
    />
  );
}
