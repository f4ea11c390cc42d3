import dayjs from 'dayjs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50"; missing or non-numeric amounts show as "$0.00". */
export function formatMoney(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return usd.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

function format(d: DateInput, pattern: string): string {
  if (d === null || d === undefined || d === '') return '';
  const value = dayjs(d);
  return value.isValid() ? value.format(pattern) : '';
}

/** Spec display format "MMM DD, YYYY"; empty string for missing/invalid dates. */
export function formatDate(d: DateInput): string {
  return format(d, 'MMM DD, YYYY');
}

/** Spec timeline format "MMM DD, YYYY h:mm:ss a". */
export function formatDateTime(d: DateInput): string {
  return format(d, 'MMM DD, YYYY h:mm:ss a');
}
