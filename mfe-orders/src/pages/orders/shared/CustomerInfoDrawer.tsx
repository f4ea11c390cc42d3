import { Button, Drawer, Form, Input } from 'antd';
import { useState } from 'react';
import { ORDER_MESSAGES, SHIPPING_FIELDS } from '@pod/contracts';
import { useUnsavedChanges } from '@pod/platform';
import { customerInfoInput, isRequired, shippingRules, type CustomerInfoForm, type ShippingValues } from './shippingRules';
import { UPDATE_CUSTOMER_INFO, type OrderDetail } from './queries';
import { useOrderMutation } from './useOrderMutation';

interface CustomerInfoDrawerProps {
  order: OrderDetail;
  /** Whose rules: the detail form's or the orders list's (spec 000 §5). */
  form: CustomerInfoForm;
  title: string;
  /** False shows the values without Save (a Supporter, or an exported or cancelled order). */
  editable: boolean;
  onClose(): void;
  onSaved?(): void;
}

/**
 * The shipping / customer edit drawer of the detail page and of the list's Customer Info action:
 * every field of `SHIPPING_FIELDS` with spec 000 §5's messages; leaving with unsaved changes asks first.
 */
export function CustomerInfoDrawer({ order, form: rulesOf, title, editable, onClose, onSaved }: CustomerInfoDrawerProps) {
  const [form] = Form.useForm<ShippingValues>();
  const save = useOrderMutation(UPDATE_CUSTOMER_INFO);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const initial: ShippingValues = { ...order.shipping_address, email: order.customer?.email ?? null };

  const submit = async (values: ShippingValues) => {
    if (await save.execute({ orderId: order.id, info: customerInfoInput(values) }, ORDER_MESSAGES.shippingUpdated)) {
      unsaved.release();
      onSaved?.();
      onClose();
    }
  };

  return (
    <Drawer
      open
      size={480}
      title={title}
      onClose={onClose}
      extra={
        editable ? (
          <Button type="primary" loading={save.busy} onClick={() => form.submit()}>
            Save
          </Button>
        ) : null
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={() => setDirty(true)} disabled={!editable}>
        {SHIPPING_FIELDS.map((field) => (
          <Form.Item key={field.key} name={field.key} label={field.label} rules={shippingRules(field, rulesOf)} required={isRequired(field, rulesOf)}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
