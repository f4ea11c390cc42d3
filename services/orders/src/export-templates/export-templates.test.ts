import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import type { RunningService } from '@pod/service-kit';
import { freePort, startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startOrdersService } from '../index';
import { DEMO_EXPORT_TEMPLATE_IDS } from '../database/seed';
import type { DataSource } from 'typeorm';
import { DEFINED_EXPORT_COLUMNS } from './export-columns';
import { ExportTemplatesService } from './export-templates.service';

const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => testUser({ ...user, is_supper_admin: false });
const admin = as(DEMO_USERS.admin);
const seller = as(DEMO_USERS.seller);
const supplier = as(DEMO_USERS.supplier);
const supporter = as(DEMO_USERS.supporter);
const otherSupplier = testUser({ email: 'other-supplier@pod.test', roles: ['Supplier'] });

const FIELDS = 'id name author_id author { id } data { name type value } supplier_ids shared can_edit created_at updated_at';
const LIST = `query List($filter: ExportTemplateFilter) { exportTemplates(filter: $filter) { count hits { ${FIELDS} } } }`;
const ONE = `query One($id: ID!) { exportTemplate(id: $id) { ${FIELDS} } }`;
const DEFAULTS = `{ defaultExportColumns { name value } }`;
const CREATE = `mutation Create($input: ExportTemplateInput!) { createExportTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ExportTemplateInput!) { updateExportTemplate(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteExportTemplate(id: $id) }`;

const COLUMNS = [
  { name: 'Factory', type: 'custom_value', value: 'Line 3, "east"' },
  { name: 'Order', type: 'defined_value', value: 'order_id' },
  { name: 'Front', type: 'defined_value', value: 'print_file_url_1' },
];

let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];

beforeAll(async () => {
  // no catalog at CATALOG_URL: the picker falls back to the fixed columns (by-name ones are tested below)
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { CATALOG_URL: `http://127.0.0.1:${await freePort()}/graphql` } });
  call = orders.call;
});

afterAll(async () => {
  await orders?.stop();
});

const errorOf = (res: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});

async function create(user: ReturnType<typeof testUser>, input: Record<string, unknown>) {
  const res = await call(CREATE, { input }, user);
  expect(res.errors).toBeUndefined();
  return res.data.createExportTemplate;
}

