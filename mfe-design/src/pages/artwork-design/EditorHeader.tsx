import { EditOutlined, HistoryOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditorState, useHistoryStatus } from '@pod/canvas-editor/react';
import type { ArtworkEditor } from './actions';

const selectTitle = (s: ReturnType<ArtworkEditor['getState']>) => s.doc.title;

/**
 * Title with its edit button, undo/redo, Versions, Cancel (back to /artworks) and Save (spec 002 §2.8).
 * Save's progress is the header's own state, so saving renders the button, not the editor.
 */
export function EditorHeader(props: { editor: ArtworkEditor; locked: boolean; onSave(): Promise<unknown>; onEditInfo(): void; onVersions(): void }) {
  const { editor, locked } = props;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = () => {
    // The request starts first; the button's spinner renders after it.
    const saved = props.onSave();
    setSaving(true);
    void saved.finally(() => setSaving(false));
  };
  const title = useEditorState(editor.store, selectTitle);
  const { canUndo, canRedo, dirty } = useHistoryStatus(editor.store);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
          {title}
        </Typography.Title>
        <Button aria-label="Edit artwork info" icon={<EditOutlined />} disabled={locked} onClick={props.onEditInfo} />
        {locked && (
          <Tag icon={<LockOutlined />} color="gold">
            Locked
          </Tag>
        )}
        {dirty && <Typography.Text type="secondary">Unsaved changes</Typography.Text>}
      </Space>
      <Space wrap>
        <Tooltip title="Undo (Ctrl/Cmd+Z)">
          <Button aria-label="Undo" icon={<UndoOutlined />} disabled={!canUndo || locked} onClick={() => editor.undo()} />
        </Tooltip>
        <Tooltip title="Redo (Ctrl/Cmd+Shift+Z)">
          <Button aria-label="Redo" icon={<RedoOutlined />} disabled={!canRedo || locked} onClick={() => editor.redo()} />
        </Tooltip>
        <Button icon={<HistoryOutlined />} onClick={props.onVersions}>
          Versions
        </Button>
        <Button onClick={() => navigate('/artworks')}>Cancel</Button>
        <Button type="primary" loading={saving} disabled={locked} onClick={save}>
          Save
        </Button>
      </Space>
    </Space>
  );
}
