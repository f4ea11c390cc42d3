import { Form, Input, Modal } from 'antd';
import { TEMPLATE_TITLE_REQUIRED } from './templates';

/** Asks for a template's title (required, 'Template title is required'). Mounted while open. */
export function TemplateTitleModal({ heading, initial, onSave, onClose }: { heading: string; initial: string; onSave(title: string): void; onClose(): void }) {
  const [form] = Form.useForm<{ title: string }>();
  return (
    <Modal open title={heading} okText="Save" onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: initial }}
        onFinish={({ title }) => {
          onSave(title);
          onClose();
        }}
      >
        <Form.Item name="title" label="Template title" rules={[{ required: true, whitespace: true, message: TEMPLATE_TITLE_REQUIRED }]}>
          <Input aria-label="Template title" maxLength={255} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
