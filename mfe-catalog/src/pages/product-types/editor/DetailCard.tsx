import { Card, Col, Form, Input, Row, Switch } from 'antd';
import { PRODUCT_TYPE_MESSAGES as M } from '@pod/contracts';

/** Detail card: title, SKU, mockup download link, description, and whether the type is active. */
export function DetailCard() {
  return (
    <Card title="Detail">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: M.titleRequired }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sku" label="SKU" rules={[{ required: true, whitespace: true, message: M.skuRequired }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="mockup" label="Mockup link" rules={[{ type: 'url', message: 'Please input a valid link' }]}>
        <Input placeholder="https://…/mockup.psd" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch aria-label="Active" />
      </Form.Item>
    </Card>
  );
}
