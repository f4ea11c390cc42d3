import { InputNumber } from 'antd';
import { clamp, type Bounds } from './bounds';
import { TEXT_DEBOUNCE_MS, useDebouncedEdit } from './useDebouncedEdit';

export interface NumberFieldProps extends Bounds {
  label: string;
  value: number | undefined;
  onChange(value: number): void;
  step?: number;
  /** Decimal places kept (0: whole numbers). */
  precision?: number;
  /** Milliseconds after the last key; 200 (text forms) unless told (font size: 100). */
  debounceMs?: number;
  /** Commit an emptied field as this value (else an empty field commits nothing). */
  emptyAs?: number;
}

/**
 * A number input held inside its bounds: what is typed is clamped before it is committed, so a
 * value outside the spec's range never reaches the document (the server checks it again).
 */
export function NumberField({ label, value, onChange, min, max, step, precision, debounceMs = TEXT_DEBOUNCE_MS, emptyAs }: NumberFieldProps) {
  const { shown, edit, flush } = useDebouncedEdit<number | null>(value ?? null, (next) => {
    const number = next ?? emptyAs;
    if (number === undefined || !Number.isFinite(number)) return;
    const rounded = precision === undefined ? number : Number(number.toFixed(precision));
    onChange(clamp(rounded, { min, max }));
  }, debounceMs);
  return (
    <InputNumber
      aria-label={label}
      value={shown}
      min={min}
      max={max}
      step={step}
      precision={precision}
      style={{ width: '100%' }}
      onChange={(next) => edit(typeof next === 'number' ? next : null)}
      onBlur={flush}
    />
  );
}
