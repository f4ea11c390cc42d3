import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { birthdayFromServer, toUserInput, type UserFormValues } from './userInput';

const base: UserFormValues = {
  first_name: ' Eve ',
  last_name: 'Tester',
  email: 'eve@pod.local ',
  password: 'secret-1',
  confirm: 'secret-1',
  birthday: dayjs('1990-04-15'),
  address: '',
  phone: '555',
  roles: ['role-1'],
};

describe('toUserInput', () => {
  it('drops the confirmation, trims text and sends the birthday as a calendar date', () => {
    const input = toUserInput(base);
    expect(input).toEqual({
      first_name: 'Eve',
      last_name: 'Tester',
      email: 'eve@pod.local',
      password: 'secret-1',
      birthday: '1990-04-15',
      address: null,
      phone: '555',
      roles: ['role-1'],
    });
    expect('confirm' in input).toBe(false);
  });

  it('drops a blank password and a missing birthday', () => {
    const input = toUserInput({ ...base, password: '   ', birthday: null });
    expect('password' in input).toBe(false);
    expect(input.birthday).toBeNull();
  });
});

describe('birthdayFromServer', () => {
  it('reads an ISO day or date-time and shows it as DD/MM/YYYY', () => {
    expect(birthdayFromServer('1990-04-15')?.format('DD/MM/YYYY')).toBe('15/04/1990');
    expect(birthdayFromServer('1990-04-15T00:00:00.000Z')?.format('DD/MM/YYYY')).toBe('15/04/1990');
    expect(birthdayFromServer(null)).toBeNull();
    expect(birthdayFromServer('garbage')).toBeNull();
  });
});
