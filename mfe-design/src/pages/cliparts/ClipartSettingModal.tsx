import { Checkbox, Col, Form, InputNumber, Modal, Row } from 'antd';
import { useState } from 'react';
import type { ClipartTreeNode } from './clipartTree';

type Settings = NonNullable<ClipartTreeNode['displaySettings']>;

/** Spec 002 §3 "Per-clipart-category layer settings", in the order listed. */
const NUMBER_FIELDS: Array<{ name: Exclude<keyof Settings, 'absolutePosition'>; label: string; min: number; max: number }> = [
  { name: 'x', label: 'X', min: -100000, max: 100000 },
  { name: 'y', label: 'Y', min: -100000, max: 100000 },
  { name: 'width', label: 'Width', min: 0, max: 100000 },
  { name: 'height', label: 'Height', min: 0, max: 100000 },
  { name: 'scaleX', label: 'Scale X', min: -1000, max: 1000 },
  { name: 'scaleY', label: 'Scale Y', min: -1000, max: 1000 },
  { name: 'cropWidth', label: 'Crop width', min: 0, max: 100000 },
  { name: 'cropHeight', label: 'Crop height', min: 0, max: 100000 },
  { name: 'cropX', label: 'Crop X', min: -100000, max: 100000 },
  { name: 'cropY', label: 'Crop Y', min: -100000, max: 100000 },
  { name: 'rotation', label: 'Rotation', min: -360, max: 360 },
];

/**
 * The tree's 'Setting' item (spec 002 §2.2, §3): the layer geometry and crop applied when a
 * shopper picks a clipart of this category. Empty fields leave the layer's own value.
 */
export function ClipartSettingModal({ node, onSave, onClose }: { node: ClipartTreeNode; onSave(settings: Settings): Promise<boolean>; onClose(): void }) {
  const [form] = Form.useForm<Settings>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Settings) => {
    setSaving(true);
    const ok = await onSave({ ...values, absolutePosition: !!values.absolutePosition });
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <Modal open title={`Setting: ${node.title}`} okText="Save" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={node.displaySettings ?? {}} onFinish={submit}>
        <Row gutter={12}>
          {NUMBER_FIELDS.map((f) => (
            <Col span={8} key={f.name}>
              <Form.Item name={f.name} label={f.label}>
                <InputNumber style={{ width: '100%' }} min={f.min} max={f.max} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="absolutePosition" valuePropName="checked">
          <Checkbox>Absolute position</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
