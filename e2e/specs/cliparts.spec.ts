import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { createActivatedUser, gql, tokenFor } from '../support/api';
import { signIn, signInSellerOn, signOut } from '../support/auth';
import { PNG } from '../support/ui';

/** Spec 002 §2.6 clipart manager, §2.9 clipart picker, §5 folder import, §6 seller scoping. */

// Uploads through media and (second test) the demo orders seeded in the background take a while.
test.describe.configure({ timeout: 240_000 });

/** A tree node of the clipart category panel: "<title> (<count>)". */
function treeNode(page: Page, title: string) {
  return page.getByTestId('clipart-category-tree').locator('[data-testid^="category-node-"]').filter({ hasText: new RegExp(`^${title} \\(\\d+\\)$`) });
}

/** A clipart row of the table, by its title. */
function clipartRow(page: Page, title: string) {
  return page.locator('.ant-table-row').filter({ has: page.getByText(title, { exact: true }) });
}

/** A folder as a browser's folder picker gives it: two subfolders of PNGs, and a file that is no picture. */
async function clipartFolder(root: string): Promise<string> {
  const base = await mkdtemp(path.join(tmpdir(), 'cliparts-'));
  const dir = path.join(base, root);
  await mkdir(path.join(dir, 'Cats'), { recursive: true });
  await mkdir(path.join(dir, 'Dogs'), { recursive: true });
  await writeFile(path.join(dir, 'Cats', 'Tabby.png'), PNG);
  await writeFile(path.join(dir, 'Cats', 'Siamese.png'), PNG);
  await writeFile(path.join(dir, 'Dogs', 'Beagle.png'), PNG);
  await writeFile(path.join(dir, 'Dogs', 'notes.txt'), 'not a clipart');
  return dir;
}

