import { Col } from 'antd';
import { LAYER_BOUNDS, type LabelLayer, type TextLayer } from '@pod/artwork-scene';
import { FontPicker } from '../../../components/font-picker/FontPicker';
import type { PickerFont } from '../../../components/font-picker/queries';
import { ALIGN_CHOICES } from './choices';
import { ChoiceField } from './fields/ChoiceField';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { FONT_SIZE_DEBOUNCE_MS } from './fields/useDebouncedEdit';
import type { LayerPatch } from './types';

/** The type settings Text and Label layers share (spec 002 §3), one place for both panels. */
interface TextStyleProps {
  layer: TextLayer | LabelLayer;
  onChange(patch: LayerPatch): void;
}

/** The font through the font picker: committed at once, so the canvas shows it at once. */
export function FontField({ layer, locked, onChange, onFontPicked }: TextStyleProps & { locked: boolean; onFontPicked?(font: PickerFont): void }) {
  return (
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
  );
}

/** Size (debounced 100 ms, spec §9), letter spacing, line height ≤ 10 and alignment, as half-width columns of a Row. */
export function TypeSettingFields({ layer, onChange }: TextStyleProps) {
  return (
    <>
      <Col span={12}>
        <Field label="Font size">
          <NumberField label="Font size" value={layer.fontSize} min={1} max={2000} debounceMs={FONT_SIZE_DEBOUNCE_MS} onChange={(fontSize) => onChange({ fontSize })} />
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
    </>
  );
}
