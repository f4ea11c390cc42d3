import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { chooseSite, openOptions } from '../support/ui';

/** Spec 000 "Sites list", §5 "Add site"; spec 001 "Site settings". */

async function openNewSite(page: Page) {
  await page.getByRole('button', { name: 'New Site' }).click();
  return page.getByRole('dialog', { name: 'New Site' });
}

async function choosePlatform(page: Page, dialog: ReturnType<Page['getByRole']>, label: string) {
  // retried: a click that lands while the dropdown is still animating open is lost
  await expect(async () => {
    await dialog.getByLabel('Platform').click();
    await openOptions(page).getByTitle(label, { exact: true }).click({ timeout: 2_000 });
    await expect(dialog.getByTitle(label, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** antd button-style radios hide the input; the user clicks its label. */
async function chooseRadio(page: Page, name: string) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name }) }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

async function confirmPopover(page: Page, question: string) {
  await page.getByRole('tooltip').filter({ hasText: question }).getByRole('button', { name: 'Yes' }).click();
}

test('New Site validation messages', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  const dialog = await openNewSite(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please input name!')).toBeVisible();
  await expect(dialog.getByText('Please input platform!')).toBeVisible();
  await expect(dialog.getByText('Please enter a store URL!')).toBeVisible();

  await choosePlatform(page, dialog, 'WooCommerce');
  await dialog.getByLabel('Site Url').fill('http://plain-http.example.com');
  await expect(dialog.getByText('Please enter a valid store URL! HTTPS protocol is required!')).toBeVisible();
  await dialog.getByLabel('Site Url').fill('not a url');
  await expect(dialog.getByText('Please enter a valid store URL! HTTPS protocol is required!')).toBeVisible();

  // Shopify takes the shop domain, not a URL
  await choosePlatform(page, dialog, 'Shopify');
  await dialog.getByLabel('Site Url').fill('my-shop.myshopify.com');
  await expect(dialog.getByText('Please enter a valid store URL! HTTPS protocol is required!')).toHaveCount(0);
});

test('a seller creates an import site, edits it, opens its settings and disables it', async ({ page }) => {
  const stamp = Date.now();
  const title = `E2E Import ${stamp}`;
  const host = `e2e-import-${stamp}.example.com`;
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  const dialog = await openNewSite(page);
  await dialog.getByLabel('Site Name').fill(title);
  await choosePlatform(page, dialog, 'Import');
  await dialog.getByLabel('Site Url').fill(`https://${host}/`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create site successful')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(title) });
  // the trailing slash was removed before sending
  await expect(row.getByRole('link', { name: `https://${host}`, exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Import' })).toBeVisible();

  // edit: title only, the domain is read-only
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Site' });
  await expect(edit.getByLabel('Site Url')).toBeDisabled();
  await edit.getByLabel('Site Name').fill(`${title} renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site has been updated')).toBeVisible();
  const renamed = page.getByRole('row', { name: new RegExp(`${title} renamed`) });
  await expect(renamed).toBeVisible();

  // settings: Auto Accept Design
  await renamed.getByRole('button', { name: `Settings of ${title} renamed` }).click();
  await expect(page).toHaveURL(/\/sites\/[\w-]+\/settings$/);
  await expect(page.getByRole('tab', { name: 'Auto Accept Design' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Auto accept design' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site settings has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Auto accept design' })).toBeChecked();

  // delete = disable
  await page.goto('/sites');
  await page.getByRole('row', { name: new RegExp(`${title} renamed`) }).getByRole('button', { name: `Delete ${title} renamed` }).click();
  await confirmPopover(page, 'Are you sure to disable this site?');
  await expect(page.getByText('Site has been disabled')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('the Connected / Pending filter', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  await expect(page.getByRole('row', { name: /Sam Woo Shop/ })).toBeVisible();
  await chooseRadio(page, 'Pending');
  await expect(page.getByRole('row', { name: /Sam Shopify \(pending\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Woo Shop/ })).toHaveCount(0);
  await chooseRadio(page, 'Connected');
  await expect(page.getByRole('row', { name: /Sam Woo Shop/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Shopify \(pending\)/ })).toHaveCount(0);
});

test('an administrator filters by seller; a seller has no seller filter', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.goto('/sites');
  await page.getByLabel('Seller').click();
  await openOptions(page).getByTitle('Sam Seller', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Sam Woo Shop/ })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  await expect(page.getByRole('columnheader', { name: 'Site Name' })).toBeVisible();
  await expect(page.getByLabel('Seller')).toHaveCount(0);
});

test('a supporter reads the sites without Actions and cannot add one', async ({ page }) => {
  await signIn(page, 'supporter@pod.local');
  await page.goto('/sites');
  await expect(page.getByRole('columnheader', { name: 'Site Name' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Woo Shop/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Site' })).toHaveCount(0);
});

test('an online store is created pending and the browser goes to the store to authorise', async ({ page }) => {
  const stamp = Date.now();
  const host = `e2e-woo-${stamp}.example.com`;
  // stand-in for the store's authorisation page (no network)
  await page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Authorize POD</h1>' }));
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  const dialog = await openNewSite(page);
  await dialog.getByLabel('Site Name').fill(`E2E Woo ${stamp}`);
  await choosePlatform(page, dialog, 'WooCommerce');
  await dialog.getByLabel('Site Url').fill(`https://${host}/`);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`^https://${host.replace(/\./g, '\\.')}/wc-auth/v1/authorize\\?.*scope=read_write`));

  // back in the suite the site waits as Pending, with a reconnect control
  await page.goto('/sites');
  const row = page.getByRole('row', { name: new RegExp(`E2E Woo ${stamp}`) });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Reconnect E2E Woo ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`^https://${host.replace(/\./g, '\\.')}/wc-auth/v1/authorize`));
});

test('a return from the store shows how the connection went', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites?success=1&user_id=abc');
  await expect(page.getByText('Create site successful')).toBeVisible();
  await expect(page).toHaveURL(/\/sites$/);
  await page.goto('/sites?connect_error=The%20store%20signature%20could%20not%20be%20verified');
  await expect(page.getByText('The store signature could not be verified')).toBeVisible();
  await expect(page).toHaveURL(/\/sites$/);
});

test('a seller switches the current site in the header', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/sites');
  // only connected sites can be chosen (typed: the list is virtual, other specs connect more sites)
  await page.getByRole('banner').getByLabel('Current site').fill('Sam ');
  const options = openOptions(page);
  await expect(options.getByTitle('Sam Woo Shop', { exact: true })).toBeVisible();
  await expect(options.getByTitle('Sam Shopify (pending)', { exact: true })).toHaveCount(0);
  await options.getByTitle('Sam Offline Imports', { exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Sam Offline Imports');

  // the choice is remembered
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Sam Offline Imports');
  await chooseSite(page, 'Sam Woo Shop');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Sam Woo Shop');
});
