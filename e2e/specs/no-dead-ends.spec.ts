import { expect, test, type Page } from '../support/test';
import { gql, tokenFor } from '../support/api';
import { signIn } from '../support/auth';
import { chooseSite } from '../support/ui';
import { PORTS } from '../support/ports';

/** Issue 9: every role finds its pages, no developer text, no way out of the app, no lost edits. */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a menu group (unless open: a second click would close it) and follows one of its entries. */
async function followMenu(page: Page, group: string | null, entry: string) {
  // entries are links; a group's title is not
  const link = menu(page).getByRole('link', { name: entry, exact: true });
  if (group && !(await link.isVisible())) await menu(page).getByRole('menuitem', { name: group, exact: true }).click();
  await link.click();
}

/** A product type with two missing variants (Size S, M), created through the API. */
async function createProductType(): Promise<string> {
  const admin = await tokenFor('admin@pod.local');
  const stamp = Date.now();
  const category = await gql<{ createCategory: { id: string } }>(
    'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
    { input: { title: `E2E leave ${stamp}` } },
    admin,
  );
  const type = await gql<{ createProductType: { id: string } }>(
    'mutation T($input: ProductTypeInput!) { createProductType(input: $input) { id } }',
    {
      input: {
        title: `E2E leave ${stamp}`,
        sku: `LV${stamp % 1_000_000}`,
        categories: [category.createCategory.id],
        attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
        printAreas: [{ name: 'Front', width: 4500, height: 5400, dpi: 300 }],
      },
    },
    admin,
  );
  return type.createProductType.id;
}

test('a supporter finds orders, sites and categories through the menu', async ({ page }) => {
  await signIn(page, 'supporter@pod.local');
  await followMenu(page, null, 'Connect Sites');
  await expect(page).toHaveURL(/\/sites$/);
  await followMenu(page, 'App Settings', 'Categories');
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByText('Access denied')).toHaveCount(0);
  await followMenu(page, 'Orders', 'Orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Access denied')).toHaveCount(0);
});

test('an accountant finds the balance through the menu', async ({ page }) => {
  await signIn(page, 'accounting@pod.local');
  await followMenu(page, 'AI', 'Chat');
  await expect(page).toHaveURL(/\/ai\/server-gpt$/);
  await followMenu(page, null, 'Balance');
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
});

test('a deep link opens and highlights the menu group of the page, also for a form of a list', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/category/add');
  const selected = menu(page).locator('.ant-menu-item-selected');
  await expect(selected).toHaveText('Categories');
  await expect(selected).toBeVisible();
  await page.reload();
  await expect(selected).toHaveText('Categories');
  await expect(selected).toBeVisible();
});

test('pages not built yet say so plainly, without developer text', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  for (const path of ['/auto-banner/design', '/ai/server-mjd']) {
    await page.goto(path);
    await expect(page.getByText('Coming soon')).toBeVisible();
    await expect(page.getByText(/mfe-|is connected|signed in as/)).toHaveCount(0);
  }
});

test('Cancel and Back on pages opened in a new tab go to their list, not out of the app', async ({ page, context }) => {
  const typeId = await createProductType();
  await signIn(page, 'admin@pod.local');
  const variants = await context.newPage();
  await variants.goto(`/admin/product-types/${typeId}/variants`);
  await variants.getByRole('button', { name: 'Cancel' }).click();
  await expect(variants).toHaveURL(/\/admin\/product-types$/);

  const category = await context.newPage();
  await category.goto('/admin/category/add');
  await category.getByRole('button', { name: 'Back' }).click();
  await expect(category).toHaveURL(/\/admin\/categories$/);
});

test('leaving the variants screen with unsaved edits asks first', async ({ page }) => {
  const typeId = await createProductType();
  await signIn(page, 'admin@pod.local');
  await page.goto(`/admin/product-types/${typeId}/variants`);
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);

  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await followMenu(page, null, 'Users');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/variants$/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);

  await followMenu(page, null, 'Users');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/users-manager$/);
});

const CREATE_SITE = 'mutation ($title: String, $domain: String) { createSite(title: $title, domain: $domain, platform: "import", isConnect: false) { id } }';

async function createImportSite(token: string, title: string): Promise<string> {
  const host = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (await gql<{ createSite: { id: string } }>(CREATE_SITE, { title, domain: `https://${host}.example.com` }, token)).createSite.id;
}

test('the site selector follows a new site, a rename and a disable without a reload', async ({ page }) => {
  const seller = await tokenFor('seller@pod.local');
  await signIn(page, 'seller@pod.local');
  await expect(page.getByLabel('Current site')).toBeVisible();

  const title = `E2E Live ${Date.now()}`;
  const id = await createImportSite(seller, title);
  await chooseSite(page, title);

  await gql('mutation ($id: ID!, $title: String) { updateSite(site_id: $id, title: $title) { id } }', { id, title: `${title} renamed` }, seller);
  await expect(page.getByRole('banner')).toContainText(`${title} renamed`);

  await gql('mutation ($id: ID!) { deleteSite(id: $id) }', { id }, seller);
  await expect(page.getByRole('banner')).not.toContainText(title);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('current_site_id'))).not.toBe(id);
});

test('after signing in again the last used site comes back', async ({ page }) => {
  const seller = await tokenFor('seller@pod.local');
  const stamp = Date.now();
  const chosen = `E2E Chosen ${stamp}`;
  await createImportSite(seller, chosen);
  await createImportSite(seller, `E2E Newer ${stamp}`);

  await signIn(page, 'seller@pod.local');
  await chooseSite(page, chosen);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'seller@pod.local');
  await expect(page.getByRole('banner')).toContainText(chosen);
});

test('signing in through 127.0.0.1 works as through localhost', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORTS.shell}/login`);
  await page.getByLabel('Email').fill('admin@pod.local');
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${PORTS.shell}/orders`);
  await expect(page.getByText(/Hi, /)).toBeVisible();
});
