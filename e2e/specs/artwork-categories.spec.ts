import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';

/** Spec 002 §2.2 / §2.3 artwork categories screen, §5 category validation. */

/** A category's row, found by its edit button (a branch's title cell also holds the expander). */
function category(page: Page, title: string) {
  return page.getByRole('button', { name: `Edit ${title}`, exact: true });
}

async function confirmPopover(page: Page, question: string) {
  await page.getByRole('tooltip').filter({ hasText: question }).getByRole('button', { name: 'Yes' }).click();
}

test('a seller adds, edits and deletes an artwork category', async ({ page }) => {
  const title = `E2E Category ${Date.now()}`;
  const child = `${title} child`;
  await signIn(page, 'seller@pod.local');
  await page.goto('/artworks/categories');
  // the seller's seeded tree, nested
  await expect(category(page, 'Ornaments')).toBeVisible();
  await expect(category(page, 'Templates')).toHaveCount(0);

  // add: validation, then a top-level category
  await page.getByRole('button', { name: 'Add New' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created').first()).toBeVisible();
  await expect(category(page, title)).toBeVisible();

  // add a child under it through the searchable Parent tree select
  await page.getByRole('button', { name: 'Add New' }).click();
  dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Parent').fill(title);
  await page.getByTitle(title, { exact: true }).click();
  await dialog.getByLabel('Title').fill(child);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created').first()).toBeVisible();
  await expect(category(page, child)).toBeVisible();

  // deleting a category that has subcategories is refused by the server
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await confirmPopover(page, 'Are you sure to delete this category?');
  await expect(page.getByText('Please delete all subcategories first')).toBeVisible();

  // edit the child's title
  await category(page, child).click();
  dialog = page.getByRole('dialog', { name: 'Edit category' });
  await expect(dialog.getByLabel('Title')).toHaveValue(child);
  await dialog.getByLabel('Title').fill(`${child} renamed`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(category(page, `${child} renamed`)).toBeVisible();

  // search keeps matches and their branch
  await page.getByLabel('Search categories').fill('renamed');
  await expect(category(page, title)).toBeVisible();
  await expect(category(page, 'Ornaments')).toHaveCount(0);
  await page.getByLabel('Search categories').fill('');

  // delete the child, then the parent
  await page.getByRole('button', { name: `Delete ${child} renamed`, exact: true }).click();
  await confirmPopover(page, 'Are you sure to delete this category?');
  await expect(category(page, `${child} renamed`)).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await confirmPopover(page, 'Are you sure to delete this category?');
  await expect(category(page, title)).toHaveCount(0);
});
