import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

/** Spec 000 "Access and redirects" and "Menu by role", for every demo account. */
const ACCOUNTS = [
  { email: 'admin@pod.local', landing: '/orders', menu: ['Users', 'Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI', 'App Settings', 'Settings'] },
  { email: 'seller@pod.local', landing: '/orders', menu: ['Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI'] },
  { email: 'supplier@pod.local', landing: '/orders', menu: ['Export templates'] },
  { email: 'supporter@pod.local', landing: '/orders', menu: [] },
  { email: 'listing@pod.local', landing: '/products', menu: ['Products'] },
  { email: 'accounting@pod.local', landing: '/balance', menu: [] },
  { email: 'designer@pod.local', landing: '/orders', menu: ['Auto Banner', 'AI'] },
];
const ALL_TOP_ITEMS = ['Users', 'Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI', 'App Settings', 'Export templates', 'Settings'];

for (const account of ACCOUNTS) {
  test(`${account.email} lands on its page and sees its menu`, async ({ page }) => {
    await signIn(page, account.email);
    // Designs lands on /orders, which it may not open, and is sent on to the AI page.
    const expected = account.email.startsWith('designer') ? '/ai/server-mjd' : account.landing;
    await expect(page).toHaveURL(new RegExp(`${expected}$`));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ALL_TOP_ITEMS) {
      const entry = menu.getByRole('menuitem', { name: item, exact: true });
      if (account.menu.includes(item)) await expect(entry).toBeVisible();
      else await expect(entry).toHaveCount(0);
    }
    await expect(page.getByText(/Hi, /)).toBeVisible();
  });
}

test('an unauthenticated visit goes to /login and returns to the destination after sign-in', async ({ page }) => {
  await page.goto('/admin/users-manager');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('admin@pod.local');
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(/\/admin\/users-manager$/);
});

test('a user without the role for a route is sent to /ai/server-mjd', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/admin/users-manager');
  await expect(page).toHaveURL(/\/ai\/server-mjd$/);
});

test('login validation messages and a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page.getByText('Email is required').first()).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is not valid')).toBeVisible();
  await page.getByLabel('Email').fill('admin@pod.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page.getByText('The password you provided is incorrect.')).toBeVisible();
});

test('unknown routes show the not-found page with Back to Home', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.goto('/no/such/page');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/ai\/server-mjd$/);
});

test('a remote that is down shows an error panel with Retry, and the rest keeps working', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.route('http://localhost:3003/**', (route) => route.abort());
  await page.goto('/artworks/categories');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The shell and the other remotes still work.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users-manager$/);
  await page.goto('/artworks/categories');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute('http://localhost:3003/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('Add New')).toBeVisible();
});
