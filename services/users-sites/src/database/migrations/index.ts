import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateUsersSites1760100000000 } from './1760100000000-CreateUsersSites';
import { ThrottledAttempts1763900000000 } from './1763900000000-ThrottledAttempts';
import { EmailChange1763900000001 } from './1763900000001-EmailChange';

/** Every committed migration of the users_sites schema, in the order they run. */
export const USERS_SITES_MIGRATIONS = [createEventTablesMigration('users_sites'), CreateUsersSites1760100000000, ThrottledAttempts1763900000000, EmailChange1763900000001];
