import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { PNG } from '../support/ui';

/** Spec 002 §2.13 background management, §5 banner validation, §8 upload messages. */

test('a designer adds a banner category and uploads a background into it', async ({ page }) => {
  const title = `E2E Banners ${Date.now()}`;
  await signIn(page, 'designer@pod.local');
  await page.goto('/auto-banner/background-management');
  await expect(page.getByRole('cell', { name: 'Christmas', exact: true })).toBeVisible();

  // add a category: title is required
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please input title!')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created')).toBeVisible();

  // find it with the search box and view it
  await page.getByLabel('Search categories').fill(title);
  await page.getByLabel('Search categories').press('Enter');
  await page.getByRole('button', { name: `View ${title}` }).click();
  await expect(page.getByText(`Backgrounds · ${title}`)).toBeVisible();

  // upload: files are required, then a png goes through the signed URL
  await page.getByRole('button', { name: 'Add background' }).click();
  const upload = page.getByRole('dialog', { name: 'Add backgrounds' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Please choose files!')).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles({ name: 'e2e-background.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploading image successfully!')).toBeVisible();

  // the grid shows it through the image route, and the category counts it
  const image = page.getByRole('listitem', { name: 'e2e-background.png' }).getByRole('img', { name: 'e2e-background.png' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/media\/img\/300\/u\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // delete the background, then the category
  await page.getByRole('button', { name: 'Delete background e2e-background.png' }).click();
  await page.getByRole('tooltip').filter({ hasText: 'Delete this background?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('listitem', { name: 'e2e-background.png' })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('tooltip').filter({ hasText: 'Delete this category and its backgrounds?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
});
