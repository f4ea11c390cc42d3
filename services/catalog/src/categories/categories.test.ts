import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { startCatalogAlone, type CatalogAlone } from '../testing/catalog-test-env';
import { DEMO_CATEGORIES, DEMO_PRODUCT_TYPES } from '../database/seed';

const admin = testUser(DEMO_USERS.admin);
const listing = testUser(DEMO_USERS.listing);
const seller = testUser(DEMO_USERS.seller);
const supporter = testUser(DEMO_USERS.supporter);
const supplier = testUser(DEMO_USERS.supplier);

const FIELDS = 'id title description status created_at updated_at totalProductType creater { id }';
const LIST = `query Categories($filter: CategoryFilter) { categories(filter: $filter) { count hits { ${FIELDS} } } }`;
const BY_ID = `query Category($id: ID!) { categoryById(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteCategory(id: $id) }`;

let env: CatalogAlone;
let call: CatalogAlone['call'];

beforeAll(async () => {
  env = await startCatalogAlone();
  call = env.call;
});

afterAll(() => env?.stop());

describe('categories', () => {
  it('lists the seeded categories, 10 per page by default', async () => {
    const res = await call(LIST, {}, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.categories.count).toBe(DEMO_CATEGORIES.length);
    expect(res.data.categories.hits.map((c: { title: string }) => c.title)).toEqual(DEMO_CATEGORIES.map((c) => c.title));
    // The demo product types are filed under the demo categories (one T-shirt type under T-Shirts).
    const demoTypesIn = (id: string) => DEMO_PRODUCT_TYPES.filter((t) => t.categoryId === id).length;
    expect(res.data.categories.hits[0]).toMatchObject({ status: true, totalProductType: demoTypesIn(DEMO_CATEGORIES[0].id), creater: { id: DEMO_USERS.admin.id } });
    expect(res.data.categories.hits.map((c: { totalProductType: number }) => c.totalProductType)).toEqual(DEMO_CATEGORIES.map((c) => demoTypesIn(c.id)));
  });

  it('pages by the one paging rule: limit -1 is every category from the offset, 0 is refused', async () => {
    const all = await call(LIST, { filter: { offset: 1, limit: -1 } }, seller);
    expect(all.errors).toBeUndefined();
    expect(all.data.categories.hits.map((c: { title: string }) => c.title)).toEqual(DEMO_CATEGORIES.slice(1).map((c) => c.title));
    const none = await call(LIST, { filter: { limit: 0 } }, seller);
    expect(none.errors?.[0]).toMatchObject({ message: 'limit must be between 1 and 1000', extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
  });

  it('creates, reads, updates, filters by status and deletes', async () => {
    const created = await call(CREATE, { input: { title: '  Phone Cases ', description: 'Snap and tough cases' } }, listing);
    expect(created.errors).toBeUndefined();
    const category = created.data.createCategory;
    expect(category).toMatchObject({ title: 'Phone Cases', description: 'Snap and tough cases', status: true, totalProductType: 0, creater: { id: DEMO_USERS.listing.id } });

    const firstPage = await call(LIST, { filter: { status: true, limit: 2 } }, admin);
    expect(firstPage.data.categories.count).toBe(DEMO_CATEGORIES.length + 1);
    expect(firstPage.data.categories.hits[0].id).toBe(category.id);

    const updated = await call(UPDATE, { id: category.id, input: { title: 'Phone cases', status: false } }, admin);
    expect(updated.data.updateCategory).toMatchObject({ id: category.id, title: 'Phone cases', description: 'Snap and tough cases', status: false });

    const inactive = await call(LIST, { filter: { status: false } }, admin);
    expect(inactive.data.categories.hits.map((c: { id: string }) => c.id)).toEqual([category.id]);
    const active = await call(LIST, { filter: { status: true } }, admin);
    expect(active.data.categories.count).toBe(DEMO_CATEGORIES.length);

    expect((await call(BY_ID, { id: category.id }, supporter)).data.categoryById.title).toBe('Phone cases');

    expect((await call(DELETE, { id: category.id }, admin)).data).toEqual({ deleteCategory: true });
    const gone = await call(BY_ID, { id: category.id }, admin);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(DELETE, { id: category.id }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('requires a title with the spec message', async () => {
    for (const input of [{}, { title: '' }, { title: '   ' }, { title: null }]) {
      const res = await call(CREATE, { input }, admin);
      expect(res.errors?.[0]).toMatchObject({ message: 'Please input title', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
    }
    const blankUpdate = await call(UPDATE, { id: DEMO_CATEGORIES[0].id, input: { title: ' ' } }, admin);
    expect(blankUpdate.errors?.[0].message).toBe('Please input title');
    expect((await call(BY_ID, { id: DEMO_CATEGORIES[0].id }, admin)).data.categoryById.title).toBe('T-Shirts');
  });

  it('refuses a title another category has, whatever its case', async () => {
    const taken = { message: 'Category already exists', extensions: { code: 'CONFLICT', field: 'title' } };
    const seeded = DEMO_CATEGORIES[0].title;
    expect((await call(CREATE, { input: { title: ` ${seeded.toUpperCase()} ` } }, admin)).errors?.[0]).toMatchObject(taken);
    expect((await call(UPDATE, { id: DEMO_CATEGORIES[1].id, input: { title: seeded.toLowerCase() } }, listing)).errors?.[0]).toMatchObject(taken);
    expect((await call(BY_ID, { id: DEMO_CATEGORIES[1].id }, admin)).data.categoryById.title).toBe(DEMO_CATEGORIES[1].title);

    // Renaming a category to another case of its own title is not a clash.
    const recased = await call(UPDATE, { id: DEMO_CATEGORIES[0].id, input: { title: seeded.toUpperCase() } }, admin);
    expect(recased.errors).toBeUndefined();
    expect(recased.data.updateCategory.title).toBe(seeded.toUpperCase());
    await call(UPDATE, { id: DEMO_CATEGORIES[0].id, input: { title: seeded } }, admin);

    // Two creates at once: the unique index refuses the one that loses the race with the same message.
    const both = await Promise.all([1, 2].map(() => call(CREATE, { input: { title: 'Race Mugs' } }, admin)));
    expect(both.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(both.find((r) => r.errors)?.errors?.[0]).toMatchObject(taken);
    await call(DELETE, { id: both.find((r) => !r.errors)!.data.createCategory.id }, admin);
  });

  it('lets only Administrator and Listing manage; Supplier cannot even read', async () => {
    for (const user of [seller, supporter]) {
      expect((await call(CREATE, { input: { title: 'Stickers' } }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(UPDATE, { id: DEMO_CATEGORIES[1].id, input: { title: 'X' } }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(DELETE, { id: DEMO_CATEGORIES[1].id }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await call(LIST, {}, supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(LIST, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(LIST, {}, admin)).data.categories.count).toBe(DEMO_CATEGORIES.length);
  });

  it('keeps the seed idempotent across restarts', async () => {
    await env.startAgain();
    expect((await call(LIST, {}, admin)).data.categories.count).toBe(DEMO_CATEGORIES.length);
  });
});
