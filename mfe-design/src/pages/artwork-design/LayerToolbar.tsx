import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, FontSizeOutlined, GroupOutlined, UngroupOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useEditorState } from '@pod/canvas-editor/react';
import type { ArtworkEditor } from './actions';
import { findSlot, safeList } from './actions/layer-tree';

const selectSelected = (s: ReturnType<ArtworkEditor['getState']>) => s.selection;
const selectList = (s: ReturnType<ArtworkEditor['getState']>) => safeList(s.doc, s.view.template);

/** The floating toolbar of the selected layer(s): the same actions the keyboard and list dispatch. */
export function LayerToolbar({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const selection = useEditorState(editor.store, selectSelected);
  const list = useEditorState(editor.store, selectList);
  if (!selection.length) return null;
  const single = selection.length === 1 ? findSlot(list, selection[0])?.layer : undefined;
  const tool = (title: string, icon: React.ReactNode, action: string, value?: unknown) => (
    <Tooltip title={title}>
      <Button aria-label={title} icon={icon} disabled={locked} onClick={() => editor.dispatch(action, value)} />
    </Tooltip>
  );
  return (
    <Space.Compact data-testid="layer-toolbar" style={{ boxShadow: '0 2px 8px rgba(0,0,0,.15)', borderRadius: 6, background: '#fff' }}>
      {tool('Duplicate', <CopyOutlined />, 'duplicateLayers')}
      {tool('Bring forward', <ArrowUpOutlined />, 'bringForward')}
      {tool('Send backward', <ArrowDownOutlined />, 'sendBackward')}
      {tool('Group', <GroupOutlined />, 'groupLayers')}
      {single?.type === 'Group' && tool('Ungroup', <UngroupOutlined />, 'ungroupLayers', single.id)}
      {single?.type === 'Image' && (
        <Popconfirm title="Convert this image to a text layer?" disabled={locked} onConfirm={() => editor.dispatch('convertImageToText', single.id)}>
          <Tooltip title="Convert to text">
            <Button aria-label="Convert to text" icon={<FontSizeOutlined />} disabled={locked} />
          </Tooltip>
        </Popconfirm>
      )}
      <Popconfirm title="Delete the selected layers?" disabled={locked} onConfirm={() => editor.dispatch('deleteLayers')}>
        <Tooltip title="Delete">
          <Button aria-label="Delete" danger icon={<DeleteOutlined />} disabled={locked} />
        </Tooltip>
      </Popconfirm>
    </Space.Compact>
  );
}
