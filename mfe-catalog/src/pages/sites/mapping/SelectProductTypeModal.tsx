import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { MappingProductType } from './mappingRules';

export interface SelectProductTypeModalProps {
  open: boolean;
  productTypes: MappingProductType[];
  loading: boolean;
  onNext(typeIds: string[]): void;
  onCancel(): void;
}

/** Step 1 of the mapping wizard: the product types the selected store products become. */
export function SelectProductTypeModal({ open, productTypes, loading, onNext, onCancel }: SelectProductTypeModalProps) {
  const [form] = Form.useForm<{ product_types: string[] }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal title="Select Product Type" open={open} okText="Next" onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => onNext(values.product_types)}>
        <Form.Item label="Product Type" name="product_types" rules={[{ required: true, message: 'Please select product type' }]}>
          <Select
            mode="multiple"
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select product types"
            options={productTypes.map((t) => ({ value: t.id, label: `${t.title} (${t.sku})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
