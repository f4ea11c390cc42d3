import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { VariablesOf } from '@pod/platform';
import type { CREATE_USER_MUTATION } from './queries';

dayjs.extend(customParseFormat);

/** Birthdays are typed and shown as DD/MM/YYYY (spec 001 "User form"). */
export const BIRTHDAY_FORMAT = 'DD/MM/YYYY';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  confirm?: string;
  birthday?: Dayjs | null;
  address?: string;
  phone: string;
  roles: string[];
}

/** The createUser/updateUser input, as the schema's UserInput. */
export type UserInput = VariablesOf<typeof CREATE_USER_MUTATION>['input'];

/**
 * Form values → the createUser/updateUser input: the confirmation never leaves the browser,
 * a blank password is dropped, and the birthday becomes a calendar date (YYYY-MM-DD, no time
 * zone, so it cannot shift a day).
 */
export function toUserInput(values: UserFormValues): UserInput {
  const input: UserInput = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
    address: values.address?.trim() || null,
    phone: values.phone.trim(),
    roles: values.roles,
  };
  if (values.password && values.password.trim() !== '') input.password = values.password;
  return input;
}

/** A stored birthday (ISO date or date-time) → the DatePicker value. */
export function birthdayFromServer(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return parsed.isValid() ? parsed : null;
}
