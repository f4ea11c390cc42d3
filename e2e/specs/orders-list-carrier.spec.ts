import { expect, test } from '../support/test';
import { ORDER_ACTION_MESSAGES } from '@pod/contracts';
import { gql, tokenFor } from '../support/api';
import { signIn } from '../support/auth';
import { createProductType, pushProduct } from '../support/catalogue';
import { ORDERS_OF_SITE, moveOrder, siteWithOrders } from '../support/orders';
import { tableRows, tableSettled } from '../support/ui';

/**
 * Issue 12: the accepted tab's assign-carrier modal (mfe-orders list/actions AcceptedBulkBar).
 * The orders are of a product of the spec's own product type, pushed to the fake store, so intake
 * matches them and their product type — whose carriers the modal offers — is known.
 */

const ORDER_CARRIER = 'query ($id: ID!) { orderById(id: $id) { status carrier { id name price } } }';

test('the Administrator assigns a carrier of the product type to two accepted orders', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await tokenFor('admin@pod.local');
  const type = await createProductType(`E2E Carrier Tee ${Date.now()}`);
  await gql(
    'mutation ($id: ID!, $carriers: [ProductTypeCarrierInput!]!) { updateProductTypeCarriers(product_type_id: $id, carriers: $carriers) { id } }',
    { id: type.id, carriers: [{ carrier_id: 'ups', price: 7.5, default: true }, { carrier_id: 'dhl', price: 12.25 }] },
    admin,
  );
  const { site, orders } = await siteWithOrders(3, (s) => pushProduct(s, type));

  // Intake matched them (processing); once their designs are made they wait for review.
  await expect(async () => {
    const { orders: list } = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id, limit: 50 } }, admin);
    expect(list.hits.map((o: { status: string }) => o.status)).toEqual(['pending_review', 'pending_review', 'pending_review']);
  }).toPass({ timeout: 120_000 });
  const [first, second, waiting] = orders as [typeof orders[0], typeof orders[0], typeof orders[0]];
  await moveOrder(admin, first.id, ['accepted']);
  await moveOrder(admin, second.id, ['accepted']);

  await signIn(page, 'admin@pod.local');
  // A row of another tab is not selectable: Pending Review has no checkboxes and no bulk bar.
  await page.goto(`/orders?site=${site.id}&status=pending_review`);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText(waiting.id);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Selected orders' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Accepted Design/ }).click();
  await expect(page).toHaveURL(/status=accepted/);
  await tableSettled(page);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page.getByTestId('order-carrier')).toHaveCount(0);
  const bar = page.getByRole('toolbar', { name: 'Selected orders' });
  await expect(bar.getByRole('button', { name: 'Assign carrier' })).toBeDisabled();
  for (const order of [first, second]) await tableRows(page).filter({ hasText: order.id }).getByRole('checkbox').check();
  await expect(bar).toContainText('2 orders selected');

  // The modal offers the product type's carriers with their price, the default chosen first.
  await bar.getByRole('button', { name: 'Assign carrier' }).click();
  const modal = page.getByRole('dialog', { name: 'Assign carrier to 2 orders' });
  await expect(modal.getByText(`Carriers of ${type.title}`)).toBeVisible();
  await expect(modal.getByRole('radio')).toHaveCount(2);
  await expect(modal.getByRole('radio', { name: 'UPS — $7.50 (default)' })).toBeChecked();
  const dhl = modal.getByRole('radio', { name: 'DHL — $12.25' });
  await expect(dhl).not.toBeChecked();
  await dhl.check();
  await modal.getByRole('button', { name: 'Assign' }).click();

  // The toast, the modal gone, the selection cleared, each row showing its carrier and price…
  await expect(page.getByText(ORDER_ACTION_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(bar).toContainText('0 orders selected');
  await tableSettled(page);
  for (const order of [first, second]) {
    await expect(tableRows(page).filter({ hasText: order.id }).getByTestId('order-carrier')).toHaveText('DHL — $12.25');
  }

  // …and the server holds it on both orders, still accepted; the order left in review has none.
  for (const order of [first, second]) {
    const { orderById } = await gql(ORDER_CARRIER, { id: order.id }, admin);
    expect(orderById).toEqual({ status: 'accepted', carrier: { id: 'dhl', name: 'DHL', price: 12.25 } });
  }
  expect((await gql(ORDER_CARRIER, { id: waiting.id }, admin)).orderById.carrier).toBeNull();
});