describe('export template validation', () => {
  it('answers the spec messages for a missing name or no columns', async () => {
    expect(errorOf(await call(CREATE, { input: { name: '  ', data: COLUMNS } }, supplier))).toEqual({ code: 'BAD_USER_INPUT', message: 'Template name is required.' });
    expect(errorOf(await call(CREATE, { input: { name: 'No columns', data: [] } }, supplier))).toEqual({ code: 'BAD_USER_INPUT', message: 'Template configs is required.' });
  });

  it('refuses an unknown defined key, an unknown type, an empty column name and over-long values', async () => {
    const unknownKey = await call(CREATE, { input: { name: 'x', data: [{ name: 'A', type: 'defined_value', value: 'password_hash' }] } }, supplier);
    expect(errorOf(unknownKey)).toEqual({ code: 'BAD_USER_INPUT', message: 'Column 1: choose a value from the list.' });
    const badType = await call(CREATE, { input: { name: 'x', data: [{ name: 'A', type: 'formula', value: '' }] } }, supplier);
    expect(badType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noName = await call(CREATE, { input: { name: 'x', data: [COLUMNS[0], { name: ' ', type: 'custom_value', value: 'a' }] } }, supplier);
    expect(errorOf(noName)).toEqual({ code: 'BAD_USER_INPUT', message: 'Column 2: the column name is required.' });
    const longName = await call(CREATE, { input: { name: 'n'.repeat(256), data: COLUMNS } }, supplier);
    expect(longName.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const longText = await call(CREATE, { input: { name: 'x', data: [{ name: 'A', type: 'custom_value', value: 'v'.repeat(501) }] } }, supplier);
    expect(longText.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ name: `C${i}`, type: 'custom_value', value: '' }));
    expect((await call(CREATE, { input: { name: 'x', data: tooMany } }, supplier)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps exactly 100 columns and 500 characters of custom text, in order, names trimmed', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ name: ` C${i} `, type: 'custom_value', value: i === 0 ? 'v'.repeat(500) : String(i) }));
    const saved = await create(supplier, { name: ' Big ', data: hundred });
    expect(saved.name).toBe('Big');
    expect(saved.data).toHaveLength(100);
    expect(saved.data[0]).toEqual({ name: 'C0', type: 'custom_value', value: 'v'.repeat(500) });
    expect(saved.data[99].name).toBe('C99');
    await call(DELETE, { id: saved.id }, supplier);
  });

  it('offers every defined column in the picker', async () => {
    const res = await call(DEFAULTS, {}, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.defaultExportColumns).toEqual(DEFINED_EXPORT_COLUMNS.map((c) => ({ name: c.label, value: c.key })));
    expect(res.data.defaultExportColumns.map((c: { value: string }) => c.value)).toEqual(expect.arrayContaining(['order_id', 'origin_id', 'sku', 'print_file_url_1', 'mockup_url', 'customer_email']));
  });
});

describe('by-name print-file columns in the picker (issue 21 item 6)', () => {
  // the picker needs no table: a data source that only hands out a repository
  const noTables = { getRepository: () => ({}) } as unknown as DataSource;

  it("offers a print-file column per print-area name of the catalogue, before the positional ones", async () => {
    const service = new ExportTemplatesService(noTables, { findPrintAreaNames: async () => ['Front', 'Back', 'Wrap'] });
    const columns = await service.defaultColumns();
    const values = columns.map((c) => c.value);
    expect(columns.filter((c) => c.value.startsWith('print_file_url:'))).toEqual([
      { name: 'Print File URL: Front', value: 'print_file_url:Front' },
      { name: 'Print File URL: Back', value: 'print_file_url:Back' },
      { name: 'Print File URL: Wrap', value: 'print_file_url:Wrap' },
    ]);
    expect(values.indexOf('print_file_url:Wrap')).toBeLessThan(values.indexOf('print_area_1'));
    expect(columns).toHaveLength(DEFINED_EXPORT_COLUMNS.length + 3);
  });

  it('keeps the fixed columns when the catalog cannot answer, and a saved by-name column stays valid', async () => {
    const service = new ExportTemplatesService(noTables, { findPrintAreaNames: async () => { throw new Error('catalog down'); } });
    expect(await service.defaultColumns()).toEqual(DEFINED_EXPORT_COLUMNS.map((c) => ({ name: c.label, value: c.key })));
    const saved = await create(supplier, { name: 'By side', data: [{ name: 'Front', type: 'defined_value', value: 'print_file_url:Front' }] });
    expect(saved.data).toEqual([{ name: 'Front', type: 'defined_value', value: 'print_file_url:Front' }]);
    await call(DELETE, { id: saved.id }, supplier);
  });
});

describe('export template roles', () => {
  it('needs exportTemplates.read to read and exportTemplates.write to create', async () => {
    const listing = testUser(['Listing']);
    expect(errorOf(await call(LIST, {}, listing)).code).toBe('FORBIDDEN');
    expect(errorOf(await call(DEFAULTS, {}, listing)).code).toBe('FORBIDDEN');
    // A Supporter reads (to choose a template when exporting) but writes none.
    expect((await call(LIST, {}, supporter)).errors).toBeUndefined();
    expect(errorOf(await call(CREATE, { input: { name: 'x', data: COLUMNS } }, supporter)).code).toBe('FORBIDDEN');
    expect(errorOf(await call(UPDATE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin, input: { name: 'x', data: COLUMNS } }, supporter)).code).toBe('FORBIDDEN');
    expect(errorOf(await call(DELETE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin }, supporter)).code).toBe('FORBIDDEN');
    expect(errorOf(await call(LIST, {}, null)).code).toBe('UNAUTHENTICATED');
  });

  it('lets the author edit and delete, refuses another user (FORBIDDEN), and lets an Administrator edit and delete', async () => {
    const mine = await create(supplier, { name: 'Supplier sheet', data: COLUMNS });
    expect(mine.author_id).toBe(supplier.id);
    expect(mine.author).toEqual({ id: supplier.id });
    expect(mine.can_edit).toBe(true);
    expect(mine.data).toEqual(COLUMNS);

    const renamed = await call(UPDATE, { id: mine.id, input: { name: 'Supplier sheet v2', data: [...COLUMNS].reverse() } }, supplier);
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateExportTemplate.name).toBe('Supplier sheet v2');
    expect(renamed.data.updateExportTemplate.data.map((c: { name: string }) => c.name)).toEqual(['Front', 'Order', 'Factory']);

    // The admin's shared template: the supplier sees it and may clone it, but not change it.
    const shared = await call(ONE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin }, supplier);
    expect(shared.data.exportTemplate.can_edit).toBe(false);
    const refused = await call(UPDATE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin, input: { name: 'Hijacked', data: COLUMNS } }, supplier);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect(errorOf(await call(DELETE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin }, seller)).code).toBe('FORBIDDEN');
    const clone = await create(supplier, { name: `${shared.data.exportTemplate.name} (copy)`, data: shared.data.exportTemplate.data });
    expect(clone.author_id).toBe(supplier.id);
    expect((await call(ONE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin }, admin)).data.exportTemplate.name).toBe('Standard order export');

    // Another user cannot even see the supplier's own template, so they cannot change it either.
    expect((await call(ONE, { id: mine.id }, seller)).data.exportTemplate).toBeNull();
    expect(errorOf(await call(UPDATE, { id: mine.id, input: { name: 'x', data: COLUMNS } }, seller)).code).toBe('NOT_FOUND');
    expect(errorOf(await call(DELETE, { id: mine.id }, otherSupplier)).code).toBe('NOT_FOUND');

    // An Administrator sees and edits anyone's template; the author stays the supplier.
    const asAdmin = await call(ONE, { id: mine.id }, admin);
    expect(asAdmin.data.exportTemplate.can_edit).toBe(true);
    const adminEdit = await call(UPDATE, { id: mine.id, input: { name: 'Fixed by admin', data: COLUMNS } }, admin);
    expect(adminEdit.errors).toBeUndefined();
    expect(adminEdit.data.updateExportTemplate).toMatchObject({ name: 'Fixed by admin', author_id: supplier.id });

    expect((await call(DELETE, { id: clone.id }, supplier)).data.deleteExportTemplate).toBe(true);
    expect((await call(DELETE, { id: mine.id }, admin)).data.deleteExportTemplate).toBe(true);
    expect((await call(ONE, { id: mine.id }, admin)).data.exportTemplate).toBeNull();
    expect(errorOf(await call(DELETE, { id: mine.id }, admin)).code).toBe('NOT_FOUND');
    expect(errorOf(await call(DELETE, { id: 'not-a-uuid' }, admin)).code).toBe('NOT_FOUND');
  });

  it('shows an Administrator everything, others their own plus the Administrators\' templates shared with them', async () => {
    const sellerOwn = await create(seller, { name: 'Visibility seller', data: COLUMNS });
    const forOther = await create(admin, { name: 'Visibility for other supplier', data: COLUMNS, supplier_ids: [otherSupplier.id] });
    expect(forOther).toMatchObject({ supplier_ids: [otherSupplier.id], shared: true });
    // supplier_ids is an Administrator's choice: a supplier's own template never gets one.
    const supplierOwn = await create(supplier, { name: 'Visibility supplier', data: COLUMNS, supplier_ids: [otherSupplier.id] });
    expect(supplierOwn).toMatchObject({ supplier_ids: [], shared: false });

    const names = async (user: ReturnType<typeof testUser>) =>
      ((await call(LIST, { filter: { name: 'visibility', limit: -1 } }, user)).data.exportTemplates.hits as Array<{ name: string }>).map((t) => t.name).sort();
    expect(await names(admin)).toEqual(['Visibility for other supplier', 'Visibility seller', 'Visibility supplier']);
    expect(await names(seller)).toEqual(['Visibility seller']);
    expect(await names(supplier)).toEqual(['Visibility supplier']);
    expect(await names(otherSupplier)).toEqual(['Visibility for other supplier']);
    // A Supporter exports for the staff: every Administrator's template, whoever it is shared
    // with, but not a Seller's or Supplier's own.
    expect(await names(supporter)).toEqual(['Visibility for other supplier']);
    const seen = await call(ONE, { id: forOther.id }, supporter);
    expect(seen.data.exportTemplate).toMatchObject({ name: 'Visibility for other supplier', can_edit: false });
    expect((await call(ONE, { id: supplierOwn.id }, supporter)).data.exportTemplate).toBeNull();
    expect((await call(ONE, { id: sellerOwn.id }, supporter)).data.exportTemplate).toBeNull();

    const demo = async (user: ReturnType<typeof testUser>) =>
      ((await call(LIST, { filter: { limit: -1 } }, user)).data.exportTemplates.hits as Array<{ id: string }>).map((t) => t.id).filter((id) => Object.values<string>(DEMO_EXPORT_TEMPLATE_IDS).includes(id)).sort();
    expect(await demo(seller)).toEqual([DEMO_EXPORT_TEMPLATE_IDS.admin]);
    expect(await demo(supplier)).toEqual([DEMO_EXPORT_TEMPLATE_IDS.supplier, DEMO_EXPORT_TEMPLATE_IDS.admin].sort());

    // Narrowing an admin template to other suppliers takes it away from the rest.
    const narrowed = await call(UPDATE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin, input: { name: 'Standard order export', data: COLUMNS, supplier_ids: [otherSupplier.id] } }, admin);
    expect(narrowed.errors).toBeUndefined();
    expect(await demo(supplier)).toEqual([DEMO_EXPORT_TEMPLATE_IDS.supplier]);
    expect(await demo(seller)).toEqual([]);
    expect(await demo(supporter)).toEqual([DEMO_EXPORT_TEMPLATE_IDS.admin]);
    const restored = await call(UPDATE, { id: DEMO_EXPORT_TEMPLATE_IDS.admin, input: { name: 'Standard order export', data: COLUMNS, supplier_ids: [] } }, admin);
    expect(restored.data.updateExportTemplate.supplier_ids).toEqual([]);
    expect(await demo(seller)).toEqual([DEMO_EXPORT_TEMPLATE_IDS.admin]);

    expect(errorOf(await call(CREATE, { input: { name: 'x', data: COLUMNS, supplier_ids: ['nope'] } }, admin)).code).toBe('BAD_USER_INPUT');
    for (const [id, user] of [[sellerOwn.id, seller], [forOther.id, admin], [supplierOwn.id, supplier]] as const) await call(DELETE, { id }, user);
  });
});

