import { expect, test, type Page } from '../support/test';
import { PNG } from 'pngjs';
import { gql, tokenFor } from '../support/api';
import { signIn } from '../support/auth';
import { ORDERS_OF_SITE, moveOrder, siteWithOrders } from '../support/orders';
import { openOptions, tableSettled } from '../support/ui';

/**
 * Issue 13 item 4: the Administrator's /dashboard. Four orders of a site connected for the test
 * come in through the real intake and are moved through the API (two to Pending Review, one to
 * Accepted Design, one left as intake made it); the page is narrowed to that site through the
 * filter popover, so nothing depends on the demo seed or on another spec.
 */

const STATS = `query ($filter: AdminStatsFilter) { adminStats(filter: $filter) { revenue orders top_products { title } } }`;

/** Pixels of a screenshot that are not the page's white background (antd's #ffffff, #fafafa…). */
function inkedPixels(png: PNG): number {
  let inked = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    if (r < 235 || g < 235 || b < 235) inked++;
  }
  return inked;
}

async function pickSite(page: Page, title: string) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const picked = page.getByRole('button', { name: 'Filter (1)' });
  await expect(async () => {
    // typed first: the list is virtual; a click that landed while the list closed still counts
    if (await picked.isVisible()) return;
    await page.getByLabel('Site').fill(title);
    await openOptions(page).getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    await expect(picked).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

/** The rows of the dashboard's orders table (the Top tabs below hold tables too). */
function orderRows(page: Page) {
  return page.getByTestId('dashboard-orders').locator('.ant-table-tbody tr.ant-table-row');
}

/** A tab's count as its badge carries it (antd writes the number in the badge's title). */
function tabCount(page: Page, key: string) {
  return page.getByTestId(`dashboard-tab-${key}`).locator('sup');
}

test('the Administrator sees the charts, and a status tab filters the orders table', async ({ page }) => {
  // Four orders through the store's webhooks and intake, their moves, then the page: minutes on a loaded machine.
  test.setTimeout(180_000);
  const { site, orders } = await siteWithOrders(4);
  const admin = await tokenFor('admin@pod.local');
  // Intake matched nothing (status error); through processing to the statuses the tabs show.
  const from = orders[0].status === 'error' ? ['processing'] : [];
  await moveOrder(admin, orders[0].id, [...from, 'pending_review']);
  await moveOrder(admin, orders[1].id, [...from, 'pending_review']);
  await moveOrder(admin, orders[2].id, [...from, 'accepted']);
  const { orders: expected } = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id, limit: 50 } }, admin);
  const { adminStats } = await gql(STATS, { filter: { site_id: site.id } }, admin);
  expect(adminStats.orders).toBe(3);

  await page.setViewportSize({ width: 992, height: 1200 });
  await signIn(page, 'admin@pod.local');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The rule's default for the last 30 days: weekly.
  await expect(page.getByLabel('Aggregation').locator('.ant-segmented-item-selected')).toHaveText('Week');

  await pickSite(page, site.title);
  const charts = page.getByTestId('dashboard-charts');
  // Narrowed to the test's site: its three counted orders (the one left in error does not count).
  await expect(charts.locator('.ant-statistic').filter({ hasText: 'Orders' }).locator('.ant-statistic-content-value')).toHaveText('3');
  await expect(charts.getByText('Dollar ($)')).toBeVisible();
  await expect(charts.getByText('Top 10 Best Selling Products')).toBeVisible();
  // The Profit line is always drawn; revenue bars only where a period has revenue (the test's store lines may be free).
  await expect(charts.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(charts.locator('.recharts-pie-sector').first()).toBeVisible();
  // The chart area is drawn, not blank: a good share of its pixels carry ink.
  const png = PNG.sync.read(await charts.screenshot());
  expect(inkedPixels(png) / (png.width * png.height)).toBeGreaterThan(0.03);

  // The tabs count the site's orders; Pending Review keeps only its two rows.
  const count = (status: string) => expected.aggs.find((a: { key: string }) => a.key === status)?.doc_count ?? 0;
  await expect(tabCount(page, 'all')).toHaveAttribute('title', String(expected.count));
  await expect(tabCount(page, 'pending_review')).toHaveAttribute('title', String(count('pending_review')));
  await expect(tabCount(page, 'accepted')).toHaveAttribute('title', String(count('accepted')));
  await tableSettled(page);
  await expect(orderRows(page)).toHaveCount(4);
  await page.getByTestId('dashboard-tab-pending_review').click();
  await tableSettled(page);
  await expect(orderRows(page)).toHaveCount(2);
  for (const row of await orderRows(page).all()) await expect(row).toContainText('Pending Review');
  await page.getByTestId('dashboard-tab-accepted').click();
  await tableSettled(page);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText('Accepted');
  // The Administrator's table has the supplier column.
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toBeVisible();

  await page.getByRole('tab', { name: 'Top Product Type' }).click();
  await expect(page.getByRole('columnheader', { name: 'Product Type' })).toBeVisible();
});

test('a Supporter\'s dashboard has the orders and the supplier column but no money figures; the server refuses them too', async ({ page }) => {
  await signIn(page, 'supporter@pod.local');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-orders')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
  await expect(page.getByTestId('dashboard-charts')).toHaveCount(0);
  await expect(page.getByText('Dollar ($)')).toHaveCount(0);
  await expect(gql(STATS, {}, await tokenFor('supporter@pod.local'))).rejects.toThrow(/FORBIDDEN|permission/);
});
