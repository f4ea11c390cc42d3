import { Button, Checkbox, Col, Form, InputNumber, Row, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useMutation, useQuery } from 'urql';
import { useNotify } from '@pod/platform';
import { PANEL_CLIPART_CATEGORY_QUERY, PANEL_UPDATE_CLIPART_SETTINGS, type PanelClipartCategory } from './queries';

type Settings = NonNullable<PanelClipartCategory['displaySettings']>;

/** Spec 002 §3 "Per-clipart-category layer settings", in the order listed there. */
const NUMBER_FIELDS: { name: Exclude<keyof Settings, 'absolutePosition'>; label: string; min: number; max: number }[] = [
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
 * The chosen clipart category's layer settings: the geometry and crop every layer picking from
 * it takes when a shopper chooses one of its cliparts (the renderer applies them). They belong
 * to the category, not the layer, so they are saved on the category at once (as the clipart
 * manager's 'Setting' does) and are not part of the artwork's undo history.
 */
export function ClipartCategorySettings({ categoryId, locked }: { categoryId: string; locked: boolean }) {
  const notify = useNotify();
  const [form] = Form.useForm<Settings>();
  const [{ data, fetching, error }] = useQuery({ query: PANEL_CLIPART_CATEGORY_QUERY, variables: { id: categoryId } });
  const [{ fetching: saving }, save] = useMutation(PANEL_UPDATE_CLIPART_SETTINGS);
  const settings = data?.clipartCategory.displaySettings;
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);
  useEffect(() => {
    form.setFieldsValue({ ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f.name, null])), absolutePosition: false, ...(settings ?? {}) });
  }, [form, settings]);

  const submit = async (values: Settings) => {
    const result = await save({ id: categoryId, displaySettings: { ...values, absolutePosition: !!values.absolutePosition } });
    if (result.error) notify.error(result.error);
    else notify.success('Category settings saved');
  };

  return (
    <Spin spinning={fetching}>
      <Typography.Text type="secondary">Layer settings of {data?.clipartCategory.title ?? 'the category'} (empty fields keep the layer's own)</Typography.Text>
      <Form form={form} layout="vertical" size="small" component="div" disabled={locked} onFinish={(values) => void submit(values)}>
        <Row gutter={8}>
          {NUMBER_FIELDS.map((f) => (
            <Col span={8} key={f.name}>
              <Form.Item name={f.name} label={f.label} style={{ marginBottom: 4 }}>
                <InputNumber aria-label={`Category ${f.label}`} style={{ width: '100%' }} min={f.min} max={f.max} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="absolutePosition" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>Absolute position</Checkbox>
        </Form.Item>
        <Button size="small" onClick={() => form.submit()} loading={saving}>
          Save category settings
        </Button>
      </Form>
    </Spin>
  );
}
