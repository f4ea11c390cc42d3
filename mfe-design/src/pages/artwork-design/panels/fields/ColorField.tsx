import { ColorPicker } from 'antd';

export interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  allowClear?: boolean;
}

/** A colour swatch committing the hex value once the pick is complete (not on every drag step). */
export function ColorField({ label, value, onChange, allowClear }: ColorFieldProps) {
  return (
    <ColorPicker
      aria-label={label}
      value={value || undefined}
      allowClear={allowClear}
      showText
      format="hex"
      onChangeComplete={(color) => onChange(color.toHexString())}
      onClear={() => onChange(undefined)}
    />
  );
}
