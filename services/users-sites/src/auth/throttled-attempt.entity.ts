import { EntitySchema } from 'typeorm';
import type { AttemptKind } from './attempt-throttle';

/** One counted attempt (a failed sign-in, a reset request), per account and per client address. */
export interface ThrottledAttempt {
  id: string;
  kind: AttemptKind;
  email: string;
  client_ip: string;
  created_at: Date;
}

export const ThrottledAttemptEntity = new EntitySchema<ThrottledAttempt>({
  name: 'ThrottledAttempt',
  tableName: 'throttled_attempts',
  columns: {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    kind: { type: 'text' },
    email: { type: 'text' },
    client_ip: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
