import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SITES, DEMO_USERS, TOPICS, type OrderExportChangedEvent, type OrderStatus } from '@pod/contracts';
import { startCatalogService } from '@pod/catalog';
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startTestService as startUsersSites, type TestService as UsersSitesUnderTest } from '@pod/users-sites/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { PrintFilesByArea1764350000000 } from '../database/migrations/1764350000000-PrintFilesByArea';
import { DEMO_EXPORT_TEMPLATE_IDS } from '../database/seed';
import { ExportTemplateEntity, type ExportColumn } from '../export-templates/export-template.entity';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity, type Order, type OrderAddress } from '../orders/order.entity';
import { ORDER_EXPORT_MESSAGES } from './order-exports.service';

const admin = testUser(['Administrator']);
const supplier = testUser(['Supplier']);
const otherSupplier = testUser(['Supplier']);
const seller = testUser(['Seller']);
const otherSeller = testUser(['Seller']);
const sellerSite = randomUUID();
const otherSite = randomUUID();

let media: MediaTestEnv;
let catalog: ServiceUnderTest<RunningService>;
let usersSites: UsersSitesUnderTest;
let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
let templateId: string;
let printFileId: string;
let printPng: Buffer;

const COLUMNS: ExportColumn[] = [
  { name: 'Order', type: 'defined_value', value: 'order_id' },
  { name: 'Number', type: 'defined_value', value: 'origin_number' },
  { name: 'Name', type: 'defined_value', value: 'shipping_name' },
  { name: 'Address', type: 'defined_value', value: 'shipping_address1' },
  { name: 'City', type: 'defined_value', value: 'shipping_city' },
  { name: 'Print', type: 'defined_value', value: 'print_file_url_1' },
  { name: 'Factory', type: 'custom_value', value: 'Plant "A", line 2' },
];

const EXPORT = (field: 'exportOrders' | 'supplierExportOrder') =>
  `mutation($filter: OrderFilter!, $template_id: ID!) { ${field}(filter: $filter, template_id: $template_id) { id file_name status total progress order_ids } }`;
const ONE = `query($id: ID!) { orderExport(id: $id) { id file_name status total progress order_ids file_id error } }`;
const LIST = `query($from: String, $to: String, $search: String, $limit: Int, $offset: Int) { orderExports(from: $from, to: $to, search: $search, limit: $limit, offset: $offset) { count hits { id file_name created_at order_ids } } }`;
const DOWNLOAD = `query($id: ID!) { downloadFile(id: $id) }`;

type ExportAnswer = { id: string; file_name: string; status: string; total: number; progress: number; order_ids: string[]; file_id: string | null; error: string | null };

/** Starts an export and waits for its job to finish; returns the final record. */
async function exportAs(user: ReturnType<typeof testUser>, filter: Record<string, unknown>, field: 'exportOrders' | 'supplierExportOrder' = 'supplierExportOrder', template = templateId): Promise<ExportAnswer> {
  const started = await orders.call(EXPORT(field), { filter, template_id: template }, user);
  if (started.errors) throw Object.assign(new Error(started.errors[0].message), { code: started.errors[0].extensions?.code });
  const record = (started.data as Record<string, ExportAnswer>)[field];
  expect(record.status).toBe('running');
  return vi.waitFor(async () => {
    const res = await orders.call(ONE, { id: record.id }, user);
    const now = res.data!.orderExport as ExportAnswer;
    if (now.status === 'running') throw new Error('still running');
    return now;
  }, { timeout: 60_000, interval: 100 });
}

