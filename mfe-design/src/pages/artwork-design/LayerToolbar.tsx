import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, FontSizeOutlined, GroupOutlined, UngroupOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
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
  // request, not dispatch: an action that asks first (delete, convert) opens its question.
  const tool = (title: string, icon: React.ReactNode, action: string, value?: unknown, danger = false) => (
    <Tooltip title={title}>
      <Button aria-label={title} icon={icon} danger={danger} disabled={locked} onClick={() => editor.request(action, value)} />
    </Tooltip>
  );
  return (
    <Space.Compact data-testid="layer-toolbar" style={{ boxShadow: '0 2px 8px rgba(0,0,0,.15)', borderRadius: 6, background: '#fff' }}>
      {tool('Duplicate', <CopyOutlined />, 'duplicateLayers')}
      {tool('Bring forward', <ArrowUpOutlined />, 'bringForward')}
      {tool('Send backward', <ArrowDownOutlined />, 'sendBackward')}
      {tool('Group', <GroupOutlined />, 'groupLayers')}
      {single?.type === 'Group' && tool('Ungroup', <UngroupOutlined />, 'ungroupLayers', single.id)}
      {/* Both ask first: the question shows in ConfirmPending, the same dialog the Delete key opens. */}
      {single?.type === 'Image' && tool('Convert to text', <FontSizeOutlined />, 'convertImageToText', single.id)}
      {tool('Delete', <DeleteOutlined />, 'deleteLayers', undefined, true)}
    </Space.Compact>
  );
}
