import { expect, test, type Page } from '../support/test';
import { signIn, signOut } from '../support/auth';
import { createActivatedUser, gql, tokenFor } from '../support/api';

/** Spec 002 §2.5 artwork list, §5 Add artwork, §6 seller scoping and locks, §8 messages. */

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function confirmPopover(page: Page, question: string) {
  await page.getByRole('tooltip').filter({ hasText: question }).getByRole('button', { name: 'Yes' }).click();
}

const UPDATE = 'mutation U($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }';
const GET = 'query A($id: ID!) { artwork(id: $id) { id title } }';
const SEARCH = 'query L($search: String) { artworks(search: $search, pageSize: 200) { count hits { id title } } }';

test('a seller adds, locks, duplicates and deletes an artwork that no other seller sees', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `E2E Artwork ${Date.now()}`;
  await signIn(page, 'seller@pod.local');
  await page.goto('/artworks');
  await expect(page.getByTestId('artwork-category-tree')).toBeVisible();

  // Add New: the §5 messages, then a valid artwork lands on its editor
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Artwork' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  for (const message of ['Please enter title!', 'Please select product category!', 'Please enter width!', 'Please enter height!']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Categories').fill('Ornaments');
  await page.getByTitle('Ornaments', { exact: true }).click();
  await dialog.getByLabel('Width').fill('300');
  await dialog.getByLabel('Height').fill('200');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/artworks\/[0-9a-f-]{36}\/design$/);
  const id = /\/artworks\/([0-9a-f-]{36})\/design/.exec(page.url())![1];

  // back on the list, found by search (kept in the query string), with a preview that loads
  await page.goto('/artworks');
  await page.getByLabel('Search artworks').fill(title);
  await expect(page).toHaveURL(/[?&]search=E2E/);
  const mine = card(page, title);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('300 x 200')).toBeVisible();
  await expect(mine.getByText(/^Last changed /)).toBeVisible();
  const preview = mine.getByRole('img', { name: `Preview of ${title}` });
  // media renders it after the save; the list asks again until it is there
  await expect(preview).toHaveAttribute('src', /\/media\/img\/300\/artwork-previews\//, { timeout: 60_000 });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // lock: edit and delete are gone, and the API refuses an update
  await mine.getByRole('switch', { name: `Lock ${title}` }).click();
  await expect(page.getByText('The Artwork Changed Successfully!').first()).toBeVisible();
  await expect(mine.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  const sellerToken = await tokenFor('seller@pod.local');
  await expect(gql(UPDATE, { id, input: { title: 'changed by the API' } }, sellerToken)).rejects.toThrow('This artwork is locked');

  // unlock: both are back
  await mine.getByRole('switch', { name: `Lock ${title}` }).click();
  await expect(mine.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await expect(mine.getByRole('button', { name: `Delete ${title}` })).toBeVisible();

  // duplicate
  await mine.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(page.getByText('Duplicate Artwork Success!')).toBeVisible();
  const copy = card(page, `${title} (copy)`);
  await expect(copy).toBeVisible();
  await expect(copy.getByText('300 x 200')).toBeVisible();

  // delete the original
  await mine.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmPopover(page, 'Are you sure to delete this artwork?');
  await expect(page.getByText('Delete Artwork Success!')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(copy).toBeVisible();
  const copyId = (await gql<{ artworks: { hits: Array<{ id: string; title: string }> } }>(SEARCH, { search: `${title} (copy)` }, sellerToken)).artworks.hits[0]!.id;

  // a second seller sees none of it, in the API or on the page
  const other = await createActivatedUser('Seller');
  const otherToken = await tokenFor(other.email, other.password);
  expect((await gql<{ artworks: { count: number } }>(SEARCH, { search: title }, otherToken)).artworks.count).toBe(0);
  await expect(gql(GET, { id: copyId }, otherToken)).rejects.toThrow('Artwork not found');
  await expect(gql(UPDATE, { id: copyId, input: { title: 'mine now' } }, otherToken)).rejects.toThrow('Artwork not found');
  await signOut(page);
  await signIn(page, other.email, other.password);
  await page.goto(`/artworks?search=${encodeURIComponent(title)}`);
  await expect(page.getByText('No artwork matches')).toBeVisible();
  await expect(card(page, `${title} (copy)`)).toHaveCount(0);
});

test('the design page draws a personalised artwork as its preview card shows it, required fields filled', async ({ page }) => {
  // The demo seller's personalised artwork (seed): a required name and photo, an optional pet clipart.
  const personalised = '00000000-0000-4000-a004-000000000103';
  await signIn(page, 'seller@pod.local');
  await page.goto(`/artworks/${personalised}/design`);
  await expect(page.getByTestId('artwork-canvas').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The artwork could not be drawn')).toHaveCount(0);
});