describe('export template list', () => {
  it('pages 20 at a time, newest first, searches by name and filters by author', async () => {
    const created: string[] = [];
    for (let i = 0; i < 23; i += 1) created.push((await create(supplier, { name: `Paging ${String(i).padStart(2, '0')}`, data: COLUMNS })).id);

    const first = await call(LIST, { filter: { name: 'paging' } }, supplier);
    expect(first.errors).toBeUndefined();
    expect(first.data.exportTemplates.count).toBe(23);
    expect(first.data.exportTemplates.hits).toHaveLength(20);
    expect(first.data.exportTemplates.hits[0].name).toBe('Paging 22');
    const second = await call(LIST, { filter: { name: 'PAGING', offset: 20 } }, supplier);
    expect(second.data.exportTemplates.hits.map((t: { name: string }) => t.name)).toEqual(['Paging 02', 'Paging 01', 'Paging 00']);

    expect((await call(LIST, { filter: { name: 'paging 1' } }, supplier)).data.exportTemplates.count).toBe(10);
    expect((await call(LIST, { filter: { name: '100%_' } }, supplier)).data.exportTemplates).toEqual({ count: 0, hits: [] });
    expect((await call(LIST, { filter: { name: 'paging', author_id: supplier.id } }, admin)).data.exportTemplates.count).toBe(23);
    expect((await call(LIST, { filter: { name: 'paging', author_id: seller.id } }, admin)).data.exportTemplates.count).toBe(0);
    expect((await call(LIST, { filter: { author_id: 'x' } }, admin)).data.exportTemplates.count).toBe(0);
    expect((await call(LIST, { filter: { name: 'paging' } }, seller)).data.exportTemplates.count).toBe(0);

    expect(errorOf(await call(LIST, { filter: { limit: 0 } }, supplier)).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await call(LIST, { filter: { limit: 101 } }, supplier)).code).toBe('BAD_USER_INPUT');
    for (const id of created) await call(DELETE, { id }, supplier);
  });
});
