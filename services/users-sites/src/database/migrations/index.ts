import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateUsersSites1760100000000 } from './1760100000000-CreateUsersSites';
import { AddUserSessionVersion1763900000000 } from './1763900000000-AddUserSessionVersion';
import { ThrottledAttempts1763900000100 } from './1763900000100-ThrottledAttempts';
import { EmailChange1763900000101 } from './1763900000101-EmailChange';
import { OnlineSitesWithoutKeysArePending1764000000000 } from './1764000000000-OnlineSitesWithoutKeysArePending';

/** Every committed migration of the users_sites schema, in the order they run. */
export const USERS_SITES_MIGRATIONS = [
  createEventTablesMigration('users_sites'),
  CreateUsersSites1760100000000,
  AddUserSessionVersion1763900000000,
  ThrottledAttempts1763900000100,
  EmailChange1763900000101,
  OnlineSitesWithoutKeysArePending1764000000000,
];
