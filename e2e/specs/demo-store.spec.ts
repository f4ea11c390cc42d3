import { expect, test, type Page } from '../support/test';
import { signInSellerOn } from '../support/auth';
import { DEMO_STORE_URL } from '../support/orders';
import { GATEWAY_URL, gql, tokenFor } from '../support/api';
import { STORE_ACCESS_MESSAGES } from '@pod/contracts';
import { FAKE_WOO_URL, connectWooSiteToFakeStore } from '../support/stores';
import { PNG, chooseArtwork, openOptions } from '../support/ui';

/**
 * Issue 9, items 1 and 2, from a fresh data directory: `npm start` runs a demo store (WooCommerce
 * protocol) and the demo seller's "Sam Woo Shop" is connected to it through the store's approval,
 * so a new product reaches Pushed, "Fetch product variants" answers Success and Map products lists
 * the store's products; an import site's mapping says it has no store.
 */

/** The demo seller's sites (packages/contracts/src/demo.ts). */
const DEMO_SITES = {
  woo: { id: '00000000-0000-4000-9000-000000000001', title: 'Sam Woo Shop' },
  offline: { id: '00000000-0000-4000-9000-000000000002', title: 'Sam Offline Imports' },
};
/** A demo artwork category of the seller (services/artworks seed). */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
/** The launcher's demo store (DEMO_STORE_PORT). */


/** Picks `option` in the select labelled `label`, until the select shows it (a click mid-animation is lost). */
async function choose(page: Page, label: string, option: string) {
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).click();
    await openOptions(page).getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    const select = page.locator('.ant-select', { has: page.getByRole('combobox', { name: label, exact: true }) });
    await expect(select.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}


test('the demo seller sells through the demo store: a new product reaches Pushed, Fetch product variants says Success, Map products lists the store', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const productTitle = `E2E Demo Store Mug ${stamp}`;
  const artworkTitle = `E2E Demo Store Art ${stamp}`;
  const token = await tokenFor('seller@pod.local');
  await gql(
    'mutation A($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title: artworkTitle, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 2700, height: 1100 } },
    token,
  );

  // Sam Woo Shop is Connected, on the demo store
  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto('/sites');
  const siteRow = page.getByRole('row', { name: new RegExp(DEMO_SITES.woo.title) });
  await expect(siteRow).toContainText('Connected');
  await expect(siteRow).toContainText(DEMO_STORE_URL.replace(/^http:\/\//, ''));

  // a product from the demo Ceramic Mug, through the form
  await page.goto('/products/add/step1');
  await page.getByLabel('Search product types').fill('Ceramic Mug');
  await page.getByLabel('Search product types').press('Enter');
  const mugs = page.getByRole('region', { name: 'Mugs' });
  await mugs.getByRole('checkbox', { name: 'Ceramic Mug' }).click();
  await mugs.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/products\/add\/step2\//);
  await page.getByLabel('Title').fill(productTitle);
  await chooseArtwork(page, 'Wrap', artworkTitle);
  await page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Images$/ }) })
    .locator('input[type=file]')
    .setInputFiles({ name: 'demo-mug.png', mimeType: 'image/png', buffer: PNG });
  const submit = page.getByRole('button', { name: 'Submit' });
  // Submit waits for the demo mug's mockup to render with the chosen artwork (issue 24)
  await expect(submit).toBeEnabled({ timeout: 90_000 });
  await submit.click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/pushing$/);
  const pushRow = page.getByRole('row', { name: new RegExp(productTitle) });
  await expect(pushRow.getByText(DEMO_SITES.woo.title)).toBeVisible();
  await expect(pushRow.getByText('Pushed', { exact: true })).toBeVisible({ timeout: 60_000 });

  // the demo store holds it (read through the suite's own store proxy, as the mapping page does)
  const stored = await fetch(`${GATEWAY_URL.replace(/\/graphql$/, '')}/rest/${DEMO_SITES.woo.id}?${new URLSearchParams({ endpoint: 'products', search: productTitle })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stored.status).toBe(200);
  expect(((await stored.json()) as Array<{ name: string }>).map((p) => p.name)).toEqual([productTitle]);

  // Fetch product variants → Success
  await page.goto('/sites');
  await siteRow.getByRole('button', { name: `Fetch product variants of ${DEMO_SITES.woo.title}` }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(siteRow).toContainText('Connected');

  // Map products lists the demo store's products of a category
  await siteRow.getByRole('button', { name: `Map products of ${DEMO_SITES.woo.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${DEMO_SITES.woo.id}/mapping-products$`));
  await choose(page, 'Category', 'Mugs');
  const storeRows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(storeRows.first()).toContainText(/ Mug \d+/);
});

test("an import site's store mapping says it has no store", async ({ page }) => {
  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto(`/sites/${DEMO_SITES.offline.id}/mapping-products`);
  await expect(page.getByText('Import sites have no store: their products and orders come from files you import.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
});

test('a store refusing the site\'s keys: the call says to reconnect, the site turns Pending live, Reconnect brings it back', async ({ page }) => {
  const site = await connectWooSiteToFakeStore('seller@pod.local', `E2E Refused Woo ${Date.now()}`);
  await signInSellerOn(page, site.id);
  await page.goto('/sites');
  const row = page.getByRole('row', { name: new RegExp(site.title) });
  await expect(row).toContainText('Connected');

  // the store answers the next category read with 401, as when the merchant revoked our keys
  await fetch(`${FAKE_WOO_URL}/__fake/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, status: 401, path: 'products/categories' }),
  });
  const refused = await fetch(`${GATEWAY_URL.replace(/\/graphql$/, '')}/rest/${site.id}?${new URLSearchParams({ endpoint: 'products/categories' })}`, {
    headers: { authorization: `Bearer ${site.token}` },
  });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ errors: [{ message: STORE_ACCESS_MESSAGES.refused }] });

  // the open Sites page follows without a reload: Pending, with the reconnect action
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Reconnect ${site.title}` }).click();
  // the store approves at once and sends the browser back to /sites
  await expect(page).toHaveURL(/\/sites$/);
  await expect(row).toContainText('Connected');
});
