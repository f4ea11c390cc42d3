import { Button, Card, Form, Input, InputNumber, Popconfirm, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_TYPE_MESSAGES as M } from '@pod/contracts';
import { newPrintArea } from './editorValues';
import type { PrintAreaValue } from './queries';

const sizeRules = (required: string) => [
  { required: true, message: required },
  { type: 'number' as const, min: 0, message: M.printAreaSizeInvalid },
];

/**
 * Print files card: the type's print areas (name, width and height in pixels, dpi). A new
 * row is "Default", sizes empty, 300 dpi (spec 001 §3).
 */
export function PrintAreasCard() {
  return (
    <Card title="Print files">
      <Form.List
        name="printAreas"
        rules={[
          {
            validator: async (_, rows: PrintAreaValue[] | undefined) => {
              if (!rows?.length) throw new Error(M.printAreaRequired);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: 'No print areas yet' }}
              columns={[
                {
                  title: 'Name',
                  key: 'name',
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: M.printAreaNameRequired }]} style={{ margin: 0 }}>
                      <Input aria-label={`Print area ${index + 1} name`} />
                    </Form.Item>
                  ),
                },
                {
                  title: 'Width (px)',
                  key: 'width',
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'width']} rules={sizeRules(M.printAreaWidthRequired)} style={{ margin: 0 }}>
                      <InputNumber aria-label={`Print area ${index + 1} width`} min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: 'Height (px)',
                  key: 'height',
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'height']} rules={sizeRules(M.printAreaHeightRequired)} style={{ margin: 0 }}>
                      <InputNumber aria-label={`Print area ${index + 1} height`} min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: 'DPI',
                  key: 'dpi',
                  width: 110,
                  render: (_, field, index) => (
                    <Form.Item name={[field.name, 'dpi']} style={{ margin: 0 }}>
                      <InputNumber aria-label={`Print area ${index + 1} dpi`} min={1} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: '',
                  key: 'delete',
                  width: 56,
                  render: (_, field, index) => (
                    <Popconfirm title="Are you sure to delete?" okText="Yes" cancelText="No" onConfirm={() => remove(field.name)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete print area ${index + 1}`} />
                    </Popconfirm>
                  ),
                },
              ]}
              footer={() => (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newPrintArea())} block>
                  Add print area
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
