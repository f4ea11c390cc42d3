import { expect, test } from '../support/test';
import { gql, tokenFor, uploadPng } from '../support/api';
import { signIn } from '../support/auth';

/** Spec 002 §7: an image that fails to load shows '/no-preview.jpg'; the page has no white frame. */

const CREATE_TYPE = 'mutation T($input: ProductTypeInput!) { createProductType(input: $input) { id } }';
const CATEGORIES = 'query { categories(filter: { limit: 1 }) { hits { id } } }';

test('a picture that fails to load shows the placeholder, never its alt text', async ({ page }) => {
  const admin = await tokenFor('admin@pod.local');
  const stamp = Date.now();
  const title = `E2E Broken Picture ${stamp}`;
  // A real, registered picture whose every load fails in this browser (as when the file is gone or the network drops).
  const brokenKey = await uploadPng(admin, `broken-${stamp}.png`);
  await page.route((url) => url.pathname.endsWith(`/${brokenKey}`), (route) => route.abort());
  const { categories } = await gql<{ categories: { hits: { id: string }[] } }>(CATEGORIES, {}, admin);
  await gql(
    CREATE_TYPE,
    {
      input: {
        title,
        sku: `PIC${stamp % 1_000_000}`,
        categories: [categories.hits[0].id],
        images: [brokenKey],
        attributes: [{ name: 'Size', slug: 'size', options: ['S'] }],
        printAreas: [{ name: 'Front', width: 100, height: 100, dpi: 300 }],
      },
    },
    admin,
  );
  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/product-types');
  const search = page.getByLabel('Search product types');
  await search.fill(title);
  await search.press('Enter');
  const picture = page.getByRole('row', { name: new RegExp(title) }).getByRole('img', { name: title });
  await expect(picture).toHaveAttribute('src', '/no-preview.jpg');
  // The placeholder itself is served by the shell and is a real picture.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const placeholder = await page.request.get('/no-preview.jpg');
  expect(placeholder.headers()['content-type']).toBe('image/jpeg');
});

test('the page has no white frame around the layout', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/product-types');
  await expect(page.getByLabel('Search product types')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});