async function downloadCsv(user: ReturnType<typeof testUser>, id: string): Promise<Buffer> {
  const res = await orders.call(DOWNLOAD, { id }, user);
  expect(res.errors).toBeUndefined();
  const file = await fetch(res.data!.downloadFile as string);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

const address = (extra: Partial<OrderAddress>): OrderAddress => ({ first_name: 'Ann', last_name: 'Lee', address1: '1 Main St', city: 'Austin', state_code: 'TX', country_code: 'US', zip: '78701', ...extra });

/** An order in `status` with one print area whose file is the uploaded PNG. */
async function addOrder(site_id: string, seller_id: string, status: OrderStatus, extra: Partial<Order> = {}): Promise<Order> {
  const { order } = await insertOrderFixture(db, { site_id, seller_id, status, shipping_address: address({}), ...extra }, [
    { base_print_area_id: 'front', base_print_area_name: 'Front', status: 'Completed', file_id: printFileId, file_key: 'k' },
  ]);
  return order;
}

const statusesOf = async (ids: string[]) => new Map((await db.getRepository(OrderEntity).findBy({ id: In(ids) })).map((o) => [o.id, o.status]));

beforeAll(async () => {
  media = await startMediaTestEnv();
  // The real catalog and users-sites (demo data seeded) answer the export's name lookups.
  [catalog, usersSites] = await Promise.all([startServiceForTest('catalog', startCatalogService, { env: { PUBLIC_MEDIA_URL: 'http://media.test' } }), startUsersSites()]);
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { MEDIA_URL: media.service.url, CATALOG_URL: catalog.service.url, USERS_SITES_URL: usersSites.service.url } });
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  printPng = await sharp({ create: { width: 30, height: 36, channels: 3, background: '#aa3355' } }).png().toBuffer();
  const uploaded = await media.upload(seller, printPng, 'image/png', 'front.png');
  printFileId = uploaded.data.createFile.id;
  const repo = db.getRepository(ExportTemplateEntity);
  templateId = (await repo.save(repo.create({ name: 'Factory sheet', author_id: admin.id, by_admin: true, supplier_ids: [], data: COLUMNS }))).id;
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await media?.stop();
  await catalog?.stop();
  await usersSites?.stop();
});

describe('the CSV', () => {
  it('writes the template columns with RFC 4180 quoting, a BOM, unicode names and print-file links that answer', async () => {
    const types = randomUUID();
    const tricky = await addOrder(sellerSite, seller.id, 'accepted', {
      name: '#2001',
      product_type_id: types,
      created_at: new Date('2026-02-01T10:00:00Z'),
      shipping_address: address({ first_name: 'Zoë', last_name: 'Ångström-東京', address1: '12 Elm St, Apt "4B"\nBack door', city: 'São Paulo' }),
    });
    const plain = await addOrder(otherSite, otherSeller.id, 'accepted', { name: '#2002', product_type_id: types, created_at: new Date('2026-02-02T10:00:00Z') });
    const notAccepted = await addOrder(sellerSite, seller.id, 'pending_review', { product_type_id: types });

    const done = await exportAs(supplier, { status: ['accepted'], product_type_ids: [types] });
    expect(done).toMatchObject({ status: 'done', total: 2, progress: 2 });
    expect(done.file_name).toMatch(/^orders-export-\d{8}-\d{6}\.csv$/);

    const bytes = await downloadCsv(supplier, done.id);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.startsWith('Order,Number,Name,Address,City,Print,Factory\r\n')).toBe(true);
    // Quoted because of the comma, quote and line break; the quote doubled.
    expect(text).toContain('"12 Elm St, Apt ""4B""\nBack door"');
    expect(text).toContain('"Plant ""A"", line 2"');

    const rows = parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.Order)).toEqual([tricky.id, plain.id]);
    expect(rows[0]).toMatchObject({ Number: '#2001', Name: 'Zoë Ångström-東京', Address: '12 Elm St, Apt "4B"\nBack door', City: 'São Paulo', Factory: 'Plant "A", line 2' });

    // The print-file URL is media's signed public link; through media it redirects to the PNG.
    const link = new URL(rows[0].Print);
    expect(link.pathname).toBe(`/media/links/${printFileId}`);
    const expiresIn = Number(link.searchParams.get('exp')) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const image = await fetch(`${media.baseUrl}${link.pathname}${link.search}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(printPng)).toBe(true);

    expect((await statusesOf([tricky.id, plain.id, notAccepted.id])).get(notAccepted.id)).toBe('pending_review');
  });

  it("writes formula-like shopper text and custom text with a leading ' and keeps a negative price a number (issue 21 item 5)", async () => {
    const NAMES = ['=HYPERLINK("http://x","y")', '+SUM(1,1)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)', '\tTab', '\rReturn'];
    const repo = db.getRepository(ExportTemplateEntity);
    const sheet = await repo.save(repo.create({
      name: 'Injection',
      author_id: admin.id,
      by_admin: true,
      supplier_ids: [],
      data: [
        { name: 'First', type: 'defined_value', value: 'shipping_first_name' },
        { name: 'Phone', type: 'defined_value', value: 'shipping_phone' },
        { name: 'Price', type: 'defined_value', value: 'price' },
        { name: 'Custom', type: 'custom_value', value: '=1+9' },
      ],
    }));
    const types = randomUUID();
    for (const [i, first_name] of NAMES.entries()) {
      await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types, price: -5, created_at: new Date(Date.UTC(2026, 3, 1, i)), shipping_address: address({ first_name, phone: '=1+3' }) });
    }
    const done = await exportAs(admin, { status: ['accepted'], product_type_ids: [types] }, 'supplierExportOrder', sheet.id);
    expect(done.status).toBe('done');
    const rows = parse(await downloadCsv(admin, done.id), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.First)).toEqual(NAMES.map((name) => `'${name}`));
    for (const row of rows) expect(row).toMatchObject({ Phone: "'=1+3", Price: '-5.00', Custom: "'=1+9" });
  });
});

