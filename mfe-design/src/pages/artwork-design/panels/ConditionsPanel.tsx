import { Button, Radio, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ConditionBlock, ConditionRule } from '@pod/artwork-scene';
import { ConditionRuleRow } from './ConditionRuleRow';
import { Field } from './fields/Field';
import { SwitchField } from './fields/SwitchField';
import { conditionTargets } from '@pod/artwork-scene';
import { Section } from './Section';
import type { LayerPanelProps } from './types';

const EMPTY_BLOCK: ConditionBlock = { enable: false, action: 'show', match: 'all', rules: [] };

/**
 * Conditions (spec 002 §3 "Condition block", §5): show or hide the layer when all, one or none
 * of its rules hold. Rules may only look at the eligible targets of Contract B (Option and
 * personalised layers; never the layer itself, a group, its child or an 'images' layer); a rule
 * whose layer is not among them asks 'Please select option'. The block is replaced whole.
 */
export function ConditionsPanel({ layer, artwork, onChange }: Omit<LayerPanelProps, 'locked'>) {
  const block = layer.condition ?? EMPTY_BLOCK;
  const targets = conditionTargets(artwork, layer.id);
  const set = (next: Partial<ConditionBlock>) => onChange({ condition: { ...block, ...next } });
  const setRules = (rules: ConditionRule[]) => set({ rules });
  return (
    <Section title="Conditions" extra={<SwitchField label="Enable conditions" checked={block.enable} onChange={(enable) => set({ enable })} />}>
      {block.enable && (
        <>
          <Field label="Action">
            <Radio.Group
              aria-label="Action"
              value={block.action}
              optionType="button"
              size="small"
              options={[
                { value: 'show', label: 'Show' },
                { value: 'hide', label: 'Hide' },
              ]}
              onChange={(e) => set({ action: e.target.value })}
            />
          </Field>
          <Field label="Match">
            <Radio.Group
              aria-label="Match"
              value={block.match}
              optionType="button"
              size="small"
              options={[
                { value: 'all', label: 'All' },
                { value: 'one', label: 'One' },
                { value: 'none', label: 'None' },
              ]}
              onChange={(e) => set({ match: e.target.value })}
            />
          </Field>
          {block.rules.map((rule, i) => (
            <ConditionRuleRow
              key={i}
              index={i}
              rule={rule}
              targets={targets}
              onChange={(next) => setRules(block.rules.map((r, j) => (j === i ? next : r)))}
              onRemove={() => setRules(block.rules.filter((_, j) => j !== i))}
            />
          ))}
          {targets.length === 0 ? (
            <Typography.Text type="secondary">No Option or personalised layer to refer to.</Typography.Text>
          ) : (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setRules([...block.rules, { option: targets[0].id, logic: '=', value: '' }])}>
              Add rule
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
