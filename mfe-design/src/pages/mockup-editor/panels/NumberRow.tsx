import { Flex, InputNumber, Typography } from 'antd';
import { MOCKUP_LIMITS } from '@pod/artwork-scene';

export interface NumberFieldSpec {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange(value: number): void;
}

/**
 * A row of labelled number fields (position, size, rotation, the mask box). A field reports a
 * finite number only; the action checks the value again (the model's bounds), so a typed 0 width
 * is refused with the model's message instead of being kept.
 */
export function NumberRow({ fields }: { fields: NumberFieldSpec[] }) {
  return (
    <Flex gap={8} wrap>
      {fields.map((field) => (
        <label key={field.label} style={{ display: 'flex', flexDirection: 'column', gap: 2, width: 'calc(50% - 4px)' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {field.label}
          </Typography.Text>
          <InputNumber
            size="small"
            aria-label={field.label}
            style={{ width: '100%' }}
            value={Math.round(field.value * 100) / 100}
            min={field.min ?? -MOCKUP_LIMITS.maxCoordinate}
            max={field.max ?? MOCKUP_LIMITS.maxCoordinate}
            onChange={(value) => typeof value === 'number' && Number.isFinite(value) && value !== field.value && field.onChange(value)}
          />
        </label>
      ))}
    </Flex>
  );
}