describe('print sides (issue 21 item 6)', () => {
  it("the seeded supplier sheet's Front column carries the front print and Back the back, whatever order the designs were made in", async () => {
    const [tee] = DEMO_PRODUCT_TYPES;
    const [front, back] = tee!.printAreas;
    expect([front!.name, back!.name]).toEqual(['Front', 'Back']);
    const backPng = await sharp({ create: { width: 30, height: 36, channels: 3, background: '#113355' } }).png().toBuffer();
    const backFileId = (await media.upload(seller, backPng, 'image/png', 'back.png')).data.createFile.id as string;
    // the back design is the older row (and alphabetically first): the order intake happened to write them
    const { order } = await insertOrderFixture(db, { site_id: sellerSite, seller_id: seller.id, status: 'accepted', product_type_id: tee!.id, shipping_address: address({}), created_at: new Date('2026-05-01T10:00:00Z') }, [
      { base_print_area_id: back!.id, base_print_area_name: back!.name, status: 'Completed', file_id: backFileId, file_key: 'b', created_at: new Date('2026-05-01T10:00:00Z') },
      { base_print_area_id: front!.id, base_print_area_name: front!.name, status: 'Completed', file_id: printFileId, file_key: 'f', created_at: new Date('2026-05-01T10:00:01Z') },
    ]);
    const repo = db.getRepository(ExportTemplateEntity);
    const sheet = await repo.findOneByOrFail({ id: DEMO_EXPORT_TEMPLATE_IDS.supplier });
    expect(sheet.data.filter((c) => c.name.endsWith('print file')).map((c) => c.value)).toEqual(['print_file_url:Front', 'print_file_url:Back']);
    // positional columns of older templates follow the product type's print-area order too
    const positional = await repo.save(repo.create({ name: 'Positions', author_id: admin.id, by_admin: true, supplier_ids: [], data: [
      { name: 'Order', type: 'defined_value', value: 'order_id' },
      { name: 'Area 1', type: 'defined_value', value: 'print_area_1' },
      { name: 'File 1', type: 'defined_value', value: 'print_file_url_1' },
      { name: 'Area 2', type: 'defined_value', value: 'print_area_2' },
      { name: 'File 2', type: 'defined_value', value: 'print_file_url_2' },
    ] }));

    const linkOf = (url: string) => new URL(url).pathname;
    const bySheet = await exportAs(admin, { status: ['accepted'], product_type_ids: [tee!.id] }, 'supplierExportOrder', sheet.id);
    expect(bySheet.status).toBe('done');
    const [row] = (parse(await downloadCsv(admin, bySheet.id), { bom: true, columns: true }) as Array<Record<string, string>>).filter((r) => r['Order ID'] === order.id);
    expect(linkOf(row!['Front print file']!)).toBe(`/media/links/${printFileId}`);
    expect(linkOf(row!['Back print file']!)).toBe(`/media/links/${backFileId}`);

    await db.getRepository(OrderEntity).update({ id: order.id }, { status: 'accepted' });
    const byPosition = await exportAs(admin, { status: ['accepted'], product_type_ids: [tee!.id] }, 'supplierExportOrder', positional.id);
    const [again] = (parse(await downloadCsv(admin, byPosition.id), { bom: true, columns: true }) as Array<Record<string, string>>).filter((r) => r.Order === order.id);
    expect(again).toMatchObject({ 'Area 1': 'Front', 'Area 2': 'Back' });
    expect(linkOf(again!['File 1']!)).toBe(`/media/links/${printFileId}`);
    expect(linkOf(again!['File 2']!)).toBe(`/media/links/${backFileId}`);
  });

  it('the migration turns an existing supplier sheet\'s positional Front/Back columns into by-name ones, keeping its other columns', async () => {
    const repo = db.getRepository(ExportTemplateEntity);
    const original = await repo.findOneByOrFail({ id: DEMO_EXPORT_TEMPLATE_IDS.supplier });
    const old = original.data.map((c) => (c.value === 'print_file_url:Front' ? { ...c, value: 'print_file_url_1' } : c.value === 'print_file_url:Back' ? { ...c, value: 'print_file_url_2' } : c));
    await repo.update({ id: original.id }, { data: old });
    const runner = db.createQueryRunner();
    try {
      await new PrintFilesByArea1764350000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await repo.findOneByOrFail({ id: original.id })).data).toEqual(original.data);
  });
});

