import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { DEMO_PRODUCT_TYPE_IDS, DEMO_SITES, DESIGN_MESSAGES } from '@pod/contracts';
import { signInSellerOn } from '../support/auth';
import { gql, tokenFor, uploadPng } from '../support/api';
import { DEMO_STORE_URL } from '../support/orders';

/**
 * Issue 11, the whole flow in the browser: a personalised order placed on the demo store (the
 * fake WooCommerce store the demo seller's site is connected to) reaches orders by signed webhook,
 * media renders its print file from the pinned artwork version, and the seller's open detail page
 * follows it live; the downloaded PNG (a presigned URL) has the print size and the shopper's text;
 * the seller accepts; the same webhook again changes nothing; after the artwork is edited,
 * Regenerate still renders the pinned version.
 */

const WOO_SITE = DEMO_SITES.woo.id;
/** A demo artwork category of the seller (services/artworks seed). */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
/** The personalised text box of the artwork (artwork px = print px: the artwork is the print area's size). */
const TEXT_BOX = { x: 100, y: 300, width: 2500, height: 500 };

const nameLayer = (fill: string) => ({
  id: 'name', type: 'Text', title: 'Name', ...TEXT_BOX, fontFamily: 'Oswald-700', fontSize: 360, align: 'center', fill,
  values: [{ active: true, text: 'Your name' }], personalized: { enable: true, label: 'Name' },
});

interface Design { id: string; status: string; file_id: string | null; width: number; height: number }
interface OrderRow { id: string; name: string; status: string; history: Array<{ id: string }>; designs: Design[] }

const ORDER = 'query ($id: ID!) { orderById(id: $id) { id name status history { id } designs { id status file_id width height } } }';

async function orderRow(token: string, id: string): Promise<OrderRow> {
  return (await gql<{ orderById: OrderRow }>(ORDER, { id }, token)).orderById;
}

/** The seller's artwork (2700 × 1100, the mug's Wrap) with one personalised text layer "Name". */
async function createArtwork(token: string, title: string): Promise<string> {
  const { createArtwork } = await gql<{ createArtwork: { id: string } }>(
    'mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 2700, height: 1100 } },
    token,
  );
  await saveArtwork(token, createArtwork.id, '#111111');
  return createArtwork.id;
}

function saveArtwork(token: string, id: string, fill: string) {
  return gql('mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }', { id, input: { templates: [{ title: 'Main', isDefault: true, layers: [nameLayer(fill)] }] } }, token);
}

/**
 * A product of the demo Ceramic Mug (one print area, Wrap) on the demo site with the artwork on
 * Wrap, pushed to the demo store; returns it, its store SKU and its variant's Wrap print size.
 */
async function pushedMug(token: string, title: string, artworkId: string) {
  const typeId = DEMO_PRODUCT_TYPE_IDS.mug;
  const { productTypeById: type } = await gql<{
    productTypeById: { printAreas: Array<{ id: string; name: string }>; product_type_variants: Array<{ id: string; sku: string; retail_cost: number | null; sale_cost: number | null; is_active: boolean; print_sizes: Array<{ print_area_id: string; width: number; height: number }> }> };
  }>('query ($id: ID!) { productTypeById(id: $id) { printAreas { id name } product_type_variants { id sku retail_cost sale_cost is_active print_sizes { print_area_id width height } } } }', { id: typeId }, token);
  const variant = type.product_type_variants.find((v) => v.is_active && v.retail_cost !== null)!;
  const wrap = type.printAreas[0]!;
  const { createProduct } = await gql<{ createProduct: { id: string } }>(
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        title,
        site_id: WOO_SITE,
        product_type_ids: [typeId],
        variants: [{ product_type_id: typeId, product_type_variant_id: variant.id, regular_price: variant.retail_cost, price: variant.sale_cost, active: true, sorting: 1 }],
        print_areas: [{ product_type_print_area_id: wrap.id, name: wrap.name, product_type_id: typeId, artwork_id: artworkId }],
        images: [await uploadPng(token, 'mug.png')],
      },
    },
    token,
  );
  await expect
    .poll(async () => {
      const { campaignStores } = await gql<{ campaignStores: { hits: Array<{ productId: string; status: string; log: string | null }> } }>(
        'query ($f: CampaignStoreFilter) { campaignStores(filter: $f) { hits { productId status log } } }',
        { f: { siteId: WOO_SITE, offset: 0, limit: 50 } },
        token,
      );
      const row = campaignStores.hits.find((r) => r.productId === createProduct.id);
      return row?.status === 'Error' ? `Error: ${row.log}` : row?.status;
    }, { timeout: 60_000 })
    .toBe('Pushed');
  const size = variant.print_sizes.find((s) => s.print_area_id === wrap.id)!;
  return { productId: createProduct.id, printSize: { width: size.width, height: size.height }, sku: `${createProduct.id}-${variant.sku}` };
}

