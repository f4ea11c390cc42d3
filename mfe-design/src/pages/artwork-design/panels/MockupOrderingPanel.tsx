import { Checkbox, Tooltip } from 'antd';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { canExcludeFromMockup, LAYER_BOUNDS } from '@pod/artwork-scene';
import { Section } from './Section';
import type { LayerPanelProps } from './types';

/**
 * 'Exclude from mockup' (disabled for Option, Group and personalised layers — Contract B
 * `canExcludeFromMockup`) and the form's ordering, 0–99 (spec 002 §3, §5).
 */
export function MockupOrderingPanel({ layer, onChange }: Pick<LayerPanelProps, 'layer' | 'onChange'>) {
  const mayExclude = canExcludeFromMockup(layer);
  return (
    <Section title="Mockup and ordering">
      <Field label="Ordering">
        <NumberField label="Ordering" value={layer.ordering} precision={0} {...LAYER_BOUNDS.ordering} onChange={(ordering) => onChange({ ordering })} />
      </Field>
      <Tooltip title={mayExclude ? undefined : 'Not available for Option, Group and personalised layers'}>
        <Checkbox checked={mayExclude && layer.excludeMockup === true} disabled={!mayExclude || undefined} onChange={(e) => onChange({ excludeMockup: e.target.checked })}>
          Exclude from mockup
        </Checkbox>
      </Tooltip>
    </Section>
  );
}
