import { Button, Input, Space } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { CellText } from '@pod/platform';

/** Whether an edited title may be saved: non-empty and changed (spec 002 §2.6). */
export function titleChanged(original: string, edited: string): boolean {
  const trimmed = edited.trim();
  return trimmed.length > 0 && trimmed !== original;
}

/**
 * Inline title edit (spec 002 §2.6): Enter or the check confirms only a non-empty changed title
 * (otherwise it just closes the editor); the cross cancels.
 */
export function ClipartTitleCell({ title, onSave }: { title: string; onSave(title: string): Promise<boolean> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (editing === null) return;
    if (!titleChanged(title, editing)) {
      setEditing(null);
      return;
    }
    setSaving(true);
    const ok = await onSave(editing.trim());
    setSaving(false);
    if (ok) setEditing(null);
  };

  if (editing === null) {
    return (
      <Space size={4}>
        <CellText text={title} maxWidth={240} data-testid="clipart-title" />
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit title ${title}`} onClick={() => setEditing(title)} />
      </Space>
    );
  }
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        autoFocus
        size="small"
        aria-label="Clipart title"
        value={editing}
        maxLength={255}
        disabled={saving}
        onChange={(e) => setEditing(e.target.value)}
        onPressEnter={() => void confirm()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(null);
        }}
      />
      <Button size="small" icon={<CheckOutlined />} aria-label="Save title" loading={saving} onClick={() => void confirm()} />
      <Button size="small" icon={<CloseOutlined />} aria-label="Cancel title edit" disabled={saving} onClick={() => setEditing(null)} />
    </Space.Compact>
  );
}
