import { expect, test, type Locator, type Page } from '../support/test';
import { signIn, signInSellerOn } from '../support/auth';
import { gql, tokenFor } from '../support/api';
import { PNG } from '../support/ui';

/**
 * Spec 002 §2.2 category tree panel (context menu, add/edit modal, subcategory refusal,
 * duplicate target, §4 live updates in a second browser) and §2.4 artwork chooser in the
 * product form (mfe-catalog loads mfe-design's `./ArtworkChooser` through Module Federation).
 */

/** A demo artwork category of the seller (services/artworks seed): Holidays. */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
const DEMO_MUG = '00000000-0000-4000-b100-000000000002';
const OFFLINE_SITE = '00000000-0000-4000-9000-000000000002';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The seller's tree panel on /artworks/categories. */
const panel = (page: Page) => page.getByTestId('artwork-category-tree');

/** A node of the panel, found by its title followed by its count: "Title (n)". */
function node(tree: Locator, title: string) {
  return tree.locator('.ant-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${escape(title)} \\(\\d+\\)$`) });
}

async function menu(page: Page, target: Locator, entry: string) {
  await target.click({ button: 'right' });
  await page.getByTestId('category-context-menu').getByRole('menuitem', { name: entry, exact: true }).click();
}

async function confirm(page: Page, question: string) {
  await page.getByRole('dialog').filter({ hasText: question }).getByRole('button', { name: 'Yes' }).click();
}

test('the category tree panel: nested create, rename, refused delete, duplicate, live in a second browser', async ({ page, browser }) => {
  const stamp = Date.now();
  const parent = `E2E Tree ${stamp}`;
  const child = `${parent} child`;

  await signIn(page, 'seller@pod.local');
  await page.goto('/artworks/categories');
  const tree = panel(page);
  await expect(node(tree, 'All Categories')).toBeVisible();
  await expect(node(tree, 'Holidays')).toBeVisible();

  // a second browser of the same seller, left open on the page
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'seller@pod.local');
  await other.goto('/artworks/categories');
  await expect(node(panel(other), 'Holidays')).toBeVisible();

  // New category from the root's context menu: the modal checks the title
  await menu(page, node(tree, 'All Categories'), 'New category');
  let dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please input title!')).toBeVisible();
  await dialog.getByLabel('Title').fill(parent);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created').first()).toBeVisible();
  await expect(node(tree, parent)).toBeVisible();
  // the other browser hears of it without a reload
  await expect(node(panel(other), parent)).toBeVisible();

  // a nested one from the new category's menu: Parent is pre-selected
  await menu(page, node(tree, parent), 'New category');
  dialog = page.getByRole('dialog', { name: 'Add category' });
  await expect(dialog.getByText(parent, { exact: true })).toBeVisible();
  await dialog.getByLabel('Title').fill(child);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(node(tree, child)).toBeVisible();
  // live: created under its parent, which opens to show it
  await expect(node(panel(other), child)).toBeVisible();

  // Rename opens 'Edit category' with the current values
  await menu(page, node(tree, child), 'Rename');
  dialog = page.getByRole('dialog', { name: 'Edit category' });
  await expect(dialog.getByLabel('Title')).toHaveValue(child);
  await dialog.getByLabel('Title').fill(`${child} renamed`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(node(tree, `${child} renamed`)).toBeVisible();

  // Delete of a category with subcategories is refused by the server
  await menu(page, node(tree, parent), 'Delete');
  await confirm(page, 'Are you sure to delete this category?');
  await expect(page.getByText('Please delete all subcategories first')).toBeVisible();
  await expect(node(tree, parent)).toBeVisible();

  // the live delete: the child removed here disappears in the other browser
  await menu(page, node(tree, `${child} renamed`), 'Delete');
  await confirm(page, 'Are you sure to delete this category?');
  await expect(node(tree, `${child} renamed`)).toHaveCount(0);
  await expect(node(panel(other), child)).toHaveCount(0);
  await otherContext.close();

  // Duplicate lands on /artworks?categoryID={the copy}
  await menu(page, node(tree, parent), 'Duplicate');
  await confirm(page, 'Are you sure to duplicate category?');
  await expect(page).toHaveURL(/\/artworks\?categoryID=[0-9a-f-]{36}$/);
  const copyId = new URL(page.url()).searchParams.get('categoryID');
  const token = await tokenFor('seller@pod.local');
  const { artworkCategory } = await gql(`query ($id: ID!) { artworkCategory(ID: $id) { title } }`, { id: copyId }, token);
  expect(artworkCategory.title).toBe(`${parent} (copy)`);
});

test('the seller chooses an artwork for the product form in the Choose Artwork modal', async ({ page }) => {
  const stamp = Date.now();
  const artworkTitle = `E2E Chooser Art ${stamp}`;
  const productTitle = `E2E Chooser Mug ${stamp}`;
  const token = await tokenFor('seller@pod.local');
  const { createArtwork } = await gql(
    'mutation A($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title: artworkTitle, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 2700, height: 1100 } },
    token,
  );

  await signInSellerOn(page, OFFLINE_SITE);
  await page.goto(`/products/add/step2/${DEMO_MUG}`);
  await page.getByLabel('Title').fill(productTitle);
  const group = page.getByRole('group', { name: 'Artwork for Wrap' });
  await group.getByRole('button', { name: 'Choose Artwork' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose Artwork' });
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  // the chooser's tree: the seller's categories with counts
  await expect(node(dialog.getByTestId('artwork-category-tree'), 'All Categories')).toBeVisible();
  await node(dialog.getByTestId('artwork-category-tree'), 'Holidays').click();
  await dialog.getByPlaceholder('Search artwork...').fill(artworkTitle);
  const card = dialog.getByRole('option', { name: artworkTitle, exact: true });
  await expect(card).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(card.getByText('2700 x 1100')).toBeVisible();
  await expect(card.getByText('Used in 0 campaign(s)')).toBeVisible();

  // one selection; clicking it again deselects
  await card.click();
  await expect(card).toHaveAttribute('aria-selected', 'true');
  await expect(ok).toBeEnabled();
  await card.click();
  await expect(card).toHaveAttribute('aria-selected', 'false');
  await expect(ok).toBeDisabled();
  await card.click();
  await ok.click();
  await expect(dialog).toBeHidden();
  await expect(group.getByText(artworkTitle, { exact: true })).toBeVisible();

  await page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Images$/ }) })
    .locator('input[type=file]')
    .setInputFiles({ name: 'chooser-mug.png', mimeType: 'image/png', buffer: PNG });
  const submit = page.getByRole('button', { name: 'Submit' });
  // Submit waits for the demo mug's mockup to render with the chosen artwork (issue 24)
  await expect(submit).toBeEnabled({ timeout: 90_000 });
  await submit.click();
  await expect(page.getByText('Product created')).toBeVisible();

  // the product prints the chosen artwork, and the chooser now counts it (read as the
  // administrator: a seller's token carries no current site for the products list)
  const admin = await tokenFor('admin@pod.local');
  const { products } = await gql(
    `query ($filter: ProductFilter) { products(filter: $filter) { hits { title print_areas { name artwork_id } } } }`,
    { filter: { site_id: OFFLINE_SITE, search: productTitle } },
    admin,
  );
  expect(products.hits).toEqual([{ title: productTitle, print_areas: [{ name: 'Wrap', artwork_id: createArtwork.id }] }]);
  const { artwork } = await gql(`query ($id: ID!) { artwork(id: $id) { usedIn } }`, { id: createArtwork.id }, token);
  expect(artwork.usedIn).toBe(1);
});
