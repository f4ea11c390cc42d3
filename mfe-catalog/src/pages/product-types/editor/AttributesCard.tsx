import { Alert, AutoComplete, Button, Card, Form, Input, Popconfirm, Select, Table } from 'antd';
import type { FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { ATTRIBUTE_NAME_SUGGESTIONS, PRODUCT_TYPE_MESSAGES as M, validateAttributes } from '@pod/contracts';
import { cleanOptions, newAttribute, slugAfterNameChange, type EditorValues } from './editorValues';
import type { AttributeValue } from './queries';

const NAME_OPTIONS = ATTRIBUTE_NAME_SUGGESTIONS.map((value) => ({ value }));

interface Props {
  form: FormInstance<EditorValues>;
}

/**
 * Attributes card: a table of Name (with suggestions), Slug (derived from the name with
 * `slugify` until edited by hand) and Options (comma-separated tags), an Add footer and a
 * confirmed delete. Duplicate names or slugs raise the spec's alert.
 */
export function AttributesCard({ form }: Props) {
  const attributes = Form.useWatch('attributes', form) as AttributeValue[] | undefined;
  // Row keys (Form.List field keys) whose slug the user typed; those slugs no longer follow the name.
  const manualSlugs = useRef(new Set<number>());
  const violation = attributes?.length ? validateAttributes(attributes) : null;

  return (
    <Card title="Attributes">
      <Form.List
        name="attributes"
        rules={[
          {
            validator: async (_, rows: AttributeValue[] | undefined) => {
              if (!rows?.length) throw new Error(M.attributeRequired);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {violation?.message === M.attributeNotUnique && <Alert type="error" showIcon title={M.attributeNotUnique} style={{ marginBottom: 12 }} />}
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: 'No attributes yet' }}
              columns={[
                {
                  title: 'Name',
                  key: 'name',
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: M.attributeNameRequired }]} style={{ margin: 0 }}>
                      <AutoComplete
                        aria-label={`Attribute ${index + 1} name`}
                        options={NAME_OPTIONS}
                        filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
                        onChange={(name: string) => {
                          const slug = form.getFieldValue(['attributes', field.name, 'slug']) ?? '';
                          const next = slugAfterNameChange(name ?? '', slug, manualSlugs.current.has(field.key));
                          if (next !== slug) form.setFieldValue(['attributes', field.name, 'slug'], next);
                        }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: 'Slug',
                  key: 'slug',
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'slug']} rules={[{ required: true, whitespace: true, message: M.attributeSlugRequired }]} style={{ margin: 0 }}>
                      <Input
                        aria-label={`Attribute ${index + 1} slug`}
                        onChange={(e) => {
                          // A cleared slug follows the name again.
                          if (e.target.value.trim()) manualSlugs.current.add(field.key);
                          else manualSlugs.current.delete(field.key);
                        }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: 'Options',
                  key: 'options',
                  width: '45%',
                  render: (_, field, index) => (
                    <Form.Item
                      name={[field.name, 'options']}
                      normalize={(value: string[]) => cleanOptions(value)}
                      rules={[{ required: true, type: 'array', min: 1, message: M.attributeOptionsRequired }]}
                      style={{ margin: 0 }}
                    >
                      <Select
                        mode="tags"
                        aria-label={`Attribute ${index + 1} options`}
                        tokenSeparators={[',']}
                        placeholder="Options, separated by commas"
                        suffixIcon={null}
                        open={false}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: '',
                  key: 'delete',
                  width: 56,
                  render: (_, field, index) => (
                    <Popconfirm
                      title="Are you sure to delete?"
                      okText="Yes"
                      cancelText="No"
                      onConfirm={() => {
                        manualSlugs.current.delete(field.key);
                        remove(field.name);
                      }}
                    >
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete attribute ${index + 1}`} />
                    </Popconfirm>
                  ),
                },
              ]}
              footer={() => (
                <Button type="dashed" icon={<PlusOutlined />} aria-label="Add attribute" onClick={() => add(newAttribute())} block>
                  Add
                </Button>
              )}
            />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Card>
  );
}
