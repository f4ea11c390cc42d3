import { Button, Flex, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ConditionRule, Layer } from '@pod/artwork-scene';
import { TextField } from './fields/TextField';

/** Spec 002 §8: the option picker of a rule whose layer is not (or no longer) an eligible target. */
export const PLEASE_SELECT_OPTION = 'Please select option';

const LOGIC = [
  { value: '=', label: '=' },
  { value: '!=', label: '!=' },
] as const;

export interface ConditionRuleRowProps {
  index: number;
  rule: ConditionRule;
  /** Eligible targets (Contract B `conditionTargets`). */
  targets: readonly Layer[];
  onChange(rule: ConditionRule): void;
  onRemove(): void;
}

/** One rule: target layer, '=' or '!=', and the value (an Option layer's own values to pick from). */
export function ConditionRuleRow({ index, rule, targets, onChange, onRemove }: ConditionRuleRowProps) {
  const name = `Rule ${index + 1}`;
  const target = targets.find((t) => t.id === rule.option);
  return (
    <Flex gap={6} align="center" wrap style={{ marginBottom: 6 }} role="group" aria-label={name}>
      <Select
        aria-label={`${name} layer`}
        style={{ flex: '1 1 120px' }}
        value={target ? target.id : undefined}
        placeholder={PLEASE_SELECT_OPTION}
        status={target ? undefined : 'error'}
        options={targets.map((t) => ({ value: t.id, label: t.title || t.id }))}
        // a new target's values differ, so the value starts over
        onChange={(option: string) => onChange({ ...rule, option, value: '' })}
      />
      <Select
        aria-label={`${name} logic`}
        style={{ width: 64 }}
        value={rule.logic}
        options={LOGIC.map((l) => ({ ...l }))}
        onChange={(logic: ConditionRule['logic']) => onChange({ ...rule, logic })}
      />
      <div style={{ flex: '1 1 100px' }}>
        {target?.type === 'Option' ? (
          <Select
            aria-label={`${name} value`}
            style={{ width: '100%' }}
            value={rule.value || undefined}
            placeholder="Value"
            options={target.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(value: string) => onChange({ ...rule, value })}
          />
        ) : (
          <TextField label={`${name} value`} placeholder="Value" maxLength={255} value={rule.value} onChange={(value) => onChange({ ...rule, value })} />
        )}
      </div>
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${name}`} onClick={onRemove} />
    </Flex>
  );
}
