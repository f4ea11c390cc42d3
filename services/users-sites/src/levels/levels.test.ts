import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { as, startTestService, type TestService } from '../testing/test-service';

const LEVELS = `query ($filter: UserLevelFilter) { userLevels(filter: $filter) { id name order_total discount status totalUser creater { id first_name last_name email } } }`;
const CREATE = `mutation ($input: UserLevelInput!) { createUserLevel(input: $input) { id name order_total discount status creater { email } } }`;
const UPDATE = `mutation ($id: ID!, $input: UserLevelInput!) { updateUserLevel(id: $id, input: $input) { id name order_total discount status } }`;

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t?.stop());

describe('customer levels', () => {
  it('lists the seeded levels with their creator (id and name only), for sellers too', async () => {
    const levels = (await t.call(LEVELS, { filter: { status: true } }, as.seller)).data.userLevels;
    expect(levels.map((l: { name: string }) => l.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(levels[2]).toMatchObject({ order_total: 2000, discount: 7.5, status: true, totalUser: 0, creater: { id: DEMO_USERS.admin.id, first_name: DEMO_USERS.admin.first_name, email: null } });
    expect((await t.call(LEVELS, {}, as.supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  const valid = { name: 'Diamond', order_total: 5000, discount: 12.5 };
  const invalid: Array<[Record<string, unknown>, string, string]> = [
    [{ name: ' ' }, 'Please enter name of level!', 'name'],
    [{ order_total: null }, 'Please enter total order!', 'order_total'],
    [{ order_total: -1 }, 'Total order must be a whole number from 0 to 100000', 'order_total'],
    [{ order_total: 100001 }, 'Total order must be a whole number from 0 to 100000', 'order_total'],
    [{ discount: null }, 'Please enter discount!', 'discount'],
    [{ discount: 100.1 }, 'Discount must be from 0 to 100', 'discount'],
    [{ discount: -0.1 }, 'Discount must be from 0 to 100', 'discount'],
    [{ discount: 1.25 }, 'Discount must be a multiple of 0.1', 'discount'],
  ];
  it.each(invalid)('refuses %o with "%s"', async (override, message, field) => {
    const res = await t.call(CREATE, { input: { ...valid, ...override } }, as.listing);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('accepts the bounds, updates and deletes (Administrator and Listing only)', async () => {
    const low = await t.call(CREATE, { input: { name: 'Starter', order_total: 0, discount: 0 } }, as.listing);
    expect(low.data.createUserLevel).toMatchObject({ name: 'Starter', order_total: 0, discount: 0, status: true, creater: { email: DEMO_USERS.listing.email } });
    const high = await t.call(CREATE, { input: { name: 'Max', order_total: 100000, discount: 100 } }, as.admin);
    expect(high.data.createUserLevel).toMatchObject({ order_total: 100000, discount: 100 });
    const id = high.data.createUserLevel.id;
    expect((await t.call(UPDATE, { id, input: { discount: 99.9, status: false } }, as.admin)).data.updateUserLevel).toMatchObject({ name: 'Max', discount: 99.9, status: false });
    expect((await t.call(LEVELS, { filter: { status: false } }, as.admin)).data.userLevels.map((l: { name: string }) => l.name)).toEqual(['Max']);
    expect((await t.call(UPDATE, { id, input: { name: '' } }, as.admin)).errors?.[0].message).toBe('Please enter name of level!');
    expect((await t.call(CREATE, { input: valid }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(`mutation ($id: ID!) { deleteUserLevel(id: $id) }`, { id }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(`mutation ($id: ID!) { deleteUserLevel(id: $id) }`, { id }, as.admin)).data).toEqual({ deleteUserLevel: true });
    expect((await t.call(`mutation ($id: ID!) { deleteUserLevel(id: $id) }`, { id }, as.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
