import { Input } from 'antd';
import { TEXT_DEBOUNCE_MS, useDebouncedEdit } from './useDebouncedEdit';

export interface TextFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
}

/** A text input committed 200 ms after the last key (spec 002 §9) or on blur. */
export function TextField({ label, value, onChange, multiline, placeholder, maxLength = 2000 }: TextFieldProps) {
  const { shown, edit, flush } = useDebouncedEdit(value ?? '', onChange, TEXT_DEBOUNCE_MS);
  const common = { 'aria-label': label, value: shown, placeholder, maxLength, onBlur: flush };
  return multiline ? (
    <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => edit(e.target.value)} />
  ) : (
    <Input {...common} onChange={(e) => edit(e.target.value)} />
  );
}
