import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { gql, tokenFor } from '../support/api';
import { PNG } from '../support/ui';

/** Spec 001 product type editor "Mockups" card (§2), its messages (§8) and upload types. */

test('listing uploads a png mockup to a product type, sees its thumbnail and deletes it', async ({ page }) => {
  const name = `e2e-mockup-${Date.now()}`;
  // any seeded product type will do
  const types = await gql<{ productTypes: { hits: { id: string }[] } }>('{ productTypes { hits { id } } }', {}, await tokenFor('listing@pod.local'));
  const productTypeId = types.productTypes.hits[0].id;
  await signIn(page, 'listing@pod.local');
  await page.goto(`/admin/product-types/edit/${productTypeId}`);
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Mockups$/ }) });
  await expect(card.getByRole('button', { name: 'Upload mockup' })).toBeVisible();

  // upload through the signed URL; the card appears with the preview from /media/img/200/{key}
  await card.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Mockup uploaded')).toBeVisible();
  const thumb = card.getByRole('img', { name });
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveAttribute('src', /\/media\/img\/200\/u\//);
  // the image really loads (naturalWidth > 0)
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('2 × 2')).toBeVisible();

  // edit opens mfe-design's full-screen mockup editor on this mockup (e2e/specs/mockup-editor.spec.ts drives it)
  await card.getByRole('button', { name: `Edit mockup ${name}` }).click();
  const editor = page.getByRole('dialog', { name: /^Mockups of / });
  await expect(editor.getByText(`${name} (2 × 2)`)).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  // delete asks first, then confirms with the spec's message
  await card.getByRole('button', { name: `Delete mockup ${name}` }).click();
  await expect(page.getByText('Delete this mockup?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Mockup deleted')).toBeVisible();
  await expect(card.getByRole('img', { name })).toHaveCount(0);

  // gone for good after a reload
  await page.reload();
  await expect(page.locator('.ant-card-head-title', { hasText: /^Mockups$/ }).first()).toBeVisible();
  await expect(page.getByRole('img', { name })).toHaveCount(0);
});
