import { expect, test, type Page } from '../support/test';
import { signInSellerOn } from '../support/auth';
import { gql, tokenFor, uploadPng } from '../support/api';
import { FAKE_WOO_URL, connectWooSiteToFakeStore } from '../support/stores';

/**
 * Spec 001 §2 "Product type picker (step1)", "Product creation and clone form", §4, §5
 * "Product form" + "Product type picker"; spec 002 §2.11 list. Data the pages need (product
 * types of their own categories, artworks, products to bundle) is arranged through the API.
 */

const CATEGORY = { hoodies: '00000000-0000-4000-b000-000000000002', canvas: '00000000-0000-4000-b000-000000000005' };
/** A demo artwork category of the seller (services/artworks seed). */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
const DEMO_TEE = '00000000-0000-4000-b100-000000000001';
/** The demo seller's sites (packages/contracts/src/demo.ts). */
const DEMO_SITES = {
  woo: { id: '00000000-0000-4000-9000-000000000001', title: 'Sam Woo Shop' },
  offline: { id: '00000000-0000-4000-9000-000000000002', title: 'Sam Offline Imports' },
};

interface CreatedType {
  id: string;
  title: string;
  printAreas: Array<{ id: string; name: string }>;
  variants: Array<{ id: string; base_cost: number }>;
}

/** A product type with one print area and two priced variants, created by Listing staff. */
async function createPricedType(title: string, sku: string, categoryId: string): Promise<CreatedType> {
  const token = await tokenFor('listing@pod.local');
  const { createProductType: type } = await gql(
    `mutation Create($input: ProductTypeInput!) { createProductType(input: $input) { id title printAreas { id name } } }`,
    {
      input: {
        title,
        sku,
        categories: [categoryId],
        attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
        printAreas: [{ name: 'Front', width: 1200, height: 1500 }],
      },
    },
    token,
  );
  const variants = ['S', 'M'].map((size, i) => ({
    sku: `${sku}:${size}`,
    attributes: [{ name: 'Size', slug: 'size', option: size }],
    base_cost: 10 + i,
    retail_cost: 25,
    sale_cost: null,
    is_active: true,
    print_sizes: [{ print_area_id: type.printAreas[0].id, width: 1200, height: 1500 }],
  }));
  const { saveProductTypeVariants: saved } = await gql(
    `mutation Save($id: ID!, $variants: [ProductTypeVariantInput!]!) { saveProductTypeVariants(product_type_id: $id, variants: $variants) { id base_cost } }`,
    { id: type.id, variants },
    token,
  );
  return { ...type, variants: saved };
}

async function createArtwork(token: string, title: string): Promise<string> {
  const { createArtwork } = await gql(
    'mutation A($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 1200, height: 1500 } },
    token,
  );
  return createArtwork.id;
}

/** A seller's product on one of their sites, made through the same mutation the form uses. */
async function createProduct(token: string, type: CreatedType, siteId: string, title: string, artworkId: string): Promise<string> {
  const { createProduct } = await gql(
    'mutation P($input: ProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        title,
        site_id: siteId,
        product_type_ids: [type.id],
        images: [await uploadPng(token)],
        variants: type.variants.map((v, i) => ({ product_type_id: type.id, product_type_variant_id: v.id, regular_price: 30, active: true, sorting: i + 1 })),
        print_areas: type.printAreas.map((a) => ({ product_type_print_area_id: a.id, product_type_id: type.id, name: a.name, artwork_id: artworkId })),
      },
    },
    token,
  );
  return createProduct.id;
}

