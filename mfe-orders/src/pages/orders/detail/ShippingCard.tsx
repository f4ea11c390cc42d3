import { Button, Card, Drawer, Form, Input, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ORDER_MESSAGES, SHIPPING_FIELDS } from '@pod/contracts';
import { useUnsavedChanges } from '@pod/platform';
import { customerInfoInput, shippingRules, type ShippingValues } from '../shared/shippingRules';
import { UPDATE_CUSTOMER_INFO, type OrderDetail } from '../shared/queries';
import { useOrderMutation } from '../shared/useOrderMutation';

function addressLines(order: OrderDetail): string[] {
  const a = order.shipping_address;
  if (!a) return [];
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address1,
    a.address2,
    [a.city, a.state_code ?? a.state, a.zip].filter(Boolean).join(', '),
    [a.country, a.country_code ? `(${a.country_code})` : null].filter(Boolean).join(' '),
    a.phone,
    order.customer?.email,
  ].filter((line): line is string => !!line);
}

/** Shipping address card; the edit drawer is hidden when the order is exported or cancelled. */
export function ShippingCard({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const lines = addressLines(order);
  return (
    <Card
      title="Shipping address"
      extra={canEdit ? <Button type="link" icon={<EditOutlined />} aria-label="Edit shipping address" onClick={() => setEditing(true)}>Edit</Button> : null}
    >
      {lines.length ? lines.map((line, i) => <div key={i}>{line}</div>) : <Typography.Text type="secondary">No shipping address</Typography.Text>}
      {editing ? <ShippingDrawer order={order} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

function ShippingDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const [form] = Form.useForm<ShippingValues>();
  const save = useOrderMutation(UPDATE_CUSTOMER_INFO);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const initial: ShippingValues = { ...order.shipping_address, email: order.customer?.email ?? null };

  const submit = async (values: ShippingValues) => {
    if (await save.execute({ orderId: order.id, info: customerInfoInput(values) }, ORDER_MESSAGES.shippingUpdated)) {
      unsaved.release();
      onClose();
    }
  };

  return (
    <Drawer
      open
      width={480}
      title="Edit shipping address"
      onClose={onClose}
      extra={
        <Button type="primary" loading={save.busy} onClick={() => form.submit()}>
          Save
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={() => setDirty(true)}>
        {SHIPPING_FIELDS.map((field) => (
          <Form.Item key={field.key} name={field.key} label={field.label} rules={shippingRules(field)} required={field.required}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
