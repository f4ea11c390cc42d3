import { expect, test, type Page } from '../support/test';
import { ORDER_MESSAGES } from '@pod/contracts';
import { gql, tokenFor } from '../support/api';
import { signIn, signInSellerOn, signOut } from '../support/auth';
import { ORDERS_OF_SITE, placeFakeStoreOrder, siteWithOrders } from '../support/orders';
import { connectWooSiteToFakeStore } from '../support/stores';
import { tableRows, tableSettled } from '../support/ui';

/**
 * Issue 12: the orders list's row actions and the Seller's Fetch Orders (mfe-orders
 * src/pages/orders/list/actions). Orders come in through the real intake from the fake
 * WooCommerce store (support/orders.ts); with no catalogue match intake keeps them in `error`.
 */

async function orderStatus(orderId: string): Promise<string> {
  const admin = await tokenFor('admin@pod.local');
  const { orderById } = await gql<{ orderById: { status: string } }>('query ($id: ID!) { orderById(id: $id) { status } }', { id: orderId }, admin);
  return orderById.status;
}

/** Opens the Actions menu of the row of order `name` and returns the menu. */
async function openRowActions(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Actions for order ${name}` });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await expect(async () => {
    await button.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

test('the Administrator cancels an order from its row, after confirming', async ({ page }) => {
  const { site, orders } = await siteWithOrders(1);
  const order = orders[0]!;
  await signIn(page, 'admin@pod.local');
  await page.goto(`/orders?site=${site.id}`);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(1);

  // "No" leaves the order as it was.
  await (await openRowActions(page, order.name)).getByRole('menuitem', { name: 'Cancel Order', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: ORDER_MESSAGES.cancelConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await orderStatus(order.id)).toBe(order.status);

  // "Yes" cancels it: the toast, the row's status, the server's record.
  await (await openRowActions(page, order.name)).getByRole('menuitem', { name: 'Cancel Order', exact: true }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(ORDER_MESSAGES.cancelledToast)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(['Cancelled']);
  expect(await orderStatus(order.id)).toBe('cancelled');

  // A cancelled order offers no cancel any more.
  const menu = await openRowActions(page, order.name);
  await expect(menu.getByRole('menuitem', { name: 'Customer Info' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a Supporter has no Delete (nor any change) where the Administrator has one', async ({ page }) => {
  const { site, orders } = await siteWithOrders(1);
  const order = orders[0]!;

  await signIn(page, 'admin@pod.local');
  await page.goto(`/orders?site=${site.id}`);
  await tableSettled(page);
  await expect((await openRowActions(page, order.name)).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  // (a Supporter opens Pending Review by default; intake kept this order in its own status)
  await signIn(page, 'supporter@pod.local');
  await page.goto(`/orders?site=${site.id}&status=${order.status}`);
  await tableSettled(page);
  const menu = await openRowActions(page, order.name);
  await expect(menu.getByRole('menuitem', { name: 'Comments' })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Customer Info', 'View designs', 'Customization', 'Comments']);
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);

  // and the server agrees: a Supporter's deleteOrder is refused, the order stays.
  const supporter = await tokenFor('supporter@pod.local');
  await expect(gql('mutation ($id: ID!) { deleteOrder(order_id: $id) { message } }', { id: order.id }, supporter)).rejects.toThrow();
  expect(await orderStatus(order.id)).toBe(order.status);
});

test('Fetch Orders pulls a store order the site never heard of, and lists the ids the store refused', async ({ page }) => {
  // The order exists in the store before the site connects, so no webhook brings it: only Fetch Orders can.
  const storeOrder = await placeFakeStoreOrder('Fetched');
  const site = await connectWooSiteToFakeStore('seller@pod.local', `E2E Fetch ${Date.now()}`);
  const admin = await tokenFor('admin@pod.local');
  const before = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id } }, admin);
  expect(before.orders.count).toBe(0);

  // With no catalogue match intake keeps a store order in error: the Seller looks at that tab.
  await signInSellerOn(page, site.id);
  await page.goto('/orders?status=error');
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Fetch Orders' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Fetch Orders' });
  const missing = '987654321';
  await drawer.getByLabel('Order ids').fill(`${storeOrder.id}, ${missing}`);
  await drawer.getByRole('button', { name: 'Fetch', exact: true }).click();
  await expect(page.getByText('1 order fetched')).toBeVisible();
  // the id the store does not have stays listed with the store's reason
  await expect(drawer.getByRole('alert').filter({ hasText: `Order ${missing}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // the list (refetched) shows the pulled order, and the server holds it for this site
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(1);
  const after = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id } }, admin);
  expect(after.orders.count).toBe(1);
  await expect(tableRows(page).first()).toContainText(after.orders.hits[0].id);
});
