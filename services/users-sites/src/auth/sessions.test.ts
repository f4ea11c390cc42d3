import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, TOPICS, userSessionPath, type UserSessionState } from '@pod/contracts';
import { signUserContext } from '@pod/service-kit';
import { linkToken, startMailCatcher } from '../testing/mail-catcher';
import { as, INTERNAL_SECRET, JWT_SECRET, startTestService, type TestService } from '../testing/test-service';
import { testUser } from '@pod/service-kit/testing';
import { verifyAccessToken } from './jwt';

/** The session version and the signed route the gateway checks tokens against (issue 8). */
const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const CREATE_USER = 'mutation ($input: UserInput!) { createUser(input: $input) { id } }';

let t: TestService;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestService({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t?.stop();
  await mail?.stop();
});

async function sessionOf(userId: string, headers = signUserContext(null, INTERNAL_SECRET)): Promise<{ status: number; state?: UserSessionState }> {
  const res = await fetch(`${t.baseUrl}${userSessionPath(userId)}`, { headers });
  return { status: res.status, state: res.ok ? ((await res.json()) as UserSessionState) : undefined };
}

async function activatedUser(email: string, roles = ['Seller']): Promise<string> {
  const created = await t.call(CREATE_USER, { input: { first_name: 'Sess', last_name: 'Ion', email, password: 'secret-123', phone: '0123', roles } }, as.admin);
  expect(created.errors).toBeUndefined();
  const token = linkToken(await mail.next(email, /Welcome/), /\/verify\/([\w-]+)/);
  await t.call('mutation ($t: String!) { accountActivation(token: $t) }', { t: token });
  return created.data.createUser.id as string;
}

/** The user.updated events in the outbox for this user, oldest first. */
async function userEvents(userId: string): Promise<Array<{ action: string; roles: string[] }>> {
  const rows: Array<{ payload: { action: string; roles: string[] } }> = await t.service.dataSource.query(
    `SELECT payload FROM "users_sites"."outbox_events" WHERE topic = $1 AND key = $2 ORDER BY seq`,
    [TOPICS.userUpdated, userId],
  );
  return rows.map((r) => ({ action: r.payload.action, roles: r.payload.roles }));
}

describe('session state route', () => {
  it('answers only the gateway-signed caller, with current roles and version; 404 for unknown ids', async () => {
    expect((await sessionOf(DEMO_USERS.admin.id, {})).status).toBe(401);
    expect((await sessionOf(DEMO_USERS.admin.id, signUserContext(null, 'wrong-secret'))).status).toBe(401);
    expect(await sessionOf(DEMO_USERS.admin.id)).toEqual({
      status: 200,
      state: { id: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, roles: ['Administrator'], isSuperAdmin: true, active: true, sessionVersion: 0 },
    });
    expect((await sessionOf('00000000-0000-4000-8000-00000000ffff')).status).toBe(404);
    expect((await sessionOf('not-an-id')).status).toBe(404);
  });

  it('login puts the session version in the token', async () => {
    const { token } = (await t.call(LOGIN, { email: DEMO_USERS.seller.email, password: DEMO_PASSWORD })).data.login;
    expect((await verifyAccessToken(JWT_SECRET, token)).sv).toBe(0);
  });
});

describe('every access change ends sessions or shows in the state, and is published', () => {
  it('blocking ends sessions for good; unblocking keeps the new version', async () => {
    const id = await activatedUser('sess-block@pod.local');
    await t.call('mutation ($id: ID!) { blockUser(id: $id, action: "block") { status } }', { id }, as.admin);
    expect((await sessionOf(id)).state).toMatchObject({ active: false, sessionVersion: 1 });
    await t.call('mutation ($id: ID!) { blockUser(id: $id, action: "unblock") { status } }', { id }, as.admin);
    expect((await sessionOf(id)).state).toMatchObject({ active: true, sessionVersion: 1 });
    const { token } = (await t.call(LOGIN, { email: 'sess-block@pod.local', password: 'secret-123' })).data.login;
    expect((await verifyAccessToken(JWT_SECRET, token)).sv).toBe(1);
    expect((await userEvents(id)).map((e) => e.action)).toEqual(['created', 'blocked', 'unblocked']);
  });

  it('deleting makes the user unknown to the route', async () => {
    const id = await activatedUser('sess-delete@pod.local');
    await t.call('mutation ($id: ID!) { deleteUser(id: $id) }', { id }, as.admin);
    expect((await sessionOf(id)).status).toBe(404);
    expect((await userEvents(id)).at(-1)?.action).toBe('deleted');
  });

  it('a roles change shows in the state at once and is published with the new roles', async () => {
    const id = await activatedUser('sess-roles@pod.local', ['Administrator']);
    await t.call('mutation ($id: ID!) { updateUser(id: $id, input: { roles: ["Seller"] }) { id } }', { id }, as.admin);
    expect((await sessionOf(id)).state).toMatchObject({ roles: ['Seller'], sessionVersion: 0 });
    expect((await userEvents(id)).at(-1)).toEqual({ action: 'updated', roles: ['Seller'] });
  });

  it('changing and resetting the password each end the sessions', async () => {
    const email = 'sess-pass@pod.local';
    const id = await activatedUser(email);
    const changed = await t.call('mutation ($id: ID!) { changePassword(id: $id, current_password: "secret-123", new_password: "secret-456") }', { id }, testUser({ id, email, roles: ['Seller'] }));
    expect(changed.errors).toBeUndefined();
    expect((await sessionOf(id)).state?.sessionVersion).toBe(1);
    await t.call('mutation ($email: String!) { resetPassword(email: $email) }', { email });
    const token = linkToken(await mail.next(email, /Reset your/), /forgot-password\?token=([\w%-]+)/);
    expect((await t.call('mutation ($token: String!) { resetPasswordByToken(token: $token, pass: "secret-789") }', { token })).data).toEqual({ resetPasswordByToken: true });
    expect((await sessionOf(id)).state?.sessionVersion).toBe(2);
    expect((await userEvents(id)).map((e) => e.action)).toEqual(['created', 'password_changed', 'password_changed']);
  });
});
