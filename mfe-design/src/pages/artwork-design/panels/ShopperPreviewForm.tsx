import { Empty, Form, Input } from 'antd';
import { useMemo } from 'react';
import { fieldLabel, layerClipartCategoryId, valueAsText, type Artwork, type ClipartCategory, type Personalization } from '@pod/artwork-scene';
import { ClipartPicker } from '../../../components/clipart-picker/ClipartPicker';
import { shopperFields, type ShopperField } from './shopperFields';
import { ShopperImageUpload } from './ShopperImageUpload';
import { ShopperOptionControl } from './ShopperOptionControl';

export interface ShopperPreviewFormProps {
  artwork: Artwork;
  template: number;
  values: Personalization;
  onChange(values: Personalization): void;
  /** The artwork's clipart categories (Artwork.clipartCategories), so a picked clipart resolves as in print. */
  clipartCategories?: readonly ClipartCategory[];
}

/**
 * The shopper's form beside the canvas (issue 23 item 6): personalised fields and options with
 * their validation messages, recomputed from @pod/artwork-scene on every change, so conditions
 * and dependent layers react as they will in the store (a field hidden by a condition disappears).
 */
export function ShopperPreviewForm({ artwork, template, values, onChange, clipartCategories }: ShopperPreviewFormProps) {
  const fields = useMemo(() => shopperFields({ artwork, template, values, clipartCategories }), [artwork, template, values, clipartCategories]);
  const set = (key: string, value: Personalization[string]) => onChange({ ...values, [key]: value });
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing to personalise" />;
  return (
    <Form layout="vertical" component="div" aria-label="Shopper preview">
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          label={fieldLabel(field.layer)}
          extra={field.layer.personalized?.help}
          validateStatus={field.messages.length ? 'error' : undefined}
          help={field.messages.length ? field.messages.join(' · ') : undefined}
        >
          <ShopperControl field={field} value={values[field.key]} onChange={(v) => set(field.key, v)} />
        </Form.Item>
      ))}
    </Form>
  );
}

function ShopperControl({ field, value, onChange }: { field: ShopperField; value: Personalization[string]; onChange(value: Personalization[string]): void }) {
  const { layer } = field;
  const label = fieldLabel(layer);
  if (layer.type === 'Option') return <ShopperOptionControl layer={layer} label={label} value={valueAsText(value)} onChange={onChange} />;
  if (layer.type === 'Image' && layer.personalized?.type === 'clipartCategory') {
    return <ClipartPicker categoryID={layerClipartCategoryId(layer)} value={valueAsText(value)} onPick={(clip) => onChange(clip.id)} />;
  }
  if (layer.type === 'Image') {
    const key = value && typeof value === 'object' && 'file' in value ? value.file.key : undefined;
    return <ShopperImageUpload label={label} fileKey={key} onUploaded={(file) => onChange({ file })} />;
  }
  return (
    <Input
      aria-label={label}
      inputMode={layer.personalized?.numberic ? 'decimal' : undefined}
      placeholder={layer.personalized?.placeholder}
      maxLength={2000}
      value={valueAsText(value) ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
