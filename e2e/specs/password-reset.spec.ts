import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { latestMailTo } from '../support/mailbox';
import { createActivatedUser } from '../support/api';

test('password reset through the local mailbox', async ({ page }) => {
  // An account of its own: the demo accounts keep their password for the other specs.
  const { email } = await createActivatedUser('Listing');
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password-confirm-email$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset|submit/i }).click();
  await expect(page.getByText('Further instructions have been sent to your email address.')).toBeVisible();

  let link: string | undefined;
  await expect(async () => {
    const mail = await latestMailTo(email);
    link = mail?.text.match(/https?:\/\/\S+forgot-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });

  await page.goto(link!);
  await page.getByLabel('Password', { exact: true }).fill('new-pass-123');
  await page.getByLabel(/confirm/i).fill('different-123');
  await page.getByRole('button', { name: /reset|submit|save/i }).click();
  await expect(page.getByText('Two passwords that you enter is inconsistent!')).toBeVisible();
  await page.getByLabel(/confirm/i).fill('new-pass-123');
  await page.getByRole('button', { name: /reset|submit|save/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'new-pass-123');
  await expect(page).toHaveURL(/\/products$/);

  // The token is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel(/confirm/i).fill('another-pass-1');
  await page.getByRole('button', { name: /reset|submit|save/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});
