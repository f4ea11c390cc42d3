import { useEffect } from 'react';
import { Form, InputNumber, Modal } from 'antd';
import { allPricePatch, PRICE_LABELS, SINGLE_PRICE_MIN, singlePricePatch, type AllPriceValues, type BulkPriceKind, type PricePatch } from './bulkPrice';
import type { PriceField } from './variantRow';

export interface BulkPriceModalProps {
  /** The Bulk Edit entry chosen; null when closed. */
  kind: BulkPriceKind | null;
  /** How many rows the prices go to (the selected rows' SKUs). */
  count: number;
  onApply: (patch: PricePatch) => void;
  onClose: () => void;
}

const ALL_FIELDS: PriceField[] = ['base_cost', 'retail_cost', 'sale_cost'];

/**
 * Bulk Edit's price modals (spec 001 §5): "All price" sets base cost, regular and sale price
 * under the modal's own rules; the single-price modals set one price, at least 1.
 */
export function BulkPriceModal({ kind, count, onApply, onClose }: BulkPriceModalProps) {
  const [form] = Form.useForm<AllPriceValues & { price?: number | null }>();

  useEffect(() => {
    if (kind) form.resetFields();
  }, [kind, form]);

  const onFinish = (values: AllPriceValues & { price?: number | null }) => {
    if (kind === 'all') {
      const result = allPricePatch(values);
      if ('message' in result) {
        form.setFields([{ name: result.field, errors: [result.message] }]);
        return;
      }
      onApply(result.patch);
    } else if (kind) {
      const patch = singlePricePatch(kind, values.price);
      if (patch) onApply(patch);
    }
  };

  const title = kind === 'all' ? 'Update all prices' : kind ? `Update ${PRICE_LABELS[kind].toLowerCase()}` : '';
  return (
    <Modal
      open={!!kind}
      title={title}
      okText="Apply"
      onOk={() => form.submit()}
      onCancel={onClose}
      // kept mounted so the form instance stays connected between openings
      forceRender
    >
      <p>
        Applies to {count} selected variant{count === 1 ? '' : 's'}.
      </p>
      <Form form={form} layout="vertical" name="bulk_price" onFinish={onFinish}>
        {kind === 'all'
          ? ALL_FIELDS.map((field) => (
              <Form.Item key={field} name={field} label={PRICE_LABELS[field]}>
                <InputNumber<number> prefix="$" min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            ))
          : kind && (
              <Form.Item
                name="price"
                label={PRICE_LABELS[kind]}
                rules={[{ required: true, message: `Please input ${PRICE_LABELS[kind].toLowerCase()}` }]}
              >
                <InputNumber<number> prefix="$" min={SINGLE_PRICE_MIN} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            )}
      </Form>
    </Modal>
  );
}
