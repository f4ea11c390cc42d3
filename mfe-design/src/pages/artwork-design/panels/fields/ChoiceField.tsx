import { Select } from 'antd';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A dropdown of fixed choices (align, transform, wrap...); each pick is one change. */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  onChange,
  placeholder,
  allowClear,
}: {
  label: string;
  value: V | undefined;
  choices: readonly Choice<V>[];
  onChange(value: V | undefined): void;
  placeholder?: string;
  allowClear?: boolean;
}) {
  return (
    <Select<V>
      aria-label={label}
      value={value}
      options={choices.map((c) => ({ value: c.value, label: c.label }))}
      onChange={(next) => onChange(next ?? undefined)}
      placeholder={placeholder}
      allowClear={allowClear}
      style={{ width: '100%' }}
    />
  );
}
