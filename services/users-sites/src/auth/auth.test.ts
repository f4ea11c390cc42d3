import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@pod/contracts';
import { startMailCatcher, linkToken } from '../testing/mail-catcher';
import { as, APP_URL, JWT_SECRET, startTestService, type TestService } from '../testing/test-service';
import { verifyAccessToken } from './jwt';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expired_at user { id email first_name last_name is_supper_admin roles { id name } } }
}`;
const CREATE_USER = `mutation ($input: UserInput!) { createUser(input: $input) { id email activated } }`;
const RESET = `mutation ($email: String!) { resetPassword(email: $email) }`;
const RESET_BY_TOKEN = `mutation ($token: String!, $pass: String!) { resetPasswordByToken(token: $token, pass: $pass) }`;
const CHANGE = `mutation ($id: ID!, $current: String, $next: String!) { changePassword(id: $id, current_password: $current, new_password: $next) }`;

let t: TestService;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestService({ SMTP_URL: mail.url, TOKEN_TTL_HOURS: '2' });
});
afterAll(async () => {
  await t?.stop();
  await mail?.stop();
});

/** An activated account made through the admin form and its welcome mail. */
async function activatedUser(email: string, password = 'secret-123') {
  const created = await t.call(CREATE_USER, { input: { first_name: 'Test', last_name: 'User', email, password, phone: '0123', roles: ['Seller'] } }, as.admin);
  expect(created.errors).toBeUndefined();
  const welcome = await mail.next(email, /Welcome/);
  const token = linkToken(welcome, /\/verify\/([\w-]+)/);
  expect((await t.call(`mutation ($t: String!) { accountActivation(token: $t) }`, { t: token })).data).toEqual({ accountActivation: true });
  return created.data.createUser.id as string;
}

describe('login', () => {
  it('signs in a demo account with an HS256 JWT carrying sub, email, roles, sa and exp = expired_at', async () => {
    const res = await t.call(LOGIN, { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD });
    expect(res.errors).toBeUndefined();
    const { token, expired_at, user } = res.data.login;
    expect(user).toMatchObject({ id: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, first_name: 'Ada', is_supper_admin: true, roles: [{ name: 'Administrator' }] });
    const claims = await verifyAccessToken(JWT_SECRET, token);
    expect(claims).toMatchObject({ sub: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, roles: ['Administrator'], sa: true });
    expect(new Date(expired_at).getTime()).toBe(claims.exp * 1000);
    // TOKEN_TTL_HOURS=2 for this service.
    const ttlHours = (claims.exp * 1000 - Date.now()) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(1.9);
    expect(ttlHours).toBeLessThanOrEqual(2);
    await expect(verifyAccessToken('another-secret', token)).rejects.toThrow();
  });

  it('accepts the email in any case and answers a wrong password or unknown email with the same message', async () => {
    expect((await t.call(LOGIN, { email: ' Seller@POD.local ', password: DEMO_PASSWORD }, null, '203.0.113.5')).data.login.user.email).toBe('seller@pod.local');
    const wrong = await t.call(LOGIN, { email: DEMO_USERS.supplier.email, password: 'nope-nope' }, null, '203.0.113.5');
    const unknown = await t.call(LOGIN, { email: 'nobody@pod.local', password: 'nope-nope' }, null, '203.0.113.5');
    expect(wrong.errors?.[0]).toMatchObject({ message: 'The password you provided is incorrect.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(unknown.errors?.[0].message).toBe(wrong.errors?.[0].message);
    expect((await t.call(LOGIN, { email: '', password: 'x' })).errors?.[0].message).toBe('Email is required');
    expect((await t.call(LOGIN, { email: 'not-an-email', password: 'x' })).errors?.[0].message).toBe('Email is not valid');
  });

  it('stops an address after 5 failures on one account in 15 minutes, even for the right password, naming the wait', async () => {
    const email = 'locked@pod.local';
    await activatedUser(email, 'right-pass');
    for (let i = 0; i < 5; i++) {
      const res = await t.call(LOGIN, { email, password: `wrong-${i}` }, null, '192.0.2.1');
      expect(res.errors?.[0].message).toBe('The password you provided is incorrect.');
    }
    const locked = await t.call(LOGIN, { email, password: 'right-pass' }, null, '192.0.2.1');
    expect(locked.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(locked.errors?.[0].message).toMatch(/^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/);
    const retryAfter = locked.errors?.[0].extensions?.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account from the same address is unaffected.
    expect((await t.call(LOGIN, { email: DEMO_USERS.listing.email, password: DEMO_PASSWORD }, null, '192.0.2.1')).data?.login.token).toBeTruthy();
  });

  it("cannot be used to lock a person out: the owner signs in from another address after an attacker's failures (issue 21 item 7a)", async () => {
    const email = 'target@pod.local';
    await activatedUser(email, 'owners-pass');
    const attacker = '203.0.113.66';
    for (let i = 0; i < 8; i++) await t.call(LOGIN, { email, password: `guess-${i}` }, null, attacker);
    // the attacker's address is limited on this account, even when it guesses right
    const limited = await t.call(LOGIN, { email, password: 'owners-pass' }, null, attacker);
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(limited.errors?.[0].message).toMatch(/^Too many failed sign-in attempts\./);
    // the owner, elsewhere, is not
    const owner = await t.call(LOGIN, { email, password: 'owners-pass' }, null, '198.51.100.200');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.token).toBeTruthy();
    // and the owner's success does not give the attacker fresh guesses
    expect((await t.call(LOGIN, { email, password: 'guess-9' }, null, attacker)).errors?.[0].message).toMatch(/^Too many failed sign-in attempts\./);
  });

  it('failures spread over many addresses limit none of them on their own (the per-address limit is across accounts)', async () => {
    const email = 'spread@pod.local';
    await activatedUser(email, 'right-pass');
    for (let i = 0; i < 6; i++) await t.call(LOGIN, { email, password: `wrong-${i}` }, null, `192.0.2.${100 + i}`);
    expect((await t.call(LOGIN, { email, password: 'right-pass' }, null, '192.0.2.100')).data?.login.token).toBeTruthy();
  });

  it('limits one client address to 20 failures across accounts, and the count survives a restart', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i++) {
      await t.call(LOGIN, { email: `guess-${i}@pod.local`, password: 'x' }, null, ip);
    }
    const blocked = await t.call(LOGIN, { email: DEMO_USERS.designer.email, password: DEMO_PASSWORD }, null, ip);
    expect(blocked.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(blocked.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);
    expect((await t.call(LOGIN, { email: DEMO_USERS.designer.email, password: DEMO_PASSWORD }, null, '198.51.100.78')).data?.login.token).toBeTruthy();
    // Stored in the database, so a second replica on the same database refuses too.
    const { startUsersSitesService } = await import('../index');
    const replica = await startUsersSitesService({ env: { DATABASE_URL: t.db.url, INTERNAL_SECRET: 'other', JWT_SECRET, LOG_LEVEL: 'silent', SMTP_URL: mail.url }, port: 0 });
    try {
      const { signUserContext } = await import('@pod/service-kit');
      const res = await fetch(replica.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signUserContext(null, 'other', { clientIp: ip }) },
        body: JSON.stringify({ query: LOGIN, variables: { email: DEMO_USERS.designer.email, password: DEMO_PASSWORD } }),
      });
      expect(((await res.json()) as any).errors[0].extensions.code).toBe('FORBIDDEN');
    } finally {
      await replica.stop();
    }
  });

  it('refuses blocked accounts and accounts that were never activated, once the password is right', async () => {
    const email = 'blocked@pod.local';
    const id = await activatedUser(email, 'right-pass');
    expect((await t.call(`mutation ($id: ID!) { blockUser(id: $id, action: "block") { id status } }`, { id }, as.admin)).data.blockUser).toEqual({ id, status: false });
    const blocked = await t.call(LOGIN, { email, password: 'right-pass' }, null, '203.0.113.9');
    expect(blocked.errors?.[0]).toMatchObject({ message: 'Your account has been blocked. Please contact an administrator.', extensions: { code: 'FORBIDDEN' } });
    // A wrong password still gets the ordinary answer: being blocked is not revealed to guessers.
    expect((await t.call(LOGIN, { email, password: 'wrong-pass' }, null, '203.0.113.9')).errors?.[0].message).toBe('The password you provided is incorrect.');

    await t.call(CREATE_USER, { input: { first_name: 'New', last_name: 'Comer', email: 'new@pod.local', password: 'secret-123', phone: '0123', roles: ['Seller'] } }, as.admin);
    const inactive = await t.call(LOGIN, { email: 'new@pod.local', password: 'secret-123' }, null, '203.0.113.9');
    expect(inactive.errors?.[0]).toMatchObject({ message: expect.stringMatching(/not been activated/), extensions: { code: 'FORBIDDEN' } });
  });
});

describe('account activation', () => {
  it('activates through the welcome mail link once; the link cannot be used again', async () => {
    const email = 'welcome@pod.local';
    const created = await t.call(CREATE_USER, { input: { first_name: 'Wendy', last_name: 'Welcome', email, password: 'secret-123', phone: '0123', roles: ['Seller'] } }, as.admin);
    expect(created.data.createUser.activated).toBe(false);
    const welcome = await mail.next(email, /Welcome to POD Back Office, Wendy/);
    expect(welcome.html).toContain(`${APP_URL}/verify/`);
    const token = linkToken(welcome, /\/verify\/([\w-]+)/);
    const ACTIVATE = `mutation ($t: String!) { accountActivation(token: $t) }`;
    expect((await t.call(ACTIVATE, { t: token })).data).toEqual({ accountActivation: true });
    expect((await t.call(ACTIVATE, { t: token })).errors?.[0]).toMatchObject({ message: 'This activation link is invalid or has expired.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.call(ACTIVATE, { t: 'made-up' })).errors?.[0].message).toBe('This activation link is invalid or has expired.');
    expect((await t.call(LOGIN, { email, password: 'secret-123' })).data?.login.user.email).toBe(email);
  });
});

describe('password reset by mail', () => {
  it('mails a single-use 30-minute link that sets a new password; old and used tokens are refused', async () => {
    const email = 'forgetful@pod.local';
    await activatedUser(email, 'old-pass-1');
    expect((await t.call(RESET, { email })).data).toEqual({ resetPassword: 'Further instructions have been sent to your email address.' });
    const first = await mail.next(email, /Reset your POD Back Office password/);
    const firstToken = linkToken(first, /forgot-password\?token=([\w%-]+)/);
    // A second request replaces the first link.
    await t.call(RESET, { email });
    const second = await mail.next(email, /Reset your POD Back Office password/, 1);
    const token = linkToken(second, /forgot-password\?token=([\w%-]+)/);
    expect(second.text).toContain(`${APP_URL}/forgot-password?token=`);

    const stale = await t.call(RESET_BY_TOKEN, { token: firstToken, pass: 'new-pass-1' });
    expect(stale.errors?.[0]).toMatchObject({ message: 'This password reset link is invalid or has expired. Please request a new one.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.call(RESET_BY_TOKEN, { token, pass: '' })).errors?.[0].message).toBe('Please input your password!');
    expect((await t.call(RESET_BY_TOKEN, { token, pass: 'new-pass-1' })).data).toEqual({ resetPasswordByToken: true });
    expect((await t.call(RESET_BY_TOKEN, { token, pass: 'new-pass-2' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.call(LOGIN, { email, password: 'old-pass-1' })).errors?.[0].message).toBe('The password you provided is incorrect.');
    expect((await t.call(LOGIN, { email, password: 'new-pass-1' })).data?.login.token).toBeTruthy();

    // Tokens are stored only as sha256 hashes.
    const rows: Array<{ token_hash: string }> = await t.service.dataSource.query(`SELECT token_hash FROM "users_sites"."user_tokens"`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('refuses an expired link', async () => {
    const email = 'slow@pod.local';
    await activatedUser(email);
    await t.call(RESET, { email });
    const token = linkToken(await mail.next(email, /Reset your/), /forgot-password\?token=([\w%-]+)/);
    await t.service.dataSource.query(
      `UPDATE "users_sites"."user_tokens" SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset' AND used_at IS NULL`,
    );
    expect((await t.call(RESET_BY_TOKEN, { token, pass: 'new-pass-1' })).errors?.[0].message).toMatch(/invalid or has expired/);
  });

  it('answers unknown emails the same way without sending anything, and checks the email', async () => {
    const before = mail.received.length;
    expect((await t.call(RESET, { email: 'ghost@pod.local' })).data).toEqual({ resetPassword: 'Further instructions have been sent to your email address.' });
    await t.service.services.auth.drainMail();
    expect(mail.received.length).toBe(before);
    expect((await t.call(RESET, { email: 'not-an-email' })).errors?.[0].message).toBe('Please input your email!');
  });
});

