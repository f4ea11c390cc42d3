import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { gql } from '../support/api';
import { FAKE_WOO_URL, connectWooSiteToFakeStore, fakeWooApi } from '../support/stores';
import { PNG, bulkEdit, chooseArtwork, chooseCategory, selectByOption } from '../support/ui';

/**
 * Issue 4's catalogue flow end to end: Listing staff define a product type (two attributes, a
 * print area), generate every variant, price them in bulk and save; a seller whose WooCommerce
 * site is connected to the local fake store creates a product from it and watches the push on
 * /products/pushing go from a spinner to Pushed without reloading; the store then holds it.
 */

/** A demo artwork category of the seller (services/artworks seed). */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';

async function addAttribute(page: Page, n: number, name: string, options: string) {
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await page.getByLabel(`Attribute ${n} name`).fill(name);
  await page.getByLabel(`Attribute ${n} options`).fill(options);
  await page.getByLabel(`Attribute ${n} options`).blur();
}


test('listing defines a priced product type; a seller creates a product from it and it reaches the store', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const typeTitle = `E2E Flow Hoodie ${stamp}`;
  const sku = `FLOW${stamp}`;
  const productTitle = `E2E Flow Product ${stamp}`;
  const artworkTitle = `E2E Flow Art ${stamp}`;

  // 1. Listing staff: the product type, through the editor
  await signIn(page, 'listing@pod.local');
  await page.goto('/admin/product-types/add');
  await page.getByLabel('Title').fill(typeTitle);
  await page.getByLabel('SKU').fill(sku);
  await chooseCategory(page, 'Hoodies');
  await addAttribute(page, 1, 'Color', 'Navy,Grey,');
  await addAttribute(page, 2, 'Size', 'M,L,');
  await page.getByRole('button', { name: 'Add print area' }).click();
  await page.getByLabel('Print area 1 name').fill('Front');
  await page.getByLabel('Print area 1 width').fill('4200');
  await page.getByLabel('Print area 1 height').fill('4800');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product type has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product-types\/edit\/[0-9a-f-]{36}$/);
  const typeId = page.url().split('/').pop()!;

  // 2. every variant generated, priced in bulk, saved
  await page.goto(`/admin/product-types/${typeId}/variants`);
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
  await selectByOption(page, 'Color', 'Navy');
  await selectByOption(page, 'Color', 'Grey');
  await expect(page.getByText('4 selected')).toBeVisible();
  await bulkEdit(page, 'All price');
  const allPrice = page.getByRole('dialog', { name: 'Update all prices' });
  await allPrice.getByLabel('Base cost').fill('12');
  await allPrice.getByLabel('Regular price').fill('32');
  await allPrice.getByLabel('Sale price').fill('28');
  await allPrice.getByRole('button', { name: 'Apply' }).click();
  await expect(allPrice).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Variants has been saved!')).toBeVisible();

  // 3. a seller with a WooCommerce site on the fake store, and an artwork of theirs
  const site = await connectWooSiteToFakeStore('seller@pod.local', `E2E Flow Woo ${stamp}`);
  await gql(
    'mutation A($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title: artworkTitle, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 4200, height: 4800 } },
    site.token,
  );
  // the new site as the current one, stored before signing in so the session bootstrap takes it
  await page.evaluate((id) => {
    localStorage.clear();
    localStorage.setItem('current_site_id', id);
  }, site.id);
  await signIn(page, 'seller@pod.local');
  await expect(page.getByText(site.title).first()).toBeVisible();

  // step 1: the new type is offered with its base cost
  await page.goto('/products/add/step1');
  await page.getByLabel('Search product types').fill(typeTitle);
  await page.getByLabel('Search product types').press('Enter');
  const hoodies = page.getByRole('region', { name: 'Hoodies' });
  await expect(hoodies.getByText('$12.00')).toBeVisible();
  await hoodies.getByRole('checkbox', { name: typeTitle }).click();
  await hoodies.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/add/step2/${typeId}$`));

  // step 2: the four variants at the type's prices, an artwork for Front, one image
  const rows = page.getByRole('row').filter({ has: page.getByRole('switch') });
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByRole('spinbutton', { name: /^Regular price of/ })).toHaveValue('32.00');
  await expect(rows.first().getByText('$16.00')).toBeVisible();
  await page.getByLabel('Title').fill(productTitle);
  await chooseArtwork(page, 'Front', artworkTitle);
  await page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Images$/ }) })
    .locator('input[type=file]').setInputFiles({ name: 'flow.png', mimeType: 'image/png', buffer: PNG });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();

  // the store answers the first product call with 429 (Retry-After 3 s): the push waits it out,
  // which keeps the in-progress state on screen long enough to be seen
  await fetch(`${FAKE_WOO_URL}/__fake/throttle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, retry_after: 3, path: 'products' }),
  });
  await submit.click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/pushing$/);

  // 4. spinner, then Pushed, on the same page load (a live update, no reload)
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const row = page.getByRole('row', { name: new RegExp(productTitle) });
  await expect(row.locator('.ant-spin')).toBeVisible();
  await expect(row.getByRole('link', { name: FAKE_WOO_URL })).toBeVisible();
  await expect(row.getByText(site.title)).toBeVisible();
  await expect(row.getByText('Pushed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.locator('.ant-spin')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);

  // 5. the store holds the product and its four variations
  const found = await fakeWooApi<Array<{ id: number; name: string }>>(`products?search=${encodeURIComponent(productTitle)}`);
  expect(found.map((p) => p.name)).toEqual([productTitle]);
  const variations = await fakeWooApi<Array<{ sku: string; regular_price: string; sale_price: string }>>(`products/${found[0].id}/variations?per_page=100`);
  // store SKUs are the product id + '-' + the type variant SKU (unique store-wide)
  expect(variations.map((v) => v.sku.slice(v.sku.indexOf('-') + 1)).sort()).toEqual([`${sku}:Grey:L`, `${sku}:Grey:M`, `${sku}:Navy:L`, `${sku}:Navy:M`]);
  expect(new Set(variations.map((v) => `${Number(v.regular_price)}/${Number(v.sale_price)}`))).toEqual(new Set(['32/28']));
});
