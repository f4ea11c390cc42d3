import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { startMailCatcher } from '../testing/mail-catcher';
import { as, startTestService, type TestService } from '../testing/test-service';
import { testUser } from '@pod/service-kit/testing';

const USERS = `query ($filter: UserFilter) { users(filter: $filter) { count hits { id email first_name last_name phone status roles { name } } } }`;
const CREATE_USER = `mutation ($input: UserInput!) { createUser(input: $input) { id email first_name birthday roles { name } status activated } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UserInput!) { updateUser(id: $id, input: $input) { id email first_name last_name phone address birthday roles { name } level { name } } }`;

let t: TestService;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestService({ SMTP_URL: mail.url });
  // 30 sellers so paging has more than one page of 25.
  for (let i = 0; i < 30; i++) {
    const res = await t.call(CREATE_USER, { input: { first_name: `Bulk${i}`, last_name: 'Seller', email: `bulk${i}@shop.test`, password: 'secret-123', phone: `555${i}`, roles: ['Seller'] } }, as.admin);
    expect(res.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await t?.stop();
  await mail?.stop();
});

describe('users list', () => {
  it('pages 25 at a time by default and counts everything', async () => {
    const first = (await t.call(USERS, {}, as.admin)).data.users;
    expect(first.count).toBe(37);
    expect(first.hits).toHaveLength(25);
    const second = (await t.call(USERS, { filter: { offset: 25 } }, as.admin)).data.users;
    expect(second.hits).toHaveLength(12);
    expect(new Set([...first.hits, ...second.hits].map((u: { id: string }) => u.id)).size).toBe(37);
  });

  it('filters by role name, status and a search over name, email and phone', async () => {
    const suppliers = (await t.call(USERS, { filter: { role: 'Supplier' } }, as.admin)).data.users;
    expect(suppliers.hits.map((u: { email: string }) => u.email)).toEqual([DEMO_USERS.supplier.email]);
    expect((await t.call(USERS, { filter: { role: 'Seller', limit: 100 } }, as.admin)).data.users.count).toBe(31);
    expect((await t.call(USERS, { filter: { search: 'bulk1' } }, as.admin)).data.users.count).toBe(11); // bulk1, bulk10..19
    expect((await t.call(USERS, { filter: { search: 'Bulk7 Seller' } }, as.admin)).data.users.hits[0].email).toBe('bulk7@shop.test');
    expect((await t.call(USERS, { filter: { search: '5552' } }, as.admin)).data.users.count).toBe(11);
    expect((await t.call(USERS, { filter: { search: '100%' } }, as.admin)).data.users.count).toBe(0);
    const bulk3 = (await t.call(USERS, { filter: { search: 'bulk3@' } }, as.admin)).data.users.hits[0];
    await t.call(`mutation ($id: ID!) { blockUser(id: $id, action: "block") { status } }`, { id: bulk3.id }, as.admin);
    const blocked = (await t.call(USERS, { filter: { status: false } }, as.admin)).data.users;
    expect(blocked.hits.map((u: { email: string }) => u.email)).toEqual(['bulk3@shop.test']);
    await t.call(`mutation ($id: ID!) { blockUser(id: $id, action: "unblock") { status } }`, { id: bulk3.id }, as.admin);
  });

  it('lists roles without Authenticated, and usersByRole for pickers', async () => {
    const roles = (await t.call(`{ roles { id name } }`, {}, as.admin)).data.roles.map((r: { name: string }) => r.name);
    expect(roles).toEqual(['Administrator', 'Seller', 'Supplier', 'Supporter', 'Listing', 'Accounting', 'Designs']);
    const suppliers = await t.call(`{ usersByRole(role: "Supplier", status: true) { id first_name last_name } }`, {}, as.seller);
    expect(suppliers.data.usersByRole).toEqual([{ id: DEMO_USERS.supplier.id, first_name: 'Sue', last_name: 'Supplier' }]);
    expect((await t.call(`{ usersByRole(role: "Seller", search: "bulk29") { first_name } }`, {}, as.supporter)).data.usersByRole).toEqual([{ first_name: 'Bulk29' }]);
    expect((await t.call(`{ usersByRole(role: "Seller") { id } }`, {}, as.listing)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('is for administrators only', async () => {
    for (const user of [as.seller, as.supporter, as.listing]) {
      expect((await t.call(USERS, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.call(`{ roles { id } }`, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.call(USERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('createUser validation (spec 001 "User")', () => {
  const valid = { first_name: 'Val', last_name: 'Id', email: 'valid@shop.test', password: 'secret-123', phone: '0123456', roles: ['Seller'] };
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ first_name: '' }, 'Please input first name', 'first_name'],
    [{ first_name: '   ' }, 'Please input first name', 'first_name'],
    [{ last_name: null }, 'Please input last name', 'last_name'],
    [{ email: '' }, 'Please input your E-mail!', 'email'],
    [{ email: 'not-an-email' }, 'E-mail is not valid!', 'email'],
    [{ password: '' }, 'Please input password', 'password'],
    [{ phone: '' }, 'Please input phone', 'phone'],
    [{ phone: 'call me' }, 'Phone number must contain only digits', 'phone'],
    [{ roles: [] }, 'Please choose user roles', 'roles'],
    [{ roles: ['Authenticated'] }, 'Unknown role: Authenticated', 'roles'],
    [{ birthday: '31/02/1990' }, 'Birthday is not a valid date', 'birthday'],
  ];
  it.each(cases)('%o → %s', async (override, message, field) => {
    const res = await t.call(CREATE_USER, { input: { ...valid, ...override } }, as.admin);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('creates with roles by id or name and a DD/MM/YYYY birthday; a second account with the email conflicts', async () => {
    const roles = (await t.call(`{ roles { id name } }`, {}, as.admin)).data.roles as Array<{ id: string; name: string }>;
    const supplierRole = roles.find((r) => r.name === 'Supplier')!;
    const res = await t.call(CREATE_USER, { input: { ...valid, birthday: '01/04/1990', roles: [supplierRole.id, 'Seller'] } }, as.admin);
    expect(res.data.createUser).toMatchObject({ email: 'valid@shop.test', birthday: '1990-04-01', status: true, activated: false });
    expect(res.data.createUser.roles.map((r: { name: string }) => r.name).sort()).toEqual(['Seller', 'Supplier']);
    const dup = await t.call(CREATE_USER, { input: { ...valid, email: 'VALID@shop.test' } }, as.admin);
    expect(dup.errors?.[0]).toMatchObject({ message: 'This email is already used by another account', extensions: { code: 'CONFLICT', field: 'email' } });
    expect((await t.call(CREATE_USER, { input: valid }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateUser and me', () => {
  it('lets a user edit their own profile with the profile rules, but not roles', async () => {
    const me = (await t.call(`{ me { id email first_name roles { name } } }`, {}, as.seller)).data.me;
    expect(me).toMatchObject({ id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email, first_name: 'Sam', roles: [{ name: 'Seller' }] });
    const ok = await t.call(UPDATE_USER, { id: me.id, input: { first_name: 'Samuel', phone: '+44 20 7946 0958', address: '1 High St', birthday: '1985-06-15' } }, as.seller);
    expect(ok.data.updateUser).toMatchObject({ first_name: 'Samuel', last_name: 'Seller', phone: '+44 20 7946 0958', address: '1 High St', birthday: '1985-06-15' });
    expect((await t.call(UPDATE_USER, { id: me.id, input: { birthday: '' } }, as.seller)).errors?.[0].message).toBe('Please input birthday');
    expect((await t.call(UPDATE_USER, { id: me.id, input: { last_name: '' } }, as.seller)).errors?.[0].message).toBe('Please input last name');
    expect((await t.call(UPDATE_USER, { id: me.id, input: { email: 'x@' } }, as.seller)).errors?.[0].message).toBe('E-mail is not valid!');
    expect((await t.call(UPDATE_USER, { id: me.id, input: { phone: '12ab' } }, as.seller)).errors?.[0].message).toBe('Phone number must contain only digits');
    expect((await t.call(UPDATE_USER, { id: me.id, input: { roles: ['Administrator'] } }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(UPDATE_USER, { id: DEMO_USERS.listing.id, input: { first_name: 'X' } }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('changes one\'s own e-mail only with the current password and a link mailed to the new address, revealing no other account', async () => {
    const created = await t.call(CREATE_USER, { input: { first_name: 'Moving', last_name: 'Mail', email: 'moving@shop.test', password: 'secret-123', phone: '0123', roles: ['Seller'] } }, as.admin);
    const me = testUser({ id: created.data.createUser.id, email: 'moving@shop.test', roles: ['Seller'] });
    const change = (input: Record<string, unknown>) => t.call(UPDATE_USER, { id: me.id, input }, me);
    const ACTIVATE = `mutation ($t: String!) { accountActivation(token: $t) }`;
    expect((await change({ email: 'moved@shop.test' })).errors?.[0]).toMatchObject({
      message: 'Please enter your current password to change your e-mail',
      extensions: { code: 'BAD_USER_INPUT', field: 'current_password' },
    });
    expect((await change({ email: 'moved@shop.test', current_password: 'wrong-one' })).errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect',
      extensions: { field: 'current_password' },
    });
    // A held address and a free one get the same answer; only the free one gets a link.
    const taken = await change({ email: DEMO_USERS.admin.email, current_password: 'secret-123' });
    const free = await change({ email: 'moved@shop.test', current_password: 'secret-123' });
    expect(taken.errors).toBeUndefined();
    expect(free.errors).toBeUndefined();
    expect(taken.data.updateUser.email).toBe('moving@shop.test');
    expect(free.data.updateUser.email).toBe('moving@shop.test');
    const link = await mail.next('moved@shop.test', /Confirm your new POD Back Office e-mail address/);
    expect(mail.received.some((m) => JSON.stringify(m.to).includes(DEMO_USERS.admin.email) && /Confirm your new/.test(m.subject ?? ''))).toBe(false);
    const token = link.text!.match(/\/verify\/([\w-]+)/)![1]!;
    expect((await t.call(ACTIVATE, { t: token })).data).toEqual({ accountActivation: true });
    expect((await t.call(`{ me { email } }`, {}, me)).data.me.email).toBe('moved@shop.test');
    expect((await t.call(ACTIVATE, { t: token })).errors?.[0].message).toBe('This activation link is invalid or has expired.');
    // Other fields and an unchanged address need no password.
    expect((await change({ first_name: 'Still', email: 'MOVED@shop.test' })).data.updateUser).toMatchObject({ first_name: 'Still', email: 'moved@shop.test' });
    // An administrator editing someone else changes the address at once, and learns of a conflict (they list every user).
    expect((await t.call(UPDATE_USER, { id: me.id, input: { email: DEMO_USERS.admin.email } }, as.admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a confirmation link once another account has taken the address', async () => {
    const created = await t.call(CREATE_USER, { input: { first_name: 'Late', last_name: 'Mover', email: 'late@shop.test', password: 'secret-123', phone: '0123', roles: ['Seller'] } }, as.admin);
    const me = testUser({ id: created.data.createUser.id, email: 'late@shop.test', roles: ['Seller'] });
    await t.call(UPDATE_USER, { id: me.id, input: { email: 'contested@shop.test', current_password: 'secret-123' } }, me);
    const token = (await mail.next('contested@shop.test', /Confirm your new/)).text!.match(/\/verify\/([\w-]+)/)![1]!;
    await t.call(CREATE_USER, { input: { first_name: 'First', last_name: 'Come', email: 'contested@shop.test', password: 'secret-123', phone: '0123', roles: ['Seller'] } }, as.admin);
    expect((await t.call(`mutation ($t: String!) { accountActivation(token: $t) }`, { t: token })).errors?.[0].message).toBe('This activation link is invalid or has expired.');
    expect((await t.call(`{ me { email } }`, {}, me)).data.me.email).toBe('late@shop.test');
  });

  it('lets an administrator change anyone\'s roles and level', async () => {
    const levels = (await t.call(`{ userLevels { id name } }`, {}, as.admin)).data.userLevels;
    const gold = levels.find((l: { name: string }) => l.name === 'Gold');
    const res = await t.call(UPDATE_USER, { id: DEMO_USERS.listing.id, input: { roles: ['Listing', 'Supporter'], level_id: gold.id } }, as.admin);
    expect(res.data.updateUser.roles.map((r: { name: string }) => r.name)).toEqual(['Listing', 'Supporter']);
    expect(res.data.updateUser.level).toEqual({ name: 'Gold' });
    expect((await t.call(`{ userLevels { name totalUser } }`, {}, as.admin)).data.userLevels.find((l: { name: string }) => l.name === 'Gold').totalUser).toBe(1);
    expect((await t.call(UPDATE_USER, { id: DEMO_USERS.listing.id, input: { roles: [] } }, as.admin)).errors?.[0].message).toBe('Please choose user roles');
    const byId = await t.call(`query ($id: ID!) { userById(id: $id) { id email } }`, { id: DEMO_USERS.listing.id }, as.admin);
    expect(byId.data.userById.email).toBe(DEMO_USERS.listing.email);
  });
});

describe('block and delete', () => {
  const BLOCK = `mutation ($id: ID!, $action: String!) { blockUser(id: $id, action: $action) { id status } }`;
  const DELETE = `mutation ($id: ID!) { deleteUser(id: $id) }`;
  const otherAdmin = { id: '00000000-0000-4000-8000-0000000000aa', email: 'other-admin@pod.local', roles: ['Administrator'], isSuperAdmin: false, siteId: null };

  it('refuses to block or delete oneself or a super admin', async () => {
    expect((await t.call(BLOCK, { id: DEMO_USERS.admin.id, action: 'block' }, as.admin)).errors?.[0]).toMatchObject({ message: 'You cannot block or unblock your own account', extensions: { code: 'FORBIDDEN' } });
    expect((await t.call(DELETE, { id: DEMO_USERS.admin.id }, as.admin)).errors?.[0]).toMatchObject({ message: 'You cannot delete your own account', extensions: { code: 'FORBIDDEN' } });
    expect((await t.call(BLOCK, { id: DEMO_USERS.admin.id, action: 'block' }, otherAdmin)).errors?.[0]).toMatchObject({ message: 'A super admin cannot be blocked', extensions: { code: 'FORBIDDEN' } });
    expect((await t.call(DELETE, { id: DEMO_USERS.admin.id }, otherAdmin)).errors?.[0]).toMatchObject({ message: 'A super admin cannot be deleted', extensions: { code: 'FORBIDDEN' } });
    expect((await t.call(BLOCK, { id: DEMO_USERS.designer.id, action: 'pause' }, as.admin)).errors?.[0].message).toBe('Action must be block or unblock');
    expect((await t.call(BLOCK, { id: DEMO_USERS.designer.id, action: 'block' }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('blocks, unblocks and deletes other users; a deleted user leaves lists and frees the email', async () => {
    const victim = (await t.call(USERS, { filter: { search: 'bulk5@' } }, as.admin)).data.users.hits[0];
    expect((await t.call(BLOCK, { id: victim.id, action: 'block' }, as.admin)).data.blockUser).toEqual({ id: victim.id, status: false });
    expect((await t.call(BLOCK, { id: victim.id, action: 'unblock' }, as.admin)).data.blockUser).toEqual({ id: victim.id, status: true });
    expect((await t.call(DELETE, { id: victim.id }, as.admin)).data).toEqual({ deleteUser: true });
    expect((await t.call(USERS, { filter: { search: 'bulk5@' } }, as.admin)).data.users.count).toBe(0);
    expect((await t.call(`query ($id: ID!) { userById(id: $id) { id } }`, { id: victim.id }, as.admin)).data.userById).toBeNull();
    const again = await t.call(CREATE_USER, { input: { first_name: 'Again', last_name: 'Five', email: 'bulk5@shop.test', password: 'secret-123', phone: '1', roles: ['Seller'] } }, as.admin);
    expect(again.errors).toBeUndefined();
  });
});

describe('federation', () => {
  it('resolves User references in one batch', async () => {
    const res = await t.call(
      `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id first_name roles { name } } } }`,
      { reps: [{ __typename: 'User', id: DEMO_USERS.seller.id }, { __typename: 'User', id: DEMO_USERS.supplier.id }, { __typename: 'User', id: '00000000-0000-4000-8000-00000000ffff' }] },
      as.admin,
    );
    expect(res.data._entities).toEqual([
      { id: DEMO_USERS.seller.id, first_name: 'Samuel', roles: [{ name: 'Seller' }] },
      { id: DEMO_USERS.supplier.id, first_name: 'Sue', roles: [{ name: 'Supplier' }] },
      null,
    ]);
  });
});
