import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { OptionItem, OptionLayer } from '@pod/artwork-scene';
import { ChoiceField, type Choice } from './fields/ChoiceField';
import { Field } from './fields/Field';
import { OptionItemRow } from './OptionItemRow';
import { Section } from './Section';
import type { LayerPatch } from './types';

const DISPLAY_MODES: Choice<OptionLayer['display_mode']>[] = [
  { value: 'dropdown', label: 'Dropdown' },
  { value: 'button', label: 'Button' },
  { value: 'image', label: 'Image' },
  { value: 'color', label: 'Color' },
];

/** The shopper picks one option: at most one is the default. */
export function withDefault(options: readonly OptionItem[], index: number): OptionItem[] {
  return options.map((o, i) => ({ ...o, default: i === index }));
}

/**
 * Option layer (spec 002 §2.9, §3): how the shopper's control looks (dropdown, button, image,
 * color) and its options, each with label, value, default and picture or colour. `options` is
 * replaced whole on every change.
 */
export function OptionPanel({ layer, onChange }: { layer: OptionLayer; onChange(patch: LayerPatch): void }) {
  const options = layer.options;
  const set = (next: OptionItem[]) => onChange({ options: next });
  return (
    <Section title="Option">
      <Field label="Display mode">
        <ChoiceField label="Display mode" value={layer.display_mode} choices={DISPLAY_MODES} onChange={(display_mode) => display_mode && onChange({ display_mode })} />
      </Field>
      {options.map((item, i) => (
        <OptionItemRow
          key={i}
          index={i}
          item={item}
          mode={layer.display_mode}
          onChange={(next) => set(options.map((o, j) => (j === i ? next : o)))}
          onMakeDefault={() => set(withDefault(options, i))}
          onRemove={() => set(options.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => set([...options, { label: `Option ${options.length + 1}`, value: `option-${options.length + 1}`, default: options.length === 0 }])}
      >
        Add option
      </Button>
    </Section>
  );
}