/** The variants table's bulk menu; retried because a hover that lands mid-animation is lost. */
/** Bulk actions menu → entry; with `opens`, until that dialog is up (a lost click is retried). */
async function bulkAction(page: Page, entry: string, opens?: string) {
  const dialog = opens ? page.getByRole('dialog', { name: opens }) : null;
  await expect(async () => {
    if (dialog && (await dialog.isVisible())) return;
    await page.getByRole('button', { name: /Bulk actions/ }).hover();
    await page.getByRole('menuitem', { name: entry, exact: true }).click({ timeout: 2_000 });
    if (dialog) await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}


test('step 1: types are grouped by category, one category at a time, a second click deselects, single select', async ({ page }) => {
  const stamp = Date.now();
  const [a, b, c] = await Promise.all([
    createPricedType(`E2E Pick A ${stamp}`, `EPA${stamp}`, CATEGORY.hoodies),
    createPricedType(`E2E Pick B ${stamp}`, `EPB${stamp}`, CATEGORY.hoodies),
    createPricedType(`E2E Pick C ${stamp}`, `EPC${stamp}`, CATEGORY.canvas),
  ]);
  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto('/products/add/step1');
  // the demo types are there, grouped by category, with their cost
  await expect(page.getByRole('region', { name: 'T-Shirts' }).getByRole('checkbox', { name: 'Classic Unisex T-Shirt' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mugs' }).getByText('$4.50 - $5.50')).toBeVisible();

  await page.getByLabel('Search product types').fill(String(stamp));
  await page.getByLabel('Search product types').press('Enter');
  await expect(page.getByRole('region', { name: 'T-Shirts' })).toHaveCount(0);
  const hoodies = page.getByRole('region', { name: 'Hoodies' });
  const canvas = page.getByRole('region', { name: 'Canvas' });
  await expect(hoodies.getByRole('checkbox')).toHaveCount(2);
  await expect(hoodies.getByText('$10.00 - $11.00').first()).toBeVisible();

  // choosing A: Continue beside Hoodies, the Canvas type is dimmed and cannot be added
  await hoodies.getByRole('checkbox', { name: a.title }).click();
  await expect(hoodies.getByRole('checkbox', { name: a.title })).toBeChecked();
  await expect(hoodies.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(canvas.getByRole('checkbox', { name: c.title })).toBeDisabled();
  await page.getByTestId(`product-type-card-${c.id}`).click({ force: true });
  await expect(canvas.getByRole('checkbox', { name: c.title })).not.toBeChecked();
  await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  // two of one category; selecting again deselects
  await page.getByTestId(`product-type-card-${b.id}`).click();
  await expect(hoodies.getByText('2 selected')).toBeVisible();
  await hoodies.getByRole('checkbox', { name: a.title }).click();
  await expect(hoodies.getByText('1 selected')).toBeVisible();
  await hoodies.getByRole('checkbox', { name: b.title }).click();
  await expect(hoodies.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(canvas.getByRole('checkbox', { name: c.title })).toBeEnabled();

  // single select: a new choice replaces the previous one
  await page.getByRole('switch', { name: 'Single select' }).click();
  await hoodies.getByRole('checkbox', { name: a.title }).click();
  await hoodies.getByRole('checkbox', { name: b.title }).click();
  await expect(hoodies.getByRole('checkbox', { name: a.title })).not.toBeChecked();
  await expect(hoodies.getByRole('checkbox', { name: b.title })).toBeChecked();
  await hoodies.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/add/step2/${b.id}$`));
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
});

test('step 2: title message, permalink, prices, bulk price, Submit waits for artworks and images', async ({ page }) => {
  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto(`/products/add/step2/${DEMO_TEE}`);
  await expect(page.getByTestId('permalink')).toContainText(new RegExp(`^ts-${DEMO_TEE}-[A-Za-z0-9]{8}`));

  const title = page.getByLabel('Title');
  await title.fill('Temporary');
  await title.fill('');
  await expect(page.getByText('Please input product title!')).toBeVisible();

  // demo tee: 8 variants at base $8.50, regular $19.99, sale $17.99 → profit $9.49
  const rows = page.getByRole('row').filter({ has: page.getByRole('switch') });
  await expect(rows).toHaveCount(8);
  const first = rows.first();
  await expect(first.getByText('$8.50')).toBeVisible();
  await expect(first.getByText('$9.49')).toBeVisible();
  // no sale price: profit is regular − base
  await first.getByRole('spinbutton', { name: /^Sale price of/ }).fill('');
  await expect(first.getByText('$11.49')).toBeVisible();

  // bulk price on every row (select all)
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await bulkAction(page, 'Price', 'Update variants price');
  const modal = page.getByRole('dialog', { name: 'Update variants price' });
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByText('Please input price')).toBeVisible();
  await modal.getByLabel('New price').fill('30');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal).toBeHidden();
  await expect(rows.nth(3).getByRole('spinbutton', { name: /^Regular price of/ })).toHaveValue('30.00');

  // Disable, then Enable from the bulk menu
  await bulkAction(page, 'Disable');
  await expect(rows.first().getByRole('switch')).not.toBeChecked();
  await expect(page.getByTestId('submit-blockers')).toContainText('Enable at least one variant');
  await bulkAction(page, 'Enable');
  await expect(rows.first().getByRole('switch')).toBeChecked();

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('submit-blockers')).toContainText('Choose an artwork for Front');
  await expect(page.getByTestId('submit-blockers')).toContainText('Upload at least one product image');
});

test('bundled products: every message of spec 001 §5', async ({ page }) => {
  const stamp = Date.now();
  const token = await tokenFor('seller@pod.local');
  const type = await createPricedType(`E2E Bundle Type ${stamp}`, `EBT${stamp}`, CATEGORY.canvas);
  const artwork = await createArtwork(token, `E2E Bundle Art ${stamp}`);
  const [onSite, onOtherSite] = await Promise.all([
    createProduct(token, type, DEMO_SITES.woo.id, `E2E Bundle Woo ${stamp}`, artwork),
    createProduct(token, type, DEMO_SITES.offline.id, `E2E Bundle Offline ${stamp}`, artwork),
  ]);

  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto(`/products/add/step2/${type.id}`);
  const card = page.locator('.ant-card').filter({ hasText: 'Bundled products' });
  const id = card.getByLabel('Product ID');
  const add = card.getByRole('button', { name: 'Add' });

  await add.click();
  await expect(page.getByText('Please enter your ID!')).toBeVisible();
  await id.fill('zzzzzzzzz');
  await add.click();
  await expect(page.getByText('Product does not exist!')).toBeVisible();
  await id.fill(onOtherSite);
  await add.click();
  await expect(page.getByText('Product does not exist or does not belong to the site!')).toBeVisible();
  await id.fill(onSite);
  await add.click();
  await expect(page.getByText('More successful products!')).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(`E2E Bundle Woo ${stamp}`) })).toBeVisible();
  await id.fill(onSite);
  await add.click();
  await expect(page.getByText('Product added!')).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(onSite) })).toHaveCount(1);
});

test('products list: site, date, edit and clone open the form prefilled', async ({ page }) => {
  const stamp = Date.now();
  const token = await tokenFor('seller@pod.local');
  const type = await createPricedType(`E2E List Type ${stamp}`, `ELT${stamp}`, CATEGORY.canvas);
  const artwork = await createArtwork(token, `E2E List Art ${stamp}`);
  const title = `E2E Listed ${stamp}`;
  const id = await createProduct(token, type, DEMO_SITES.woo.id, title, artwork);

  await signInSellerOn(page, DEMO_SITES.woo.id);
  await page.goto('/products');
  await page.getByLabel('Search products').fill(String(stamp));
  await page.getByLabel('Search products').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText(DEMO_SITES.woo.title)).toBeVisible();
  await expect(row.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/edit/${id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('group', { name: 'Artwork for Front' })).toContainText(`E2E List Art ${stamp}`);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  const permalink = await page.getByTestId('permalink').innerText();
  // saving an edit queues a push and goes to the pushing list
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/pushing$/);
  await expect(page.getByRole('row', { name: new RegExp(`${title} edited`) }).first()).toBeVisible();

  await page.goto('/products');
  await page.getByLabel('Search products').fill(String(stamp));
  await page.getByLabel('Search products').press('Enter');
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: `Clone ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/clone/${id}/${type.id}$`));
  await expect(page.getByRole('heading', { name: 'Clone product' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(`${title} edited`);
  await expect(page.getByTestId('permalink')).not.toHaveText(permalink);
  await expect(page.getByRole('row').filter({ has: page.getByRole('switch') }).first().getByRole('spinbutton', { name: /^Regular price of/ })).toHaveValue('30.00');
});

test('pushing list: a failed push shows the store message; Retry reaches Pushed live, Delete only on Error', async ({ page }) => {
  const stamp = Date.now();
  const site = await connectWooSiteToFakeStore('seller@pod.local', `E2E Push Woo ${stamp}`);
  const type = await createPricedType(`E2E Push Type ${stamp}`, `EPT${stamp}`, CATEGORY.canvas);
  const artwork = await createArtwork(site.token, `E2E Push Art ${stamp}`);
  // the store refuses the next two product creations (400 is not retried: the push ends in Error)
  await fetch(`${FAKE_WOO_URL}/__fake/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 2, status: 400, path: 'products' }),
  });
  const retried = `E2E Push Retried ${stamp}`;
  const deleted = `E2E Push Deleted ${stamp}`;
  await createProduct(site.token, type, site.id, retried, artwork);
  await createProduct(site.token, type, site.id, deleted, artwork);

  await signInSellerOn(page, site.id);
  await page.goto('/products/pushing');
  const retriedRow = page.getByRole('row', { name: new RegExp(retried) });
  const deletedRow = page.getByRole('row', { name: new RegExp(deleted) });
  for (const row of [retriedRow, deletedRow]) {
    await expect(row.getByText('Error', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(/critical error/)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Retry/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete/ })).toBeVisible();
    await expect(row.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  }
  await expect(retriedRow.getByRole('link', { name: `Edit ${retried}` })).toHaveAttribute('href', /\/products\/edit\/[a-z0-9]{9}$/);

  // Retry: queued again, then Pushed through the live update; neither action is offered then
  await retriedRow.getByRole('button', { name: `Retry ${retried}` }).click();
  await expect(page.getByText('Push queued again')).toBeVisible();
  await expect(retriedRow.getByText('Pushed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(retriedRow.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(retriedRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // Delete the failed one
  await deletedRow.getByRole('button', { name: `Delete ${deleted}` }).click();
  await page.getByRole('tooltip').filter({ hasText: 'Are you sure to delete?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Delete Success')).toBeVisible();
  await expect(deletedRow).toHaveCount(0);
});
