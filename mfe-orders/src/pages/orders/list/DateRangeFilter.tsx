import { Button, DatePicker } from 'antd';
import { DATE_PRESET_LABELS, DISPLAY_DAY_FORMAT, fromPickerDays, presetRange, toPickerDays, type DayRange } from './dateRange';

/**
 * The list's date range (spec 000 §9): the presets on the -07:00 clock, days shown "MMM DD, YYYY".
 * "All time" has no days to show in the picker, so it is the footer's button (and clearing the range).
 */
export function DateRangeFilter({ value, onChange }: { value: DayRange; onChange(range: DayRange): void }) {
  const presets = DATE_PRESET_LABELS.filter((label) => label !== 'All time').map((label) => ({
    label,
    value: toPickerDays(presetRange(label))!,
  }));
  return (
    <DatePicker.RangePicker
      aria-label="Date range"
      format={DISPLAY_DAY_FORMAT}
      value={toPickerDays(value)}
      presets={presets}
      allowClear
      onChange={(days) => onChange(fromPickerDays(days))}
      renderExtraFooter={() => (
        <Button type="link" size="small" onClick={() => onChange({ from: null, to: null })}>
          All time
        </Button>
      )}
    />
  );
}