/** The first pending-review, unpaused order of the seller whose customization holds one of our pictures. */
async function editableOrderWithPicture(token: string): Promise<{ id: string; name: string; site_id: string } | null> {
  const { orders } = await gql<{ orders: { hits: Array<{ id: string; name: string; site_id: string; paused: boolean }> } }>(
    'query { orders(filter: { status: ["pending_review"], limit: 50 }) { hits { id name site_id paused } } }', {}, token,
  );
  for (const hit of orders.hits.filter((h) => !h.paused)) {
    const { order } = await gql<{ order: { personalizedData: Array<{ personalized: Array<{ value: string }> }> } }>(
      'query ($id: ID!) { order(id: $id) { personalizedData { personalized { value } } } }', { id: hit.id }, token,
    );
    if (order.personalizedData.some((a) => a.personalized.some((f) => /^https?:\/\/\S+\/media\/img\//.test(f.value)))) return hit;
  }
  return null;
}

const CLIPARTS = 'query ($userID: ID) { cliparts(userID: $userID, page: -1, pageSize: -1) { count hits { id title } } }';
const CATEGORIES = 'query ($userID: ID) { clipartCategories(userID: $userID) { count hits { id title } } }';

test('a seller imports a folder of cliparts, edits and deletes them; another seller sees none of it', async ({ page, context }) => {
  const root = `E2E Pets ${Date.now()}`;
  await signIn(page, 'seller@pod.local');
  await page.goto('/cliparts');
  // Own layout: no site selector on this route.
  await expect(page.getByTestId('clipart-category-tree')).toBeVisible();
  await expect(page.getByLabel('Current site')).toHaveCount(0);

  // Import From Folder: the folder becomes a category, its subfolders subcategories; counts roll up.
  await page.getByTestId('clipart-folder-input').setInputFiles(await clipartFolder(root));
  await expect(page.getByText('Imported 3 cliparts')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search category tree').fill(root);
  await expect(treeNode(page, root)).toHaveText(`${root} (3)`);
  await page.getByLabel('Search category tree').fill('');
  await expect(page).toHaveURL(/categoryID=/);
  await page.getByLabel('Search category tree').fill('Cats');
  await expect(treeNode(page, 'Cats').first()).toBeVisible();
  await page.getByLabel('Search category tree').fill('');
  // The imported folder is picked: its table lists the subfolders' cliparts too.
  await expect(clipartRow(page, 'Tabby')).toBeVisible();
  await expect(clipartRow(page, 'Siamese')).toBeVisible();
  await expect(clipartRow(page, 'Beagle')).toBeVisible();

  // Inline title edit: an unchanged title just closes; Enter saves a changed one.
  await page.getByRole('button', { name: 'Edit title Beagle' }).click();
  await page.getByLabel('Clipart title').press('Enter');
  await expect(page.getByText('Update title success!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit title Beagle' }).click();
  await page.getByLabel('Clipart title').fill('Beagle Pup');
  await page.getByLabel('Clipart title').press('Enter');
  await expect(page.getByText('Update title success!')).toBeVisible();
  await expect(clipartRow(page, 'Beagle Pup')).toBeVisible();
  // The cross cancels.
  await page.getByRole('button', { name: 'Edit title Tabby' }).click();
  await page.getByLabel('Clipart title').fill('Not saved');
  await page.getByRole('button', { name: 'Cancel title edit' }).click();
  await expect(clipartRow(page, 'Tabby')).toBeVisible();

  // Copy ID.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await clipartRow(page, 'Tabby').getByRole('button', { name: /Copy ID/ }).click();
  await expect(page.getByText(/^Successfully copied ID [0-9a-f-]{36}$/)).toBeVisible();

  // Thumbnail upload.
  await clipartRow(page, 'Siamese').locator('input[type=file]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Update thumbnail success!')).toBeVisible();

  // Delete with the simple Yes/No confirmation; the count follows.
  await page.getByRole('button', { name: 'Delete Siamese' }).click();
  await page.getByRole('tooltip').filter({ hasText: 'Are you sure to delete this clipart?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The Clipart delete success')).toBeVisible();
  await expect(clipartRow(page, 'Siamese')).toHaveCount(0);
  await page.getByLabel('Search category tree').fill(root);
  await expect(treeNode(page, root)).toHaveText(`${root} (2)`);

  // A second seller never sees the first seller's cliparts or categories, in the UI or the API.
  const seller = await tokenFor('seller@pod.local');
  const { me } = await gql<{ me: { id: string } }>('query { me { id } }', {}, seller);
  const other = await createActivatedUser('Seller');
  const otherToken = await tokenFor(other.email, other.password);
  const theirCliparts = await gql<{ cliparts: { hits: Array<{ title: string }> } }>(CLIPARTS, { userID: me.id }, otherToken);
  expect(theirCliparts.cliparts.hits.map((h) => h.title)).not.toContain('Tabby');
  const theirCategories = await gql<{ clipartCategories: { hits: Array<{ title: string }> } }>(CATEGORIES, { userID: me.id }, otherToken);
  expect(theirCategories.clipartCategories.hits.map((h) => h.title)).not.toContain(root);
  const mine = await gql<{ clipartCategories: { hits: Array<{ title: string }> } }>(CATEGORIES, {}, seller);
  expect(mine.clipartCategories.hits.map((h) => h.title)).toContain(root);

  await signOut(page);
  await signIn(page, other.email, other.password);
  await page.goto('/cliparts');
  await expect(page.getByTestId('category-node-all')).toHaveText('All Categories (0)');
  await expect(treeNode(page, root)).toHaveCount(0);
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('the clipart picker in the order customization drawer lists the cliparts', async ({ page }) => {
  const seller = await tokenFor('seller@pod.local');
  // The picker's category, with one clipart, made through the API as the page would.
  const title = `E2E Picker ${Date.now()}`;
  const { createClipartCategory: category } = await gql<{ createClipartCategory: { id: string } }>(
    'mutation ($title: String) { createClipartCategory(title: $title) { id } }', { title }, seller,
  );
  const { createSignedUrl: signed } = await gql<{ createSignedUrl: { key: string; url: string; fields: Array<{ name: string; value: string }> } }>(
    'mutation { createSignedUrl(filename: "heart.png", fileMime: "image/png") { key url fields { name value } } }', {}, seller,
  );
  const form = new FormData();
  for (const field of signed.fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'heart.png');
  expect((await fetch(signed.url, { method: 'POST', body: form })).ok).toBe(true);
  const { createFile } = await gql<{ createFile: { id: string; key: string } }>(
    'mutation ($input: CreateFileInput!) { createFile(input: $input) { id key } }',
    { input: { key: signed.key, file_name: 'heart.png', file_mime: 'image/png', file_size: PNG.length, source: 'aws' } }, seller,
  );
  await gql('mutation ($file: ID!, $categoryID: ID!) { createClipart(title: "Heart", file: $file, categoryID: $categoryID) { id } }', { file: createFile.id, categoryID: category.id }, seller);

  // A demo order the seller may still change, whose customization holds a picture (seeded in the background at start).
  await expect.poll(() => editableOrderWithPicture(seller), { timeout: 120_000 }).not.toBeNull();
  const target = (await editableOrderWithPicture(seller))!;

  await signInSellerOn(page, target.site_id);
  await page.goto(`/orders?status=pending_review&search=${encodeURIComponent(target.name)}`);
  const actions = page.getByRole('button', { name: `Actions for order ${target.name}` });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await expect(async () => {
    await actions.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await menu.getByRole('menuitem', { name: 'Customization' }).click();
  await page.getByRole('button', { name: /^Choose clipart for / }).first().click();
  const picker = page.getByTestId('clipart-picker');
  await expect(picker.getByText('Please select clipart categories')).toBeVisible();
  await picker.getByLabel('Clipart category').fill(title);
  await page.getByTitle(`${title} (1)`).click();
  await picker.getByRole('option', { name: 'Heart' }).click();
  // The clipart's picture becomes the field's value.
  await expect(page.getByRole('dialog', { name: 'Choose clipart' })).toHaveCount(0);
  await expect(page.locator(`input[value$="${createFile.key}"]`)).toBeVisible();
});