describe('password reset limits', () => {
  const resetMailsTo = (email: string) => mail.received.filter((m) => JSON.stringify(m.to).includes(email) && /Reset your/.test(m.subject ?? '')).length;

  it('sends at most 3 reset mails per e-mail in 15 minutes; further requests get the same answer and no mail', async () => {
    const email = 'flooded@pod.local';
    await activatedUser(email);
    for (let i = 0; i < 8; i++) {
      const res = await t.call(RESET, { email }, null, `192.0.2.${100 + i}`);
      expect(res.data).toEqual({ resetPassword: 'Further instructions have been sent to your email address.' });
    }
    await mail.next(email, /Reset your/, 2);
    await t.service.services.auth.drainMail();
    expect(resetMailsTo(email)).toBe(3);
  });

  it('sends at most 10 reset mails per client address in 15 minutes, across e-mails', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `sprayed${i}@pod.local`);
    for (const email of emails) await activatedUser(email);
    for (const email of emails) {
      expect((await t.call(RESET, { email: email.toUpperCase() }, null, '203.0.113.77')).data).toEqual({ resetPassword: 'Further instructions have been sent to your email address.' });
    }
    for (const email of emails.slice(0, 10)) await mail.next(email, /Reset your/);
    await t.service.services.auth.drainMail();
    expect(emails.map(resetMailsTo)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    // Another address is not held back by this one.
    await t.call(RESET, { email: emails[11] }, null, '203.0.113.78');
    await mail.next(emails[11]!, /Reset your/);
  });
});

