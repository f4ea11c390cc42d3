import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

/** Signs in through the real login page and waits until the shell has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs the seller in with a chosen current site (the header's selector keeps it in localStorage). */
export async function signInSellerOn(page: Page, siteId: string): Promise<void> {
  // stored before signing in: the session bootstrap reads it (set afterwards, the bootstrap may
  // still overwrite it with the default, the newest site)
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('current_site_id', id), siteId);
  await signIn(page, 'seller@pod.local');
}

/**
 * Signs the page in with a token already fetched through the API (`tokenFor`), as the shell keeps
 * it (localStorage 'token'): the spec opens its page directly, without the login page and the
 * dashboard it lands on. For specs about something else than signing in; the login form itself
 * is covered by the sign-in specs.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
}
