import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { gql, tokenFor } from '../support/api';

/** Spec 001 "Category list", §5 Category, §6 (Add New, Action column, super-admin delete), §8, §9. */

const CREATE = 'mutation C($input: CategoryInput!) { createCategory(input: $input) { id title } }';
const COUNT = 'query N($filter: CategoryFilter) { categories(filter: $filter) { count } }';

async function confirmPopover(page: Page, question: string) {
  await page.getByRole('tooltip').filter({ hasText: question }).getByRole('button', { name: 'Yes' }).click();
}

/** antd button-style radios hide the input; the user clicks its label. */
async function chooseRadio(page: Page, name: string) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

test('listing staff add, edit, deactivate and delete a category', async ({ page }) => {
  const title = `E2E Category ${Date.now()}`;
  await signIn(page, 'listing@pod.local');
  await page.goto('/admin/categories');
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/admin\/category\/add$/);

  // title is required
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input title', { exact: true })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Made by the e2e suite');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Catygory has been created or updated')).toBeVisible();
  // save goes back one page: the list, where the new category is first (newest first)
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title).getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // edit: rename and make it inactive
  await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/category\/edit\/[\w-]+$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue('Made by the e2e suite');
  await page.getByLabel('Title').fill(`${title} renamed`);
  await page.locator('label').filter({ has: page.getByRole('radio', { name: 'Inactive', exact: true }) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // the toast of the create may still be showing: the newest is the last
  await expect(page.getByText('Catygory has been created or updated').last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(row(page, `${title} renamed`)).toHaveCount(0);
  await chooseRadio(page, 'Inactive');
  await expect(row(page, `${title} renamed`)).toBeVisible();

  // cancel on the form asks first (unsaved edits), goes back, and changes nothing
  await row(page, `${title} renamed`).getByRole('button', { name: `Edit ${title} renamed` }).click();
  await page.getByLabel('Title').fill('not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  // delete: a simple confirm for everyone but the super admin
  await chooseRadio(page, 'Inactive');
  await row(page, `${title} renamed`).getByRole('button', { name: `Delete ${title} renamed` }).click();
  await confirmPopover(page, 'Are you sure delete this category?');
  await expect(page.getByText('Delete success!')).toBeVisible();
  await expect(row(page, `${title} renamed`)).toHaveCount(0);
});

test('the list pages 10 at a time and shows "x of y"', async ({ page }) => {
  const admin = await tokenFor('admin@pod.local');
  const stamp = Date.now();
  for (let i = 1; i <= 11; i++) await gql(CREATE, { input: { title: `E2E Paging ${stamp} ${String(i).padStart(2, '0')}` } }, admin);
  const { categories } = await gql(COUNT, { filter: { status: true } }, admin);
  const total = categories.count as number;

  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/categories');
  await expect(page.getByText(`1-10 of ${total}`)).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(10);
  // newest first: the last one created leads page 1, the first one created is on page 2
  await expect(row(page, `E2E Paging ${stamp} 11`)).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page.getByText(`11-${Math.min(20, total)} of ${total}`)).toBeVisible();
  await expect(row(page, `E2E Paging ${stamp} 01`)).toBeVisible();
});

test('the super admin confirms a category delete a second time by typing its title', async ({ page }) => {
  const admin = await tokenFor('admin@pod.local');
  const title = `E2E Super Delete ${Date.now()}`;
  const { createCategory } = await gql<{ createCategory: { id: string } }>(CREATE, { input: { title } }, admin);

  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/categories');
  await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await confirmPopover(page, 'Are you sure delete this category?');
  const dialog = page.getByRole('dialog', { name: 'Confirm category delete' });
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  // the dialog names the category beyond doubt: its title and its id
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(createCategory.id, { exact: true })).toBeVisible();
  await dialog.getByLabel('Category title to confirm').fill('something else');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  // only the exact title confirms
  await dialog.getByLabel('Category title to confirm').fill(title.toLowerCase());
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  // cancelling keeps the category
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toBeVisible();

  await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await confirmPopover(page, 'Are you sure delete this category?');
  await dialog.getByLabel('Category title to confirm').fill(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete success!')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test('a seller reads the categories without Add New or actions; the server refuses their writes', async ({ page }) => {
  const title = `E2E Seller Reads ${Date.now()}`;
  await gql(CREATE, { input: { title } }, await tokenFor('admin@pod.local'));
  await signIn(page, 'seller@pod.local');
  await page.goto('/admin/categories');
  await expect(row(page, title)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Product Type' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // the form routes are for Administrator and Listing only
  await page.goto('/admin/category/add');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const seller = await tokenFor('seller@pod.local');
  await expect(gql(CREATE, { input: { title: 'not allowed' } }, seller)).rejects.toThrow();
});

test('a supporter reads the category list without actions, and the server refuses their writes', async ({ page }) => {
  // Spec 001 §6 hides the category actions from Supporter: the list opens read-only.
  await signIn(page, 'supporter@pod.local');
  await page.goto('/admin/categories');
  await expect(page).toHaveURL(/\/admin\/categories$/);
  // other specs add categories, newest first: any row will do
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);

  const supporter = await tokenFor('supporter@pod.local');
  const { categories } = await gql(COUNT, { filter: { status: true } }, supporter);
  expect(categories.count).toBeGreaterThanOrEqual(5);
  await expect(gql(CREATE, { input: { title: 'not allowed' } }, supporter)).rejects.toThrow();
});

test('a category title already taken, in any letter case, is refused under the Title field', async ({ page }) => {
  const admin = await tokenFor('admin@pod.local');
  const title = `E2E Unique ${Date.now()}`;
  await gql(CREATE, { input: { title } }, admin);

  await signIn(page, 'listing@pod.local');
  await page.goto('/admin/category/add');
  await page.getByLabel('Title').fill(title.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category already exists', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/category\/add$/);
  // the server refuses the same for any client
  await expect(gql(CREATE, { input: { title: ` ${title.toLowerCase()} ` } }, admin)).rejects.toThrow('Category already exists');
});
