import { DatePicker, type DatePickerProps } from 'antd';
import type { KeyboardEvent } from 'react';

/**
 * The date picker every form uses. Enter still commits a fully typed date inside the picker, but
 * never reaches the form: a half-typed date must not submit it (the browser's implicit submit).
 */
export function DateField({ onKeyDown, ...props }: DatePickerProps) {
  const keepEnterInside = (event: KeyboardEvent<HTMLElement>, preventPicker: () => void) => {
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event, preventPicker);
  };
  return <DatePicker {...props} onKeyDown={keepEnterInside} />;
}
