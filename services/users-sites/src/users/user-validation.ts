import isEmailAddress from 'validator/lib/isEmail.js';
import { badInput } from '@pod/service-kit';

/** RFC 5321 caps an address at 254 characters; checking the length first keeps the check linear. */
export const MAX_EMAIL_LENGTH = 254;

/** validator.js's isEmail (linear, vetted) behind the length bound; the old regex was quadratic. */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && isEmailAddress(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Trimmed text, or null when empty. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Phone numbers are digits, optionally with a leading + and spaces or dashes between groups. */
export function isNumericPhone(value: string): boolean {
  return /^\+?\d[\d\s-]*$/.test(value.trim());
}

/**
 * Accepts YYYY-MM-DD (also a full ISO timestamp, as a date picker sends) or DD/MM/YYYY (the
 * form's display format) and returns YYYY-MM-DD, or throws the field error.
 */
export function parseBirthday(value: string): string {
  const trimmed = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else throw badInput('Birthday is not a valid date', 'birthday');
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date.getTime() > Date.now()) {
    throw badInput('Birthday is not a valid date', 'birthday');
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const MIN_PASSWORD_LENGTH = 6;

export function assertPasswordStrength(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badInput(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`, field);
}
