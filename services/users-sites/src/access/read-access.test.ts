import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { as, startTestService, type TestService } from '../testing/test-service';

/** Everything a whole User carries; a reader who may not see it gets id and name only. */
const USER_FIELDS = 'id first_name last_name email phone address birthday avatar { key } roles { name } is_supper_admin status activated is_subscription level { name } created_at';
const HIDDEN = { email: null, phone: null, address: null, birthday: null, avatar: null, roles: null, is_supper_admin: null, status: null, activated: null, is_subscription: null, level: null, created_at: null };
const ADMIN_NAME = { id: DEMO_USERS.admin.id, first_name: DEMO_USERS.admin.first_name, last_name: DEMO_USERS.admin.last_name };

const USER_REFERENCE = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { ${USER_FIELDS} } } }`;
const SITE_REFERENCE = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Site { id title domain user { id email phone } } } }`;
const userRef = (id: string) => ({ reps: [{ __typename: 'User', id }] });
const siteRef = (id: string) => ({ reps: [{ __typename: 'Site', id }] });

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
  const created = await t.call(`mutation { createUserLevel(input: { name: "Gold", order_total: 10, discount: 1 }) { id } }`, {}, as.admin);
  expect(created.errors).toBeUndefined();
});
afterAll(async () => t?.stop());

describe('a user reached through a federation reference', () => {
  it('shows another user only id and name, to every role without users.manage', async () => {
    for (const viewer of [as.seller, as.listing, as.supporter, as.supplier]) {
      const res = await t.call(USER_REFERENCE, userRef(DEMO_USERS.admin.id), viewer);
      expect(res.errors).toBeUndefined();
      expect(res.data._entities[0]).toEqual({ ...ADMIN_NAME, ...HIDDEN });
    }
  });

  it('shows the whole account to the user and to users.manage', async () => {
    const own = (await t.call(USER_REFERENCE, userRef(DEMO_USERS.seller.id), as.seller)).data._entities[0];
    expect(own).toMatchObject({ email: DEMO_USERS.seller.email, roles: [{ name: 'Seller' }], status: true });
    const byAdmin = (await t.call(USER_REFERENCE, userRef(DEMO_USERS.seller.id), as.admin)).data._entities[0];
    expect(byAdmin).toMatchObject({ email: DEMO_USERS.seller.email, roles: [{ name: 'Seller' }], status: true, activated: true });
  });
});

describe('a user reached through a nested field', () => {
  it('hides the creator of a level from a Seller and a Listing', async () => {
    for (const viewer of [as.seller, as.listing]) {
      const levels = (await t.call(`{ userLevels { name creater { ${USER_FIELDS} } } }`, {}, viewer)).data.userLevels;
      expect(levels.find((l: { name: string }) => l.name === 'Gold').creater).toEqual({ ...ADMIN_NAME, ...HIDDEN });
    }
  });

  it('hides a site owner\'s contact details from Supporter staff, who see the site', async () => {
    const sites = (await t.call(`{ sites { hits { id user { id first_name email phone } } } }`, {}, as.supporter)).data.sites.hits;
    const woo = sites.find((s: { id: string }) => s.id === DEMO_SITES.woo.id);
    expect(woo.user).toEqual({ id: DEMO_USERS.seller.id, first_name: DEMO_USERS.seller.first_name, email: null, phone: null });
  });
});

describe('usersByRole', () => {
  it('gives callers without users.manage id and name only, and does not search by e-mail for them', async () => {
    const res = await t.call(`{ usersByRole(role: "Administrator") { id first_name last_name email phone } }`, {}, as.seller);
    expect(res.data.usersByRole).toEqual([{ ...ADMIN_NAME, email: null, phone: null }]);
    expect((await t.call(`{ usersByRole(role: "Administrator", search: "admin@pod") { id } }`, {}, as.seller)).data.usersByRole).toEqual([]);
    expect((await t.call(`{ usersByRole(role: "Administrator", search: "admin@pod") { email } }`, {}, as.admin)).data.usersByRole).toEqual([{ email: DEMO_USERS.admin.email }]);
  });
});

describe('a site reached through a federation reference', () => {
  it('shows a Supplier, a Listing and another seller its title but not its address or owner, and is whole for its owner and sites.readAll staff', async () => {
    const other = { id: '00000000-0000-4000-8000-0000000000aa', email: 'other@pod.local', roles: ['Seller'], isSuperAdmin: false, siteId: null };
    for (const viewer of [as.listing, as.supplier, other]) {
      const res = await t.call(SITE_REFERENCE, siteRef(DEMO_SITES.woo.id), viewer);
      expect(res.errors).toBeUndefined();
      expect(res.data._entities).toEqual([{ id: DEMO_SITES.woo.id, title: DEMO_SITES.woo.title, domain: null, user: null }]);
    }
    expect((await t.call(SITE_REFERENCE, siteRef(DEMO_SITES.woo.id), as.seller)).data._entities[0]).toMatchObject({
      title: DEMO_SITES.woo.title,
      user: { id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email },
    });
    expect((await t.call(SITE_REFERENCE, siteRef(DEMO_SITES.woo.id), as.supporter)).data._entities[0]).toMatchObject({
      title: DEMO_SITES.woo.title,
      user: { id: DEMO_USERS.seller.id, email: null, phone: null },
    });
  });
});
