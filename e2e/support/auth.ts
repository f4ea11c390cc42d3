import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './api';

export { DEMO_PASSWORD };

/**
 * Signs in and waits until the shell has left /login. The login form has specs of its own
 * (shell, no-dead-ends); everywhere else the token comes from the same `login` mutation the form
 * calls and is stored where the form stores it, so a test loads the shell once instead of the
 * login page and then its own.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const session = await login(email, password);
  await signInWithToken(page, session.token, session.expired_at);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens a small file of the shell's origin (not the app), so its localStorage can be written. */
async function openOrigin(page: Page): Promise<void> {
  await page.goto('/config.js');
}

/** Signs the seller in with a chosen current site (the header's selector keeps it in localStorage). */
export async function signInSellerOn(page: Page, siteId: string): Promise<void> {
  // stored before signing in: the session bootstrap reads it (set afterwards, the bootstrap may
  // still overwrite it with the default, the newest site)
  await openOrigin(page);
  await page.evaluate((id) => localStorage.setItem('current_site_id', id), siteId);
  await signIn(page, 'seller@pod.local');
}

/**
 * Signs the page in with a token already fetched through the API (`tokenFor`), stored where the
 * shell keeps it (localStorage 'token'): the spec then opens its page directly, without the login
 * page and the landing page. The login form itself is covered by the sign-in specs.
 */
export async function signInWithToken(page: Page, token: string, expiredAt?: string): Promise<void> {
  await openOrigin(page);
  await page.evaluate(({ token, expiredAt }) => {
    localStorage.setItem('token', token);
    if (expiredAt) localStorage.setItem('expired_at', expiredAt);
  }, { token, expiredAt });
}

export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
}
