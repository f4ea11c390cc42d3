import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { parse } from 'csv-parse/sync';
import { gql, tokenFor } from '../support/api';
import { signIn, signOut } from '../support/auth';
import { createProductType, pushProduct } from '../support/catalogue';
import { ORDERS_OF_SITE, moveOrder, siteWithOrders } from '../support/orders';
import { openOptions, tableRows, tableSettled } from '../support/ui';

/**
 * Issue 13 items 2–3: a Supplier exports the accepted orders of the list's filter with a
 * template, the browser downloads the CSV, its print-file URLs answer with the PNGs, the orders
 * show Exported, and the Administrator finds the file on /orders/export-orders.
 * The orders are of the spec's own product type (pushed to the fake store, so intake matches them
 * and renders their print files); the list is filtered by that type, so no other order is exported.
 */

const CREATE_TEMPLATE = `mutation ($input: ExportTemplateInput!) { createExportTemplate(input: $input) { id name } }`;

async function downloadCsv(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  return { bytes, name: download.suggestedFilename(), rows: parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>> };
}

test('a Supplier exports accepted orders as CSV with working print-file links; the Administrator finds the file', async ({ page }) => {
  test.setTimeout(300_000);
  const admin = await tokenFor('admin@pod.local');
  const type = await createProductType(`E2E Export Tee ${Date.now()}`);
  const { site, orders } = await siteWithOrders(3, (s) => pushProduct(s, type));
  await expect(async () => {
    const { orders: list } = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id, limit: 50 } }, admin);
    expect(list.hits.map((o: { status: string }) => o.status)).toEqual(['pending_review', 'pending_review', 'pending_review']);
  }).toPass({ timeout: 150_000 });
  const [first, second, waiting] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
  await moveOrder(admin, first.id, ['accepted']);
  await moveOrder(admin, second.id, ['accepted']);

  const supplier = await tokenFor('supplier@pod.local');
  const templateName = `E2E sheet ${Date.now()}`;
  await gql(
    CREATE_TEMPLATE,
    {
      input: {
        name: templateName,
        data: [
          { name: 'Order', type: 'defined_value', value: 'order_id' },
          { name: 'Number', type: 'defined_value', value: 'origin_number' },
          { name: 'Ship to', type: 'defined_value', value: 'shipping_name' },
          { name: 'Print', type: 'defined_value', value: 'print_file_url_1' },
          { name: 'Factory', type: 'custom_value', value: 'Plant A, line 2' },
        ],
      },
    },
    supplier,
  );

  // The Supplier filters accepted orders of this product type and exports them.
  await signIn(page, 'supplier@pod.local');
  await page.goto(`/orders?status=accepted&product_type_ids=${type.id}`);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Export orders' });
  await expect(async () => {
    await modal.getByLabel('Export template').fill(templateName);
    await openOptions(page).getByTitle(templateName, { exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const csv = await downloadCsv(page, () => modal.getByRole('button', { name: 'Export' }).click());
  // The modal's progress ends with the file stored and downloading.
  await expect(modal).toContainText('2 orders exported');
  expect(csv.name).toMatch(/^orders-export-\d{8}-\d{6}\.csv$/);

  // The right rows (the order left in review is not there), with the template's columns…
  expect(Object.keys(csv.rows[0]!)).toEqual(['Order', 'Number', 'Ship to', 'Print', 'Factory']);
  expect(csv.rows.map((row) => row.Order).sort()).toEqual([first.id, second.id].sort());
  expect(csv.bytes.toString('utf8')).toContain('"Plant A, line 2"');
  // …and print-file URLs that answer with the PNG, without a token (a supplier's tools).
  for (const row of csv.rows) {
    expect(row.Print).toMatch(/\/media\/links\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const image = await fetch(row.Print!);
    expect(image.status).toBe(200);
    expect([...new Uint8Array(await image.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }

  // The orders show Exported; the one still in review does not move.
  await page.goto(`/orders?status=exported&product_type_ids=${type.id}`);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(2);
  for (const order of [first, second]) await expect(tableRows(page).filter({ hasText: order.id }).getByTestId('order-status')).toHaveText('Exported');
  const { orders: after } = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id, limit: 50 } }, admin);
  expect(Object.fromEntries(after.hits.map((o: { id: string; status: string }) => [o.id, o.status]))).toEqual({ [first.id]: 'exported', [second.id]: 'exported', [waiting.id]: 'pending_review' });

  // The Administrator finds the file by an order id it holds and downloads the same bytes.
  await signOut(page);
  await signIn(page, 'admin@pod.local');
  await page.goto('/orders/export-orders');
  await page.getByPlaceholder('search order id...').fill(first.id);
  await expect(page).toHaveURL(new RegExp(`search=${first.id}`));
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText(csv.name);
  const again = await downloadCsv(page, () => tableRows(page).getByRole('button', { name: /Download/ }).click());
  expect(again.bytes.equals(csv.bytes)).toBe(true);
});

test("a Supporter's export modal offers the Administrators' templates, not a Supplier's own", async ({ page }) => {
  const supplier = await tokenFor('supplier@pod.local');
  const supplierOwn = `E2E supplier-only sheet ${Date.now()}`;
  await gql(CREATE_TEMPLATE, { input: { name: supplierOwn, data: [{ name: 'Order', type: 'defined_value', value: 'order_id' }] } }, supplier);

  await signIn(page, 'supporter@pod.local');
  await page.goto('/orders?status=accepted');
  await tableSettled(page);
  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Export orders' });
  await modal.getByLabel('Export template').fill('Standard order export');
  await expect(openOptions(page).getByTitle('Standard order export', { exact: true })).toBeVisible();
  await modal.getByLabel('Export template').fill(supplierOwn);
  await expect(openOptions(page)).toContainText('No export templates');
});
