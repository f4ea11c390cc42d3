import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { createActivatedUser } from '../support/api';
import { latestMailTo } from '../support/mailbox';

test('a user edits their profile in the drawer', async ({ page }) => {
  const { email } = await createActivatedUser('Seller');
  await signIn(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit profile' });
  await drawer.getByLabel('Phone').fill('555-abc');
  await expect(drawer.getByText('Phone must contain digits only')).toBeVisible();
  await drawer.getByLabel('Phone').fill('5550199');
  await drawer.getByLabel('First name').fill('Renamed');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile updated')).toBeVisible();
  await expect(page.getByText('Renamed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('5550199', { exact: true })).toBeVisible();
  await expect(page.getByText('Hi, Renamed')).toBeVisible();
});

test('a user changes their own e-mail with their current password and the link mailed to the new address', async ({ page }) => {
  const { email, password } = await createActivatedUser('Seller');
  await signIn(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(drawer.getByLabel('Current password')).toHaveCount(0);
  const moved = `moved-${email}`;
  await drawer.getByLabel('Email').fill(moved);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter your current password to change your e-mail')).toBeVisible();

  await drawer.getByLabel('Current password').fill('not-my-password');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is incorrect')).toBeVisible();
  await expect(page.getByText('Your profile updated')).toHaveCount(0);

  await drawer.getByLabel('Current password').fill(password);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile updated')).toBeVisible();
  await expect(page.getByText(`Open the link we sent to ${moved} to confirm your new e-mail address.`)).toBeVisible();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();

  let link: string | undefined;
  await expect(async () => {
    link = (await latestMailTo(moved))?.text.match(/https?:\/\/\S+\/verify\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Verify successfilly!')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, moved, password);
  await expect(page.getByText(/Hi, /)).toBeVisible();
});

test('a user changes their own password with the current one', async ({ page }) => {
  const { email, password } = await createActivatedUser('Seller');
  await signIn(page, email);
  await page.goto('/change-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Please enter current password')).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password updated')).toHaveCount(0);
  await expect(page.getByRole('alert').or(page.locator('.ant-notification-notice')).first()).toBeVisible();

  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password updated')).toBeVisible();
  // The change ends the old session; the shell signs in again with the new password and stays put.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
  await page.reload();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expect(page.getByText(/Hi, /)).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, 'brand-new-pass-1');
  await expect(page.getByText(/Hi, /)).toBeVisible();
});
