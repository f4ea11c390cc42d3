import { expect, test } from '../support/test';
import { ORDER_MESSAGES } from '@pod/contracts';
import { signIn, signOut } from '../support/auth';
import { placeDemoStoreOrder } from '../support/orders';

/**
 * Issue 11 item 4: the order detail page on an order that came in through the real intake
 * (a demo store order delivered by signed webhook; see support/orders.ts).
 */
test('the seller edits the shipping address, comments, pauses and resumes; the supplier cannot open it', async ({ page }) => {
  const order = await placeDemoStoreOrder(`olive.${Date.now()}@example.com`);

  await signIn(page, 'seller@pod.local');
  await page.goto(`/orders/orders-manager/${order.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${order.name}`) })).toBeVisible();
  await expect(page.getByText('12 Detail Rd')).toBeVisible();

  // Shipping address: a blank required field shows the spec's message; a valid one saves.
  await page.getByRole('button', { name: 'Edit shipping address' }).click();
  await page.getByLabel('City', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ORDER_MESSAGES.blank('City'))).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Denver');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ORDER_MESSAGES.shippingUpdated)).toBeVisible();
  await expect(page.getByText(/^Denver, /)).toBeVisible();

  // Comments: the new one joins the timeline.
  const comment = `Checked by e2e ${Date.now()}`;
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText(comment)).toBeVisible();

  // Pause, then resume: the status tag follows (OnHold while paused).
  const tag = page.locator('.pod-page .ant-tag').first();
  const before = (await tag.textContent()) ?? '';
  await page.getByRole('button', { name: /More Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByText(ORDER_MESSAGES.paused)).toBeVisible();
  await expect(tag).toHaveText('OnHold');
  await page.getByRole('button', { name: /More Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(page.getByText(ORDER_MESSAGES.resumed)).toBeVisible();
  await expect(tag).toHaveText(before);

  // A Supplier sees orders only from accepted on: this one (still before review) is not found.
  await signOut(page);
  await signIn(page, 'supplier@pod.local');
  await page.goto(`/orders/orders-manager/${order.id}`);
  await expect(page.getByText(ORDER_MESSAGES.notFound)).toBeVisible();
});
