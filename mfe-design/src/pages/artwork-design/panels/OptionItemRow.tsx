import { Button, Flex, Radio } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { OptionItem, OptionLayer } from '@pod/artwork-scene';
import { ColorField } from './fields/ColorField';
import { TextField } from './fields/TextField';
import { OptionImageUpload } from './OptionImageUpload';

export interface OptionItemRowProps {
  index: number;
  item: OptionItem;
  mode: OptionLayer['display_mode'];
  onChange(item: OptionItem): void;
  onMakeDefault(): void;
  onRemove(): void;
}

/** One option: label, value, default, and its picture (image mode) or colour (colour mode). */
export function OptionItemRow({ index, item, mode, onChange, onMakeDefault, onRemove }: OptionItemRowProps) {
  const name = `Option ${index + 1}`;
  return (
    <Flex gap={6} align="center" wrap style={{ marginBottom: 6 }} role="group" aria-label={name}>
      <div style={{ flex: '1 1 90px' }}>
        <TextField label={`${name} label`} placeholder="Label" maxLength={255} value={item.label} onChange={(label) => onChange({ ...item, label })} />
      </div>
      <div style={{ flex: '1 1 90px' }}>
        <TextField label={`${name} value`} placeholder="Value" maxLength={255} value={item.value} onChange={(value) => onChange({ ...item, value })} />
      </div>
      <Radio aria-label={`${name} default`} checked={item.default === true} onChange={onMakeDefault}>
        Default
      </Radio>
      {mode === 'image' && <OptionImageUpload label={name} value={item.image} onChange={(image) => onChange({ ...item, image })} />}
      {mode === 'color' && <ColorField label={`${name} colour`} value={item.color} onChange={(color) => onChange({ ...item, color })} />}
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${name}`} onClick={onRemove} />
    </Flex>
  );
}
