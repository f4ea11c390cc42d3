import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { PORTS } from '../support/ports';

/**
 * Spec 000 "Access and redirects" and "Menu by role", completed so each role finds every page it
 * may open (README "Access"); Designs may not open /orders and lands on its first menu page.
 */
const ACCOUNTS = [
  { email: 'admin@pod.local', landing: '/orders', menu: ['Dashboard', 'Users', 'Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI', 'Balance', 'App Settings', 'Settings'] },
  { email: 'seller@pod.local', landing: '/orders', menu: ['Dashboard', 'Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI', 'App Settings'] },
  { email: 'supplier@pod.local', landing: '/orders', menu: ['Dashboard', 'Orders', 'Auto Banner', 'AI', 'Export templates'] },
  { email: 'supporter@pod.local', landing: '/orders', menu: ['Dashboard', 'Connect Sites', 'Orders', 'Auto Banner', 'AI', 'App Settings'] },
  { email: 'listing@pod.local', landing: '/products', menu: ['Products', 'Auto Banner', 'AI', 'App Settings'] },
  { email: 'accounting@pod.local', landing: '/balance', menu: ['Auto Banner', 'AI', 'Balance'] },
  { email: 'designer@pod.local', landing: '/auto-banner/background-management', menu: ['Auto Banner', 'AI'] },
];
const ALL_TOP_ITEMS = ['Dashboard', 'Users', 'Connect Sites', 'Products', 'Orders', 'Artworks', 'Auto Banner', 'AI', 'Balance', 'App Settings', 'Export templates', 'Settings'];

for (const account of ACCOUNTS) {
  test(`${account.email} lands on its page and sees its menu`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ALL_TOP_ITEMS) {
      // the current page's group is open: its first entry may carry the group's name too
      const entry = menu.getByRole('menuitem', { name: item, exact: true });
      if (account.menu.includes(item)) await expect(entry.first()).toBeVisible();
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

test('a route the role may not open shows Access denied, with a way back to the landing page', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  await page.goto('/admin/users-manager');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users-manager$/);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/orders$/);
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
  await expect(page).toHaveURL(/\/orders$/);
});

test('a remote that is down shows an error panel with Retry, and the rest keeps working', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.route(`http://localhost:${PORTS['mfe-design']}/**`, (route) => route.abort());
  await page.goto('/artworks/categories');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The shell and the other remotes still work.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users-manager$/);
  await page.goto('/artworks/categories');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(`http://localhost:${PORTS['mfe-design']}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('Add New')).toBeVisible();
});
