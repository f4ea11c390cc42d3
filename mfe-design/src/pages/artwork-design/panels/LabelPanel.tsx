import { Col, Row } from 'antd';
import type { LabelLayer } from '@pod/artwork-scene';
import { FontPicker } from '../../../components/font-picker/FontPicker';
import type { PickerFont } from '../../../components/font-picker/queries';
import { ALIGN_CHOICES, FONT_WEIGHT_CHOICES, TRANSFORM_CHOICES } from './choices';
import { ChoiceField } from './fields/ChoiceField';
import { ColorField } from './fields/ColorField';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { TextField } from './fields/TextField';
import { FONT_SIZE_DEBOUNCE_MS } from './fields/useDebouncedEdit';
import { LAYER_BOUNDS } from '@pod/artwork-scene';
import { Section } from './Section';
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
      <Field label="Font">
        <FontPicker
          value={layer.fontFamily}
          disabled={locked}
          onChange={(fontFamily, font) => {
            onFontPicked?.(font);
            onChange({ fontFamily });
          }}
        />
      </Field>
      <Row gutter={8}>
        <Col span={12}>
          <Field label="Font size">
            <NumberField label="Font size" value={layer.fontSize} min={1} max={2000} debounceMs={FONT_SIZE_DEBOUNCE_MS} onChange={(fontSize) => onChange({ fontSize })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Font weight">
            <ChoiceField label="Font weight" value={weight} choices={FONT_WEIGHT_CHOICES} placeholder="Normal" onChange={(fontWeight) => fontWeight && onChange({ fontWeight })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Letter spacing">
            <NumberField label="Letter spacing" value={layer.letterSpacing} min={-100} max={1000} onChange={(letterSpacing) => onChange({ letterSpacing })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Line height">
            <NumberField label="Line height" value={layer.lineHeight} step={0.1} {...LAYER_BOUNDS.lineHeight} onChange={(lineHeight) => onChange({ lineHeight })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Align">
            <ChoiceField label="Align" value={layer.align} choices={ALIGN_CHOICES} onChange={(align) => align && onChange({ align })} />
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
