import { EntitySchema } from 'typeorm';

/** One failed sign-in; counted per account and per client address for the rate limit. */
export interface LoginFailure {
  id: string;
  email: string;
  client_ip: string;
  created_at: Date;
}

export const LoginFailureEntity = new EntitySchema<LoginFailure>({
  name: 'LoginFailure',
  tableName: 'login_failures',
  columns: {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    email: { type: 'text' },
    client_ip: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
