import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Select, Tooltip, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DefaultExportColumn } from './queries';
import { TEMPLATE_LIMITS } from './queries';
import { TYPE_LABELS, pickerOptions, type ColumnType, type TemplateValues } from './templateForm';

/*
 * The template's columns as an ordered list (antd Form.List). Rows are dnd-kit sortables keyed by
 * Form.List's field keys, which move with their values when `move` reorders them; the handle
 * starts the drag (mouse, touch, or keyboard: Space, arrows, Space), as in the variants table.
 */

type HandleProps = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;
const HandleContext = createContext<HandleProps | null>(null);

function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      icon={<HolderOutlined />}
      style={{ cursor: 'move' }}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={label}
    />
  );
}

function SortableColumnRow({ id, index, children }: { id: number; index: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    padding: '4px 0',
    ...(isDragging ? { position: 'relative', zIndex: 10, background: 'var(--ant-color-bg-container, #fff)' } : {}),
  };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return (
    <HandleContext.Provider value={handle}>
      <div ref={setNodeRef} style={style} data-testid="export-column-row" aria-label={`Column ${index + 1}`} role="group">
        {children}
      </div>
    </HandleContext.Provider>
  );
}

const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as ColumnType[]).map((value) => ({ value, label: TYPE_LABELS[value] }));

export interface ColumnsEditorProps {
  form: FormInstance<TemplateValues>;
  defaults: readonly DefaultExportColumn[];
  disabled?: boolean;
}

export function ColumnsEditor({ form, defaults, disabled }: ColumnsEditorProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicking the handle alone does nothing.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // the template's own by-name print-file columns stay labelled even if the catalogue dropped that area
  const saved = Form.useWatch('data', form);
  const options = useMemo(() => pickerOptions(defaults, saved), [defaults, saved]);

  return (
    <Form.List
      name="data"
      rules={[
        {
          // Spec 001 §5: "Template configs is required." when the list is empty.
          validator: async (_, rows?: unknown[]) => {
            if (!rows || rows.length === 0) throw new Error('Template configs is required.');
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => {
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = fields.findIndex((f) => f.key === active.id);
          const to = fields.findIndex((f) => f.key === over.id);
          if (from >= 0 && to >= 0) move(from, to);
        };
        return (
          <>
            <Flex gap={8} style={{ padding: '0 0 4px 40px' }}>
              <Typography.Text strong style={{ flex: 2 }}>Column name</Typography.Text>
              <Typography.Text strong style={{ width: 160 }}>Type</Typography.Text>
              <Typography.Text strong style={{ flex: 3 }}>Value</Typography.Text>
              <span style={{ width: 32 }} />
            </Flex>
            <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
              <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => (
                  <SortableColumnRow key={field.key} id={field.key} index={index}>
                    <Flex gap={8} align="start">
                      <DragHandle label={`Drag column ${index + 1} to reorder`} />
                      <Form.Item
                        name={[field.name, 'name']}
                        style={{ flex: 2, marginBottom: 0 }}
                        rules={[{ required: true, whitespace: true, message: 'Please input the column name' }, { max: 255 }]}
                      >
                        <Input aria-label={`Column ${index + 1} name`} placeholder="Column name" maxLength={255} disabled={disabled} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'type']} style={{ width: 160, marginBottom: 0 }}>
                        <Select
                          aria-label={`Column ${index + 1} type`}
                          options={TYPE_OPTIONS}
                          disabled={disabled}
                          // A custom text is not a defined key and the other way round: start the value again.
                          onChange={() => form.setFieldValue(['data', field.name, 'value'], '')}
                        />
                      </Form.Item>
                      <Form.Item noStyle dependencies={[['data', field.name, 'type']]}>
                        {() =>
                          form.getFieldValue(['data', field.name, 'type']) === 'defined_value' ? (
                            <Form.Item
                              name={[field.name, 'value']}
                              style={{ flex: 3, marginBottom: 0 }}
                              rules={[{ required: true, message: 'Please choose a value' }]}
                            >
                              <Select
                                aria-label={`Column ${index + 1} value`}
                                showSearch={{ optionFilterProp: 'label' }}
                                placeholder="Choose a column"
                                options={options}
                                disabled={disabled}
                                // An unnamed column takes the picked column's label as its header.
                                onChange={(_, option) => {
                                  const name = form.getFieldValue(['data', field.name, 'name']);
                                  const label = !Array.isArray(option) ? option?.label : undefined;
                                  if (!String(name ?? '').trim() && label) form.setFieldValue(['data', field.name, 'name'], label);
                                }}
                              />
                            </Form.Item>
                          ) : (
                            <Form.Item name={[field.name, 'value']} style={{ flex: 3, marginBottom: 0 }} rules={[{ max: TEMPLATE_LIMITS.customText }]}>
                              <Input aria-label={`Column ${index + 1} value`} placeholder="Fixed text" maxLength={TEMPLATE_LIMITS.customText} disabled={disabled} />
                            </Form.Item>
                          )
                        }
                      </Form.Item>
                      <Tooltip title="Remove column">
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Remove column ${index + 1}`}
                          disabled={disabled}
                          onClick={() => remove(field.name)}
                        />
                      </Tooltip>
                    </Flex>
                  </SortableColumnRow>
                ))}
              </SortableContext>
            </DndContext>
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={disabled || fields.length >= TEMPLATE_LIMITS.columns}
              onClick={() => add({ name: '', type: 'custom_value', value: '' })}
            >
              Add column
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
