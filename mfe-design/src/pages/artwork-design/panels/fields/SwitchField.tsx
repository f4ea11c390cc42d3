import { Switch } from 'antd';

/** A labelled on/off control; each flip is one change. */
export function SwitchField({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange(checked: boolean): void; disabled?: boolean }) {
  return <Switch aria-label={label} checked={checked} onChange={onChange} disabled={disabled || undefined} size="small" />;
}
