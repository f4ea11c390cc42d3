import { randomUUID } from 'node:crypto';
import { signUserContext, type UserContext } from '../auth/user-context';

/** Who a test acts as: role names, or any part of a user (a `DEMO_USERS` entry fits as it is). */
export type TestUserInput =
  | readonly string[]
  | (Partial<Omit<UserContext, 'roles'>> & { roles?: readonly string[]; is_supper_admin?: boolean });

/**
 * The acting user as the gateway passes it to subgraphs (`UserContext`), for service tests.
 * Unnamed parts are filled in: a fresh id, an e-mail from the first role, no super-admin flag,
 * no current site. `is_supper_admin` (the demo users' spelling) sets `isSuperAdmin`; other
 * fields of the input (names, …) are left out.
 */
export function testUser(input: TestUserInput): UserContext {
  const given = Array.isArray(input) ? { roles: input as readonly string[] } : (input as Exclude<TestUserInput, readonly string[]>);
  const id = given.id ?? randomUUID();
  const roles = [...(given.roles ?? [])];
  return {
    id,
    email: given.email ?? `${(roles[0] ?? 'user').toLowerCase()}-${id.slice(0, 8)}@test.local`,
    roles,
    isSuperAdmin: given.isSuperAdmin ?? given.is_supper_admin ?? false,
    siteId: given.siteId ?? null,
  };
}

/** The signed headers the gateway would add for `user` (see `signUserContext`). */
export function testUserHeaders(user: UserContext | null, secret: string, clientIp?: string): Record<string, string> {
  return signUserContext(user, secret, { clientIp });
}