describe('names from catalog and users-sites', () => {
  const NAMES: ExportColumn[] = [
    { name: 'Order', type: 'defined_value', value: 'order_id' },
    { name: 'Type', type: 'defined_value', value: 'product_type' },
    { name: 'Type SKU', type: 'defined_value', value: 'product_type_sku' },
    { name: 'Attributes', type: 'defined_value', value: 'variant_attributes' },
    { name: 'Color', type: 'defined_value', value: 'variant_color' },
    { name: 'Size', type: 'defined_value', value: 'variant_size' },
    { name: 'Mockup', type: 'defined_value', value: 'mockup_url' },
    { name: 'Site', type: 'defined_value', value: 'site' },
    { name: 'Domain', type: 'defined_value', value: 'site_domain' },
    { name: 'Seller', type: 'defined_value', value: 'seller' },
    { name: 'Seller Email', type: 'defined_value', value: 'seller_email' },
    { name: 'Supplier', type: 'defined_value', value: 'supplier' },
  ];

  it('prints the product type, variant attributes, mockup, site, seller and supplier of each order', async () => {
    const [tee] = DEMO_PRODUCT_TYPES;
    const catalogDb = await openDatabase({ url: catalog.db.url, schema: 'catalog', entities: [], migrations: [] });
    let typeVariant: { id: string; attributes: Array<{ name: string; option: string }> };
    let productVariantId: string;
    try {
      [typeVariant] = await catalogDb.query(`SELECT id, attributes FROM "catalog"."product_type_variants" WHERE product_type_id = $1 ORDER BY sorting, id LIMIT 1`, [tee!.id]);
      // A product of the demo seller whose variant has an image (its mockup), as a product save stores it.
      const productId = randomUUID().replace(/-/g, '').slice(0, 9);
      await catalogDb.query(`INSERT INTO "catalog"."products" ("id", "title", "permalink", "site_id", "user_id") VALUES ($1, 'Tee', $2, $3, $4)`, [productId, `tee-${productId}`, DEMO_SITES.offline.id, DEMO_USERS.seller.id]);
      [{ id: productVariantId }] = await catalogDb.query(
        `INSERT INTO "catalog"."product_variants" ("product_id", "product_type_id", "product_type_variant_id", "regular_price", "image") VALUES ($1, $2, $3, 20, 'u/seller/tee-mockup.png') RETURNING id`,
        [productId, tee!.id, typeVariant.id],
      );
    } finally {
      await catalogDb.destroy();
    }
    const repo = db.getRepository(ExportTemplateEntity);
    const names = await repo.save(repo.create({ name: 'Names', author_id: admin.id, by_admin: true, supplier_ids: [], data: NAMES }));
    const types = randomUUID();
    const known = await addOrder(DEMO_SITES.offline.id, DEMO_USERS.seller.id, 'accepted', {
      product_type_id: tee!.id,
      product_type_variant_id: typeVariant.id,
      product_variant_id: productVariantId,
      supplier_id: DEMO_USERS.supplier.id,
      created_at: new Date('2026-03-01T10:00:00Z'),
    });
    // Ids no service knows (a deleted type, a removed site): empty cells, not a failed export.
    const unknown = await addOrder(randomUUID(), DEMO_USERS.seller.id, 'accepted', { product_type_id: types, product_type_variant_id: randomUUID(), created_at: new Date('2026-03-02T10:00:00Z') });

    const done = await exportAs(admin, { status: ['accepted'], product_type_ids: [tee!.id, types] }, 'supplierExportOrder', names.id);
    expect(done).toMatchObject({ status: 'done', total: 2 });
    const rows = parse(await downloadCsv(admin, done.id), { bom: true, columns: true }) as Array<Record<string, string>>;
    const attributes = typeVariant.attributes.map((a) => `${a.name}: ${a.option}`).join(', ');
    expect(attributes).toMatch(/^Color: \w+, Size: \w+$/);
    expect(rows).toEqual([
      {
        Order: known.id,
        Type: tee!.title,
        'Type SKU': tee!.sku,
        Attributes: attributes,
        Color: typeVariant.attributes.find((a) => a.name === 'Color')!.option,
        Size: typeVariant.attributes.find((a) => a.name === 'Size')!.option,
        Mockup: 'http://media.test/img/auto/u/seller/tee-mockup.png',
        Site: DEMO_SITES.offline.title,
        Domain: DEMO_SITES.offline.domain,
        Seller: 'Sam Seller',
        'Seller Email': DEMO_USERS.seller.email,
        Supplier: 'Sue Supplier',
      },
      { Order: unknown.id, Type: '', 'Type SKU': '', Attributes: '', Color: '', Size: '', Mockup: '', Site: '', Domain: '', Seller: 'Sam Seller', 'Seller Email': DEMO_USERS.seller.email, Supplier: '' },
    ]);
  });

  it('fails, and gives the orders back, when users-sites cannot answer (no CSV with empty names)', async () => {
    const types = randomUUID();
    const order = await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types });
    // A second orders process on the same database whose users-sites is down (nothing listens on port 9).
    const cut = await startServiceForTest(SERVICE_NAME, startOrdersService, {
      db: orders.db,
      env: { MEDIA_URL: media.service.url, CATALOG_URL: catalog.service.url, USERS_SITES_URL: 'http://127.0.0.1:9/graphql' },
    });
    try {
      const started = await cut.call(EXPORT('supplierExportOrder'), { filter: { status: ['accepted'], product_type_ids: [types] }, template_id: templateId }, admin);
      expect(started.errors).toBeUndefined();
      const id = (started.data as Record<string, ExportAnswer>).supplierExportOrder.id;
      const failed = await vi.waitFor(async () => {
        const now = (await cut.call(ONE, { id }, admin)).data!.orderExport as ExportAnswer;
        if (now.status === 'running') throw new Error('still running');
        return now;
      }, { timeout: 60_000, interval: 100 });
      expect(failed).toMatchObject({ status: 'failed', error: ORDER_EXPORT_MESSAGES.failed, file_id: null });
      const events = (await db.query(`SELECT "payload" FROM "orders"."outbox_events" WHERE "topic" = $1 AND "key" = $2 ORDER BY "seq"`, [TOPICS.orderExportChanged, id])) as Array<{ payload: OrderExportChangedEvent }>;
      expect(events.map((row) => row.payload).at(-1)).toEqual({ exportId: id, authorId: admin.id, status: 'failed', progress: 0, total: 1, fileId: null, error: ORDER_EXPORT_MESSAGES.failed });
    } finally {
      await cut.stop();
    }
    expect((await statusesOf([order.id])).get(order.id)).toBe('accepted');
    // The same order through the process whose lookups answer: exported.
    expect(await exportAs(admin, { product_type_ids: [types] })).toMatchObject({ status: 'done', order_ids: [order.id] });
  });
});

