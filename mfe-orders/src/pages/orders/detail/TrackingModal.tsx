import { Form, Input, Modal } from 'antd';
import { ADD_TRACKING, type OrderDetail } from '../shared/queries';
import { useOrderMutation } from '../shared/useOrderMutation';

interface TrackingValues {
  carrier: string;
  number: string;
  url?: string;
}

/** Add or Edit Tracking: carrier, number and URL; the server sends it on to the store. */
export function TrackingModal({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const [form] = Form.useForm<TrackingValues>();
  const save = useOrderMutation(ADD_TRACKING);
  const submit = async (values: TrackingValues) => {
    const tracking = { carrier: values.carrier.trim(), number: values.number.trim(), url: values.url?.trim() || null };
    if (await save.execute({ orderId: order.id, tracking }, 'Tracking saved')) onClose();
  };
  return (
    <Modal
      open
      title={order.tracking ? 'Edit Tracking' : 'Add Tracking'}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={order.tracking ?? {}} onFinish={submit}>
        <Form.Item name="carrier" label="Carrier" rules={[{ required: true, whitespace: true, message: "Carrier can't be blank." }]}>
          <Input />
        </Form.Item>
        <Form.Item name="number" label="Tracking number" rules={[{ required: true, whitespace: true, message: "Tracking number can't be blank." }]}>
          <Input />
        </Form.Item>
        <Form.Item name="url" label="Tracking URL" rules={[{ type: 'url', message: 'Tracking URL is not a valid URL' }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
