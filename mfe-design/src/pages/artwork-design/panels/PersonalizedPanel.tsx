import { Col, Row, Typography } from 'antd';
import { canEnablePersonalization, setPersonalized, type Layer, type PersonalizedBlock } from '@pod/artwork-scene';
import { ChoiceField, type Choice } from './fields/ChoiceField';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { SwitchField } from './fields/SwitchField';
import { TextField } from './fields/TextField';
import { Section } from './Section';
import type { LayerPatch } from './types';

type ImageFieldType = 'images' | 'clipartCategory';
const IMAGE_TYPES: Choice<ImageFieldType>[] = [
  { value: 'images', label: 'Shopper uploads an image' },
  { value: 'clipartCategory', label: 'Shopper picks a clipart' },
];

/** The min/max pair is refused by the server when min is above max; said here first. */
export function minMaxProblem(block: PersonalizedBlock | undefined): string | undefined {
  if (block?.min !== undefined && block.max !== undefined && block.min > block.max) return `Min (${block.min}) is greater than max (${block.max})`;
  return undefined;
}

const NUMBER_LIMIT = 1_000_000_000;

/**
 * Personalised field (spec 002 §2.9, §3 "Personalized block"): enable, type (images), label,
 * title, help, placeholder, required, numberic, min, max and default. Turning it on is refused
 * while the layer is hidden (§4, `setPersonalized` of @pod/artwork-scene). The block is
 * replaced whole.
 */
export function PersonalizedPanel({ layer, onChange }: { layer: Layer; onChange(patch: LayerPatch): void }) {
  const block: PersonalizedBlock = layer.personalized ?? { enable: false };
  const set = (next: Partial<PersonalizedBlock>) => onChange({ personalized: { ...block, ...next } });
  const isText = layer.type === 'Text';
  const isImage = layer.type === 'Image';
  const mayEnable = canEnablePersonalization(layer);
  const range = minMaxProblem(block);
  // For a number field min/max bound the value; otherwise the length in characters.
  const lengthBound = !block.numberic;
  return (
    <Section
      title="Personalization"
      extra={
        <SwitchField
          label="Personalized"
          checked={block.enable && mayEnable}
          disabled={!mayEnable}
          onChange={(enable) => onChange({ personalized: setPersonalized(layer, enable).personalized })}
        />
      }
    >
      {!mayEnable && <Typography.Text type="secondary">A hidden layer cannot be personalised.</Typography.Text>}
      {block.enable && mayEnable && (
        <>
          {isImage && (
            <Field label="Field type">
              <ChoiceField label="Field type" value={block.type as ImageFieldType | undefined} choices={IMAGE_TYPES} placeholder="Shopper uploads an image" onChange={(type) => set({ type })} />
            </Field>
          )}
          <Field label="Label">
            <TextField label="Label" maxLength={255} value={block.label} onChange={(label) => set({ label })} />
          </Field>
          <Field label="Field title">
            <TextField label="Field title" maxLength={255} value={block.title} onChange={(title) => set({ title })} />
          </Field>
          <Field label="Help">
            <TextField label="Help" maxLength={1000} value={block.help} onChange={(help) => set({ help })} />
          </Field>
          {isText && (
            <Field label="Placeholder">
              <TextField label="Placeholder" maxLength={255} value={block.placeholder} onChange={(placeholder) => set({ placeholder })} />
            </Field>
          )}
          <Row gutter={8}>
            <Col span={12}>
              <Field label="Required">
                <SwitchField label="Required" checked={block.required === true} onChange={(required) => set({ required })} />
              </Field>
            </Col>
            {isText && (
              <Col span={12}>
                <Field label="Numberic">
                  <SwitchField label="Numberic" checked={block.numberic === true} onChange={(numberic) => set({ numberic })} />
                </Field>
              </Col>
            )}
          </Row>
          {isText && (
            <>
              <Row gutter={8}>
                <Col span={12}>
                  <Field label={lengthBound ? 'Min length' : 'Min'} error={range}>
                    <NumberField label="Min" value={block.min} min={lengthBound ? 0 : -NUMBER_LIMIT} max={NUMBER_LIMIT} onChange={(min) => set({ min })} />
                  </Field>
                </Col>
                <Col span={12}>
                  <Field label={lengthBound ? 'Max length' : 'Max'}>
                    <NumberField label="Max" value={block.max} min={lengthBound ? 0 : -NUMBER_LIMIT} max={NUMBER_LIMIT} onChange={(max) => set({ max })} />
                  </Field>
                </Col>
              </Row>
              <Field label="Default">
                <TextField label="Default" maxLength={2000} value={block.default?.text} onChange={(text) => set({ default: { ...block.default, text } })} />
              </Field>
            </>
          )}
        </>
      )}
    </Section>
  );
}
