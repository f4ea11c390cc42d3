import { Form, InputNumber, Modal, Radio } from 'antd';
import type { PriceField } from './formRules';

interface Values {
  field: PriceField;
  price: number;
}

export interface BulkPriceModalProps {
  open: boolean;
  count: number;
  onCancel(): void;
  onApply(field: PriceField, price: number): void;
}

/** Bulk "Update variants price": one price (at least 1) for the selected rows (spec 001 §5). */
export function BulkPriceModal({ open, count, onCancel, onApply }: BulkPriceModalProps) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title="Update variants price"
      open={open}
      okText="Update"
      onCancel={onCancel}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields();
        onApply(values.field, values.price);
      }}
    >
      <p>
        {count} selected variant{count === 1 ? '' : 's'}
      </p>
      <Form<Values> form={form} name="bulk_price" layout="vertical" preserve={false} initialValues={{ field: 'regular_price' }}>
        <Form.Item name="field" label="Price">
          <Radio.Group
            options={[
              { value: 'regular_price', label: 'Regular price' },
              { value: 'sale_price', label: 'Sale price' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="price"
          label="New price"
          rules={[
            { required: true, message: 'Please input price' },
            { type: 'number', min: 1, message: 'Price must be at least 1' },
          ]}
        >
          <InputNumber<number> prefix="$" min={1} step={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
