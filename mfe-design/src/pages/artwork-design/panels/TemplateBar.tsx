import { Button, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { SHARED_LAYERS_TEMPLATE, type Artwork, type Template } from '@pod/artwork-scene';
import { addTemplate, makeDefault, removeTemplate, renameTemplate } from './templates';
import { TemplateTitleModal } from './TemplateTitleModal';

export interface TemplateBarProps {
  artwork: Artwork;
  /** Index into templates; -1 = the shared layers. */
  selectedTemplate: number;
  onSelect(index: number): void;
  onChange(templates: Template[]): void;
  locked: boolean;
}

/**
 * Templates (spec 002 §2.8): choose the template being edited (or the shared layers, -1), add
 * and rename them (a title is required), make one the default, delete one (never the last).
 * Changing the selection is the page's to handle (it clears the layer selection).
 */
export function TemplateBar({ artwork, selectedTemplate, onSelect, onChange, locked }: TemplateBarProps) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const templates = artwork.templates;
  const current = templates[selectedTemplate];
  const options = [
    // "(default)" marks the default, unless its title says so already (a new artwork's 'Default').
    ...templates.map((t, i) => ({ value: i, label: t.isDefault && t.title.toLowerCase() !== 'default' ? `${t.title} (default)` : t.title })),
    { value: SHARED_LAYERS_TEMPLATE, label: 'Shared layers' },
  ];
  return (
    <Space wrap size="small" role="toolbar" aria-label="Templates">
      <Select aria-label="Template" style={{ minWidth: 180 }} value={selectedTemplate} options={options} onChange={(i: number) => onSelect(i)} />
      {current?.isDefault && <Tag color="blue">Default</Tag>}
      <Button size="small" icon={<PlusOutlined />} disabled={locked} onClick={() => setEditing({ index: null })}>
        Add template
      </Button>
      {current && (
        <>
          <Tooltip title="Rename">
            <Button size="small" icon={<EditOutlined />} aria-label="Rename template" disabled={locked} onClick={() => setEditing({ index: selectedTemplate })} />
          </Tooltip>
          <Tooltip title="Make default">
            <Button size="small" icon={<StarOutlined />} aria-label="Make default" disabled={locked || current.isDefault} onClick={() => onChange(makeDefault(templates, selectedTemplate))} />
          </Tooltip>
          <Popconfirm
            title={`Delete template ${current.title}?`}
            okText="Delete"
            disabled={locked || templates.length <= 1}
            onConfirm={() => {
              onChange(removeTemplate(templates, selectedTemplate));
              onSelect(Math.max(0, selectedTemplate - 1));
            }}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete template" disabled={locked || templates.length <= 1} />
          </Popconfirm>
        </>
      )}
      {editing && (
        <TemplateTitleModal
          heading={editing.index === null ? 'Add template' : 'Rename template'}
          initial={editing.index === null ? '' : (templates[editing.index]?.title ?? '')}
          onClose={() => setEditing(null)}
          onSave={(title) => {
            if (editing.index === null) {
              onChange(addTemplate(templates, title));
              onSelect(templates.length);
            } else onChange(renameTemplate(templates, editing.index, title));
          }}
        />
      )}
    </Space>
  );
}