describe('who exports what', () => {
  it("a Seller's export holds only their own accepted orders, whatever seller or site they name", async () => {
    const types = randomUUID();
    const mine = [await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types }), await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types })];
    const theirs = await addOrder(otherSite, otherSeller.id, 'accepted', { product_type_id: types });

    const done = await exportAs(seller, { product_type_ids: [types], seller_id: otherSeller.id }, 'exportOrders');
    expect(done.order_ids.sort()).toEqual(mine.map((o) => o.id).sort());
    const rows = parse(await downloadCsv(seller, done.id), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.Order)).not.toContain(theirs.id);

    // Naming the other seller's site finds nothing of theirs either.
    await expect(exportAs(seller, { product_type_ids: [types], site_id: otherSite }, 'exportOrders')).rejects.toMatchObject({ message: ORDER_EXPORT_MESSAGES.nothingToExport });
    expect((await statusesOf([theirs.id])).get(theirs.id)).toBe('accepted');
  });

  it('keeps each role to its own call and a Supplier to accepted orders', async () => {
    const types = randomUUID();
    await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types });
    await expect(exportAs(seller, { product_type_ids: [types] }, 'supplierExportOrder')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(exportAs(supplier, { product_type_ids: [types] }, 'exportOrders')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(exportAs(testUser(['Listing']), { product_type_ids: [types] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(exportAs(supplier, { status: ['ready', 'in_production'], product_type_ids: [types] })).rejects.toMatchObject({ message: ORDER_EXPORT_MESSAGES.onlyAccepted, code: 'BAD_USER_INPUT' });
    await expect(exportAs(supplier, { product_type_ids: [types] }, 'supplierExportOrder', randomUUID())).rejects.toMatchObject({ message: ORDER_EXPORT_MESSAGES.templateNotFound });
  });

  it("a Supporter exports with an Administrator's template (whoever it is shared with), not with a Seller's own", async () => {
    const supporter = testUser(['Supporter']);
    const types = randomUUID();
    const order = await addOrder(otherSite, otherSeller.id, 'accepted', { product_type_id: types });
    const repo = db.getRepository(ExportTemplateEntity);
    const forOneSupplier = await repo.save(repo.create({ name: 'For one supplier', author_id: admin.id, by_admin: true, supplier_ids: [otherSupplier.id], data: COLUMNS }));
    const sellersOwn = await repo.save(repo.create({ name: "Seller's sheet", author_id: seller.id, by_admin: false, supplier_ids: [], data: COLUMNS }));

    await expect(exportAs(supporter, { product_type_ids: [types] }, 'supplierExportOrder', sellersOwn.id)).rejects.toMatchObject({ message: ORDER_EXPORT_MESSAGES.templateNotFound });
    expect((await statusesOf([order.id])).get(order.id)).toBe('accepted');
    const done = await exportAs(supporter, { product_type_ids: [types] }, 'supplierExportOrder', forOneSupplier.id);
    expect(done).toMatchObject({ status: 'done', order_ids: [order.id] });
    const rows = parse(await downloadCsv(supporter, done.id), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.Order)).toEqual([order.id]);
    // The export is the Supporter's own: another exporter cannot read it.
    expect((await orders.call(ONE, { id: done.id }, supplier)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('progress events (orders.export.changed)', () => {
  const eventsOf = async (exportId: string) =>
    ((await db.query(`SELECT "payload" FROM "orders"."outbox_events" WHERE "topic" = $1 AND "key" = $2 ORDER BY "seq"`, [TOPICS.orderExportChanged, exportId])) as Array<{ payload: OrderExportChangedEvent }>).map((row) => row.payload);

  it('announces the written rows, then the stored file, to the author', async () => {
    const types = randomUUID();
    for (let i = 0; i < 3; i += 1) await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types });
    const done = await exportAs(supplier, { product_type_ids: [types] });
    const base = { exportId: done.id, authorId: supplier.id, total: 3, error: null };
    expect(await eventsOf(done.id)).toEqual([
      { ...base, status: 'running', progress: 3, fileId: null },
      { ...base, status: 'done', progress: 3, fileId: done.file_id },
    ]);
  });
});

describe('claiming', () => {
  it('two exports of the same orders at once never export an order twice', async () => {
    const types = randomUUID();
    const batch: Order[] = [];
    for (let i = 0; i < 40; i += 1) batch.push(await addOrder(i % 2 ? sellerSite : otherSite, i % 2 ? seller.id : otherSeller.id, 'accepted', { product_type_id: types }));
    const filter = { status: ['accepted'], product_type_ids: [types] };
    const results = await Promise.allSettled([exportAs(supplier, filter), exportAs(admin, filter), exportAs(otherSupplier, filter)]);
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of results) if (r.status === 'rejected') expect(r.reason.message).toBe(ORDER_EXPORT_MESSAGES.nothingToExport);
    const exported = done.flatMap((d) => d.order_ids);
    expect(exported.length).toBe(40);
    expect(new Set(exported).size).toBe(40);
    expect(exported.sort()).toEqual(batch.map((o) => o.id).sort());
    for (const d of done) expect(d.status).toBe('done');
  });

  it('moves the orders to exported with one history entry each, and the tabs count them there', async () => {
    const types = randomUUID();
    const picked = [await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types }), await addOrder(otherSite, otherSeller.id, 'accepted', { product_type_id: types })];
    const done = await exportAs(admin, { product_type_ids: [types] });
    expect([...(await statusesOf(picked.map((o) => o.id))).values()]).toEqual(['exported', 'exported']);
    const history = await db.getRepository(OrderHistoryEntity).findBy({ order_id: In(picked.map((o) => o.id)), type: 'export' });
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.user_id === admin.id && h.message === `Exported to ${done.file_name} (template "Factory sheet")`)).toBe(true);

    const list = await orders.call(`query($f: OrderFilter) { orders(filter: $f) { aggs { key doc_count } } }`, { f: { product_type_ids: [types] } }, admin);
    const tabs = Object.fromEntries((list.data!.orders as { aggs: Array<{ key: string; doc_count: number }> }).aggs.map((a) => [a.key, a.doc_count]));
    expect(tabs).toMatchObject({ accepted: 0, exported: 2 });
  });

  it('a job whose file cannot be stored fails and gives its orders back to accepted', async () => {
    const types = randomUUID();
    const order = await addOrder(sellerSite, seller.id, 'accepted', { product_type_id: types });
    // A second orders process on the same database whose media is down (nothing listens on port 9).
    const cut = await startServiceForTest(SERVICE_NAME, startOrdersService, { db: orders.db, env: { MEDIA_URL: 'http://127.0.0.1:9/graphql' } });
    try {
      const started = await cut.call(EXPORT('supplierExportOrder'), { filter: { product_type_ids: [types] }, template_id: templateId }, admin);
      expect(started.errors).toBeUndefined();
      const id = (started.data!.supplierExportOrder as ExportAnswer).id;
      const failed = await vi.waitFor(async () => {
        const now = (await orders.call(ONE, { id }, admin)).data!.orderExport as ExportAnswer;
        if (now.status === 'running') throw new Error('still running');
        return now;
      }, { timeout: 60_000, interval: 100 });
      expect(failed).toMatchObject({ status: 'failed', error: ORDER_EXPORT_MESSAGES.failed, file_id: null });
      const events = (await db.query(`SELECT "payload" FROM "orders"."outbox_events" WHERE "topic" = $1 AND "key" = $2 ORDER BY "seq"`, [TOPICS.orderExportChanged, id])) as Array<{ payload: OrderExportChangedEvent }>;
      expect(events.map((row) => row.payload).at(-1)).toEqual({ exportId: id, authorId: admin.id, status: 'failed', progress: 0, total: 1, fileId: null, error: ORDER_EXPORT_MESSAGES.failed });
    } finally {
      await cut.stop();
    }
    expect((await statusesOf([order.id])).get(order.id)).toBe('accepted');
    const history = await db.getRepository(OrderHistoryEntity).findBy({ order_id: order.id, type: 'export' });
    expect(history.map((h) => h.message)).toEqual([expect.stringMatching(/^Exported to /), expect.stringMatching(/failed; back to accepted$/)]);
    const again = await exportAs(admin, { product_type_ids: [types] });
    expect(again).toMatchObject({ status: 'done', order_ids: [order.id] });
  });
});