/** The shopper orders the mug on the demo store with their name; the store delivers `order.created` (signed) at once. */
async function placeOrder(sku: string, email: string, name: string) {
  const html = await (await fetch(`${DEMO_STORE_URL}/__fake/place-order`)).text();
  const option = new RegExp(`value="(\\d+):(\\d+)">[^<]*\\(${sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`).exec(html);
  if (!option) throw new Error(`the demo store does not offer ${sku}`);
  const placed = await fetch(`${DEMO_STORE_URL}/__fake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      billing: { first_name: 'Zoe', last_name: 'Shopper', email },
      shipping: { first_name: 'Zoe', last_name: 'Shopper', address_1: '1 Mug Lane', city: 'Austin', state: 'TX', postcode: '78701', country: 'US', phone: '+1 512 555 0100' },
      line_items: [{ product_id: Number(option[1]), variation_id: Number(option[2]), quantity: 1, meta_data: [{ key: 'Name', value: name }] }],
    }),
  });
  expect(placed.ok).toBe(true);
  const event = (await placed.json()) as { deliveries: Array<{ id: string; topic: string; attempts: number[] }> };
  const delivery = event.deliveries.find((d) => d.topic === 'order.created')!;
  // 202: recorded in the ledger; the order is taken in by orders' intake worker (callers poll for it)
  expect(delivery.attempts).toEqual([202]);
  return delivery;
}

/** The orders intake made for the shopper (found through the customer it created). */
async function ordersOf(token: string, email: string): Promise<Array<{ id: string; name: string }>> {
  const { customers } = await gql<{ customers: { hits: Array<{ id: string }> } }>('query ($s: String) { customers(filter: { search: $s }) { hits { id } } }', { s: email }, token);
  if (!customers.hits[0]) return [];
  return (await gql<{ ordersByCustomer: Array<{ id: string; name: string }> }>('query ($id: ID!) { ordersByCustomer(cus_id: $id) { id name } }', { id: customers.hits[0].id }, token)).ordersByCustomer;
}

/** Clicks Download on the design card and reads the PNG the presigned URL answered. */
async function downloadPrintFile(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), designCard(page).getByRole('button', { name: 'Download' }).click()]);
  const png = PNG.sync.read(await readFile((await download.path())!));
  return { png, name: download.suggestedFilename() };
}

/** The Wrap design's card in the Designs panel (the innermost card with the design's actions). */
function designCard(page: Page) {
  return page.locator('.ant-card').filter({ has: page.getByRole('button', { name: 'Re Generate' }) }).filter({ hasText: 'Wrap' }).last();
}

/** Pixels whose three colour channels are all below 100: the dark text on the white print file. */
function darkPixels(png: PNG, box = TEXT_BOX): number {
  let dark = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i + 3]! > 128 && png.data[i]! < 100 && png.data[i + 1]! < 100 && png.data[i + 2]! < 100) dark++;
    }
  }
  return dark;
}

/** What generateOrderPrintFile brought this page over its websocket: design statuses in arrival order. */
function liveStatuses(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const status = /"generateOrderPrintFile":\{[^]*?"status":"(\w+)"/.exec(text)?.[1];
      if (status) seen.push(status);
    });
  });
  return seen;
}

test('a personalised store order renders live on its detail page, downloads at print size with the shopper’s text, is accepted once, and regenerates from the pinned artwork', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const token = await tokenFor('seller@pod.local');
  const artworkId = await createArtwork(token, `E2E Name Mug Art ${stamp}`);
  const mug = await pushedMug(token, `E2E Name Mug ${stamp}`, artworkId);

  // The shopper orders with "Zoe"; the seller opens the order as soon as intake has it.
  await signInSellerOn(page, WOO_SITE);
  const live = liveStatuses(page);
  const email = `zoe.${stamp}@example.com`;
  const delivery = await placeOrder(mug.sku, email, 'Zoe');
  await expect.poll(async () => (await ordersOf(token, email)).length, { timeout: 30_000 }).toBe(1);
  const [order] = await ordersOf(token, email);
  await page.goto(`/orders/orders-manager/${order!.id}`);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const card = designCard(page);
  await expect(card.locator('img')).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(page.locator('.pod-page .ant-tag').first()).toHaveText('ReviewDesign');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Download: the presigned PNG is the variant's print size for Wrap and carries the shopper's text.
  const first = await downloadPrintFile(page);
  expect(first.name).toBe(`${order!.name.replace(/^#/, '')}-Wrap.png`);
  expect({ width: first.png.width, height: first.png.height }).toEqual(mug.printSize);
  expect(darkPixels(first.png)).toBeGreaterThan(5_000);
  // The same product ordered with another name renders other text pixels in the box.
  const otherEmail = `max.${stamp}@example.com`;
  await placeOrder(mug.sku, otherEmail, 'Maximilian');
  await expect.poll(async () => (await ordersOf(token, otherEmail)).length, { timeout: 30_000 }).toBe(1);
  const [other] = await ordersOf(token, otherEmail);
  await expect.poll(async () => (await orderRow(token, other!.id)).designs[0]?.status, { timeout: 90_000 }).toBe('Completed');
  const otherDesign = (await orderRow(token, other!.id)).designs[0]!;
  const { orderDesignDownload } = await gql<{ orderDesignDownload: { url: string } }>('query ($o: ID!, $d: ID!) { orderDesignDownload(orderId: $o, designId: $d) { url } }', { o: other!.id, d: otherDesign.id }, token);
  const otherPng = PNG.sync.read(Buffer.from(await (await fetch(orderDesignDownload.url)).arrayBuffer()));
  expect({ width: otherPng.width, height: otherPng.height }).toEqual(mug.printSize);
  const differing = pixelmatch(first.png.data, otherPng.data, undefined, first.png.width, first.png.height, { threshold: 0.1 });
  expect(differing).toBeGreaterThan(5_000);

  // Accept.
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText(DESIGN_MESSAGES.accepted)).toBeVisible();
  await expect(page.locator('.pod-page .ant-tag').first()).toHaveText('Designed');

  // The store delivers the same webhook again: one order, same history, still accepted.
  const before = await orderRow(token, order!.id);
  const again = await fetch(`${DEMO_STORE_URL}/__fake/deliveries/${delivery.id}/redeliver`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 2 }) });
  expect(((await again.json()) as { attempts: number[] }).attempts).toEqual([202, 200, 200]);
  expect(await ordersOf(token, email)).toHaveLength(1);
  const after = await orderRow(token, order!.id);
  expect(after.status).toBe('accepted');
  expect(after.history.map((h) => h.id)).toEqual(before.history.map((h) => h.id));

  // The artwork is edited (red text now); Regenerate renders the version pinned at intake, live on the open page.
  await saveArtwork(token, artworkId, '#ff0000');
  const heardBefore = live.length;
  await card.getByRole('button', { name: 'Re Generate' }).click();
  await expect(page.getByText(DESIGN_MESSAGES.regenerated)).toBeVisible();
  // The mutation's answer leaves the design Pending (a spinner); only the live updates bring the file.
  await expect(card.locator('img')).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(page.locator('.pod-page .ant-tag').first()).toHaveText('ReviewDesign');
  // Pending (the request), Processing (media took it), Completed (the file) arrived over the socket.
  await expect.poll(() => live.slice(heardBefore)).toEqual(expect.arrayContaining(['Pending', 'Processing', 'Completed']));
  expect(live.slice(heardBefore).indexOf('Processing')).toBeLessThan(live.slice(heardBefore).lastIndexOf('Completed'));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  const regenerated = await downloadPrintFile(page);
  expect(pixelmatch(first.png.data, regenerated.png.data, undefined, first.png.width, first.png.height, { threshold: 0 })).toBe(0);
});
