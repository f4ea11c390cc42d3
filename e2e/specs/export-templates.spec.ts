import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { gql, tokenFor } from '../support/api';
import { openOptions } from '../support/ui';

/** Spec 001 §2 "Export templates", §5 Export template, §6 (view/clone for all, edit/delete for author or Administrator), §8. */

const FIND = 'query F($filter: ExportTemplateFilter) { exportTemplates(filter: $filter) { hits { id name } } }';
const UPDATE = 'mutation U($id: ID!, $input: ExportTemplateInput!) { updateExportTemplate(id: $id, input: $input) { id } }';
const DELETE = 'mutation D($id: ID!) { deleteExportTemplate(id: $id) }';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
const columnNames = (page: Page) => page.getByRole('group', { name: /^Column \d+$/ }).getByPlaceholder('Column name');

/** Picks `label` in an antd select named `name` (typed first when the select searches). */
async function choose(page: Page, name: string, label: string, typed?: string) {
  await expect(async () => {
    await page.getByLabel(name, { exact: true }).click();
    if (typed) await page.getByLabel(name, { exact: true }).fill(typed);
    await openOptions(page).getByTitle(label, { exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Drags a column by its handle onto the place of another (dnd-kit's pointer sensor: press, move, release). */
async function dragColumn(page: Page, from: number, to: number) {
  const handle = await page.getByRole('button', { name: `Drag column ${from} to reorder` }).boundingBox();
  const target = await page.getByRole('group', { name: `Column ${to}`, exact: true }).boundingBox();
  if (!handle || !target) throw new Error('the column rows are not on screen');
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (to < from ? -8 : 8), { steps: 4 });
  await page.mouse.move(x, target.y + (to < from ? 4 : target.height - 4), { steps: 20 });
  await page.mouse.up();
}

test('a Supplier builds a template, reorders it by drag, views and clones it; a Seller cannot edit it', async ({ page }) => {
  const name = `E2E Supplier template ${Date.now()}`;
  await signIn(page, 'supplier@pod.local');
  // Spec 000 §2: the Supplier's menu has Export templates at the top level.
  await page.getByRole('menuitem', { name: 'Export templates' }).click();
  await expect(page).toHaveURL(/\/export-templates$/);
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/export-templates\/add$/);

  // The name is required (spec 001 §5).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template name is required.', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);

  // One custom column and two defined ones; a picked column names an unnamed row after itself.
  await page.getByLabel('Column 1 name').fill('Factory');
  await page.getByLabel('Column 1 value').fill('POD Factory 1');
  await page.getByRole('button', { name: 'Add column' }).click();
  await choose(page, 'Column 2 type', 'Defined value');
  await choose(page, 'Column 2 value', 'Order ID', 'Order ID');
  await expect(page.getByLabel('Column 2 name')).toHaveValue('Order ID');
  await page.getByRole('button', { name: 'Add column' }).click();
  await choose(page, 'Column 3 type', 'Defined value');
  // the print file of a print area by its name (issue 21 item 6), one choice per area of the catalogue
  await choose(page, 'Column 3 value', 'Print File URL: Front', 'Print File URL: Front');
  await page.getByLabel('Column 3 name').fill('Front print');
  await expect(columnNames(page)).toHaveCount(3);

  // Drag the third column to the top.
  await expect(async () => {
    await dragColumn(page, 3, 1);
    await expect(columnNames(page).first()).toHaveValue('Front print', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(columnNames(page).nth(1)).toHaveValue('Factory');
  await expect(columnNames(page).nth(2)).toHaveValue('Order ID');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Export template successfully created!')).toBeVisible();
  await expect(page).toHaveURL(/\/export-templates$/);

  // Listed, with edit and delete for its author; the view modal shows the columns in the saved order.
  await page.getByLabel('Search templates').fill(name);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await row(page, name).getByRole('button', { name: `View ${name}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText(name)).toBeVisible();
  const modalRows = modal.getByRole('row');
  await expect(modalRows.nth(1)).toContainText('Front print');
  await expect(modalRows.nth(1)).toContainText('Print File URL: Front');
  await expect(modalRows.nth(2)).toContainText('Factory');
  await expect(modalRows.nth(2)).toContainText('POD Factory 1');
  await expect(modalRows.nth(3)).toContainText('Order ID');
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Clone: a new template starting from the same columns.
  await row(page, name).getByRole('button', { name: `Clone ${name}` }).click();
  await expect(page).toHaveURL(/\/export-templates\/clone\/[\w-]+$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (copy)`);
  await expect(columnNames(page)).toHaveCount(3);
  await expect(columnNames(page).first()).toHaveValue('Front print');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Clone template successfully!')).toBeVisible();
  await page.getByLabel('Search templates').fill(name);
  await expect(row(page, `${name} (copy)`)).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  // The Seller: the server refuses the supplier's template, which is not even listed for them.
  const supplierToken = await tokenFor('supplier@pod.local');
  const mine = (await gql(FIND, { filter: { name } }, supplierToken)).exportTemplates.hits as Array<{ id: string; name: string }>;
  const original = mine.find((t) => t.name === name)!;
  const sellerToken = await tokenFor('seller@pod.local');
  await expect(gql(UPDATE, { id: original.id, input: { name: 'Taken over', data: [{ name: 'A', type: 'custom_value', value: 'x' }] } }, sellerToken)).rejects.toThrow('Export template not found');
  await expect(gql(DELETE, { id: original.id }, sellerToken)).rejects.toThrow('Export template not found');
  // An Administrator's shared template is visible to the Seller, who still may not change it.
  const shared = (await gql(FIND, { filter: { name: 'Standard order export' } }, sellerToken)).exportTemplates.hits[0] as { id: string };
  await expect(gql(UPDATE, { id: shared.id, input: { name: 'Taken over', data: [{ name: 'A', type: 'custom_value', value: 'x' }] } }, sellerToken)).rejects.toThrow(/author or an Administrator/);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'seller@pod.local');
  await page.goto('/export-templates');
  await expect(row(page, 'Standard order export')).toBeVisible();
  await expect(row(page, 'Standard order export').getByRole('button', { name: 'Clone Standard order export' })).toBeVisible();
  await expect(row(page, 'Standard order export').getByRole('button', { name: 'Edit Standard order export' })).toHaveCount(0);
  await expect(row(page, 'Standard order export').getByRole('button', { name: 'Delete Standard order export' })).toHaveCount(0);
  await page.getByLabel('Search templates').fill(name);
  await expect(page.getByText(`No export templates match "${name}"`)).toBeVisible();
  await page.goto(`/export-templates/edit/${original.id}`);
  await expect(page.getByText('Export template not found')).toBeVisible();

  // The supplier's templates are still as saved.
  const after = (await gql(FIND, { filter: { name } }, supplierToken)).exportTemplates.hits as Array<{ id: string; name: string }>;
  expect(after.map((t) => t.name).sort()).toEqual([name, `${name} (copy)`]);
  for (const t of after) await gql(DELETE, { id: t.id }, supplierToken);
});
