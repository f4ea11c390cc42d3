import { Col, Row } from 'antd';
import { designText, LAYER_BOUNDS, withText, type TextLayer } from '@pod/artwork-scene';
import type { PickerFont } from '../../../components/font-picker/queries';
import { DIRECTION_CHOICES, STROKE_POSITION_CHOICES, TEXT_SHAPE_CHOICES, TRANSFORM_CHOICES, WRAP_CHOICES } from './choices';
import { ChoiceField } from './fields/ChoiceField';
import { ColorField } from './fields/ColorField';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { SwitchField } from './fields/SwitchField';
import { TextField } from './fields/TextField';
import { Section } from './Section';
import { FontField, TypeSettingFields } from './TextStyleFields';
import type { LayerPatch } from './types';

export interface TextPanelProps {
  layer: TextLayer;
  locked: boolean;
  onChange(patch: LayerPatch): void;
  /** The font picked (the canvas's font list may not have one uploaded just now). */
  onFontPicked?(font: PickerFont): void;
}

/** `true` is the legacy spelling of "outside" (as @pod/artwork-scene reads it). */
function strokePosition(value: TextLayer['fillAfterStrokeEnabled']): 'inside' | 'outside' | undefined {
  if (value === true) return 'outside';
  if (value === false) return 'inside';
  return value;
}

/**
 * Text layer (spec 002 §2.9, §3): the text, the font through the font picker (committed at
 * once, so the canvas shows it at once), size (100 ms), spacing, line height ≤ 10, alignment,
 * fill and stroke (width 0–10, inside/outside), transform, autofit, wrap, direction and shape.
 */
export function TextPanel({ layer, locked, onChange, onFontPicked }: TextPanelProps) {
  return (
    <Section title="Text">
      <Field label="Text">
        {/* values is replaced whole (the active entry carries the text) */}
        <TextField label="Text" multiline value={designText(layer)} onChange={(text) => onChange({ values: withText(layer, text).values })} />
      </Field>
      <FontField layer={layer} locked={locked} onChange={onChange} onFontPicked={onFontPicked} />
      <Row gutter={8}>
        <TypeSettingFields layer={layer} onChange={onChange} />
        <Col span={12}>
          <Field label="Fill">
            <ColorField label="Fill" value={layer.fill} onChange={(fill) => fill && onChange({ fill })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Stroke">
            <ColorField label="Stroke" value={layer.stroke} allowClear onChange={(stroke) => onChange({ stroke })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Stroke width">
            <NumberField label="Stroke width" value={layer.strokeWidth} emptyAs={0} {...LAYER_BOUNDS.strokeWidth} onChange={(strokeWidth) => onChange({ strokeWidth })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Stroke position">
            <ChoiceField
              label="Stroke position"
              value={strokePosition(layer.fillAfterStrokeEnabled)}
              choices={STROKE_POSITION_CHOICES}
              placeholder="Outside"
              onChange={(fillAfterStrokeEnabled) => fillAfterStrokeEnabled && onChange({ fillAfterStrokeEnabled })}
            />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Transform">
            <ChoiceField label="Transform" value={layer.textTransform} choices={TRANSFORM_CHOICES} onChange={(textTransform) => textTransform && onChange({ textTransform })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Wrap">
            <ChoiceField label="Wrap" value={layer.wrapConfig} choices={WRAP_CHOICES} onChange={(wrapConfig) => wrapConfig && onChange({ wrapConfig })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Direction">
            <ChoiceField label="Direction" value={layer.textDirection} choices={DIRECTION_CHOICES} onChange={(textDirection) => textDirection && onChange({ textDirection })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Shape">
            <ChoiceField label="Shape" value={layer.shape as 'normal' | 'other' | undefined} choices={TEXT_SHAPE_CHOICES} placeholder="Normal" onChange={(shape) => shape && onChange({ shape })} />
          </Field>
        </Col>
        <Col span={12}>
          <Field label="Autofit">
            <SwitchField label="Autofit" checked={layer.autofit === true} onChange={(autofit) => onChange({ autofit })} />
          </Field>
        </Col>
      </Row>
    </Section>
  );
}
