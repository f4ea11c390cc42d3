import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatters', () => {
  it('formats USD with thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('19.9')).toBe('$19.90');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('uses the spec display formats', () => {
    expect(formatDate('2021-03-05T10:00:00')).toBe('Mar 05, 2021');
    expect(formatDateTime('2021-03-05T15:04:05')).toBe('Mar 05, 2021 3:04:05 pm');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
