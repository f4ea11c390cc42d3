import { Col, Row } from 'antd';
import type { LabelLayer } from '@pod/artwork-scene';
import type { PickerFont } from '../../../components/font-picker/queries';
import { FONT_WEIGHT_CHOICES, TRANSFORM_CHOICES } from './choices';
import { ChoiceField } from './fields/ChoiceField';
import { ColorField } from './fields/ColorField';
import { Field } from './fields/Field';
import { TextField } from './fields/TextField';
import { Section } from './Section';
import { FontField, TypeSettingFields } from './TextStyleFields';
import type { LayerPatch } from './types';

export interface LabelPanelProps {
  layer: LabelLayer;
  locked: boolean;
  onChange(patch: LayerPatch): void;
  onFontPicked?(font: PickerFont): void;
}

/** Label layer (spec 002 §3): text, align, fill, background, letter spacing, size, line height ≤ 10, weight, transform, font. */
export function LabelPanel({ layer, locked, onChange, onFontPicked }: LabelPanelProps) {
  // A numeric weight (PSD imports) shows as bold from 600 up, as the scene draws it.
  const weight = typeof layer.fontWeight === 'number' ? (layer.fontWeight >= 600 ? 'bold' : 'normal') : layer.fontWeight;
  return (
    <Section title="Label">
      <Field label="Text">
        <TextField label="Text" multiline value={layer.text} onChange={(text) => onChange({ text })} />
      </Field>
      <FontField layer={layer} locked={locked} onChange={onChange} onFontPicked={onFontPicked} />
      <Row gutter={8}>
        <TypeSettingFields layer={layer} onChange={onChange} />
        <Col span={12}>
          <Field label="Font weight">
            <ChoiceField label="Font weight" value={weight} choices={FONT_WEIGHT_CHOICES} placeholder="Normal" onChange={(fontWeight) => fontWeight && onChange({ fontWeight })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Transform">
            <ChoiceField label="Transform" value={layer.textTransform} choices={TRANSFORM_CHOICES} onChange={(textTransform) => textTransform && onChange({ textTransform })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Fill">
            <ColorField label="Fill" value={layer.fill} onChange={(fill) => fill && onChange({ fill })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Background">
            <ColorField label="Background" value={layer.background} allowClear onChange={(background) => onChange({ background })} />
          </Field>
        </Col>
      </Row>
    </Section>
  );
}
