import { describe, expect, it } from 'vitest';
import { personName, timelineTime } from './format';

describe('timeline format', () => {
  it('shows times as "MMM DD, YYYY h:mm:ss a"', () => {
    expect(timelineTime('2026-03-05T14:07:09')).toBe('Mar 05, 2026 2:07:09 pm');
  });

  it('names the author, falling back to the email, and System for entries without a user', () => {
    expect(personName({ first_name: 'Sam', last_name: 'Seller' })).toBe('Sam Seller');
    expect(personName({ email: 'sam@pod.local' })).toBe('sam@pod.local');
    expect(personName(null)).toBe('System');
  });
});
