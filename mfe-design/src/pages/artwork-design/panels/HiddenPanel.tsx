import { Select, Typography } from 'antd';
import { setHidden } from '@pod/artwork-scene';
import { Field } from './fields/Field';
import { SwitchField } from './fields/SwitchField';
import { dependOnTargets } from '@pod/artwork-scene';
import { Section } from './Section';
import type { LayerPanelProps } from './types';

/**
 * Hidden and depend-on (spec 002 §4, §5): a hidden layer is left out of the shopper's form and
 * may copy the content of a personalised layer of the same type. Turning hidden on clears the
 * dependency and the personalisation (`setHidden` of @pod/artwork-scene, so the patch carries
 * all three); the targets are Contract B's `dependOnTargets`.
 */
export function HiddenPanel({ layer, artwork, onChange }: Omit<LayerPanelProps, 'locked'>) {
  const hidden = layer.hidden === true;
  const targets = hidden ? dependOnTargets(artwork, layer.id) : [];
  const current = targets.find((t) => t.id === layer.dependOnLayer);
  return (
    <Section title="Hidden" extra={<SwitchField label="Hidden" checked={hidden} onChange={(on) => {
      const next = setHidden(layer, on);
      onChange({ hidden: next.hidden, dependOnLayer: next.dependOnLayer, personalized: next.personalized });
    }} />}>
      {hidden ? (
        <Field label="Depend on layer" help={targets.length === 0 ? `No personalised ${layer.type} layer to depend on` : undefined}>
          <Select
            aria-label="Depend on layer"
            allowClear
            style={{ width: '100%' }}
            placeholder="None"
            value={current?.id}
            status={layer.dependOnLayer && !current ? 'error' : undefined}
            options={targets.map((t) => ({ value: t.id, label: t.title || t.id }))}
            onChange={(id?: string) => onChange({ dependOnLayer: id ?? null })}
          />
        </Field>
      ) : (
        <Typography.Text type="secondary">Shown in the shopper&apos;s form.</Typography.Text>
      )}
    </Section>
  );
}