describe('changePassword', () => {
  it('needs and checks the current password for one\'s own account', async () => {
    const email = 'changer@pod.local';
    const id = await activatedUser(email, 'first-pass');
    const me = { id, email, roles: ['Seller'], isSuperAdmin: false, siteId: null };
    expect((await t.call(CHANGE, { id, next: 'second-pass' }, me)).errors?.[0]).toMatchObject({ message: 'Please enter current password', extensions: { field: 'current_password' } });
    expect((await t.call(CHANGE, { id, current: 'wrong', next: 'second-pass' }, me)).errors?.[0]).toMatchObject({ message: 'Your current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.call(CHANGE, { id, current: 'first-pass', next: 'second-pass' }, me)).data).toEqual({ changePassword: true });
    expect((await t.call(LOGIN, { email, password: 'second-pass' })).data?.login.token).toBeTruthy();
    // Someone else's password: only administrators.
    expect((await t.call(CHANGE, { id: DEMO_USERS.listing.id, current: DEMO_PASSWORD, next: 'hijack-1' }, me)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets an administrator set another user\'s password without the current one', async () => {
    const email = 'managed@pod.local';
    const id = await activatedUser(email, 'first-pass');
    expect((await t.call(CHANGE, { id, next: 'admin-set-1' }, as.admin)).data).toEqual({ changePassword: true });
    expect((await t.call(LOGIN, { email, password: 'admin-set-1' })).data?.login.token).toBeTruthy();
  });
});