describe('export files and downloads', () => {
  it('lists exports for the Administrator (search by order id, dates) and the author, and downloads only for them', async () => {
    const types = randomUUID();
    const order = await addOrder(otherSite, otherSeller.id, 'accepted', { product_type_id: types });
    const done = await exportAs(supplier, { product_type_ids: [types] });

    const found = await orders.call(LIST, { search: order.id }, admin);
    expect(found.data!.orderExports).toMatchObject({ count: 1, hits: [{ id: done.id, order_ids: [order.id] }] });
    expect((await orders.call(LIST, { search: randomUUID() }, admin)).data!.orderExports).toMatchObject({ count: 0 });
    expect((await orders.call(LIST, { search: order.id, from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' }, admin)).data!.orderExports).toMatchObject({ count: 0 });
    expect((await orders.call(LIST, { search: order.id }, supplier)).data!.orderExports).toMatchObject({ count: 1 });
    expect((await orders.call(LIST, { search: order.id }, otherSupplier)).data!.orderExports).toMatchObject({ count: 0 });
    expect((await orders.call(LIST, { limit: 0 }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    expect((await downloadCsv(admin, done.id)).length).toBeGreaterThan(0);
    expect((await downloadCsv(supplier, done.file_id!)).length).toBeGreaterThan(0);
    for (const stranger of [otherSupplier, seller, otherSeller]) {
      const res = await orders.call(DOWNLOAD, { id: done.id }, stranger);
      expect(res.errors?.[0]).toMatchObject({ message: ORDER_EXPORT_MESSAGES.notFound });
      expect((await orders.call(ONE, { id: done.id }, stranger)).errors?.[0].message).toBe(ORDER_EXPORT_MESSAGES.notFound);
    }
    expect((await orders.call(LIST, {}, testUser(['Listing']))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
