import { Col, Row } from 'antd';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { SwitchField } from './fields/SwitchField';
import { TextField } from './fields/TextField';
import { Section } from './Section';
import type { LayerPanelProps } from './types';

/** Every layer's own fields (spec 002 §3 "Artwork layer"): title, position, size, rotation, visible, lock. */
export function CommonPanel({ layer, onChange }: Pick<LayerPanelProps, 'layer' | 'onChange'>) {
  const numbers = [
    { key: 'x', label: 'X' },
    { key: 'y', label: 'Y' },
    { key: 'width', label: 'Width', min: 0 },
    { key: 'height', label: 'Height', min: 0 },
    { key: 'rotation', label: 'Rotation', min: -360, max: 360 },
  ] as const;
  return (
    <Section title="Layer">
      <Field label="Title">
        <TextField label="Title" value={layer.title} maxLength={255} onChange={(title) => onChange({ title })} />
      </Field>
      <Row gutter={8}>
        {numbers.map((n) => (
          <Col span={n.key === 'rotation' ? 24 : 12} key={n.key}>
            <Field label={n.label}>
              <NumberField
                label={n.label}
                value={layer[n.key]}
                min={'min' in n ? n.min : undefined}
                max={'max' in n ? n.max : undefined}
                onChange={(value) => onChange({ [n.key]: value })}
              />
            </Field>
          </Col>
        ))}
      </Row>
      <Row gutter={8}>
        <Col span={12}>
          <Field label="Visible">
            <SwitchField label="Visible" checked={layer.visible} onChange={(visible) => onChange({ visible })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Lock">
            <SwitchField label="Lock" checked={layer.lock} onChange={(lock) => onChange({ lock })} />
          </Field>
        </Col>
      </Row>
    </Section>
  );
}
