import { expect, test } from '../support/test';
import { PNG } from 'pngjs';
import { DEMO_PRODUCT_TYPE_IDS, DEMO_SITES } from '@pod/contracts';
import { signInSellerOn } from '../support/auth';
import { GATEWAY_URL, gql, tokenFor, uploadPngFile } from '../support/api';
import { chooseArtwork } from '../support/ui';

/**
 * Issue 24 item 2–3: a seller creates a product from the demo Ceramic Mug (whose seeded mockup has
 * a Printarea over the Wrap print area); the form renders the mockup with the chosen artwork over
 * the bus (Submit disabled meanwhile), the variant images show the artwork (pixels), and the
 * product pushed to the demo store carries the mockup as its first image.
 */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
const GATEWAY = GATEWAY_URL.replace(/\/graphql$/, '');

function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

/** Share of the picture's pixels that are clearly red (the artwork, taking the mug photo's shading). */
function redShare(bytes: Buffer): number {
  const png = PNG.sync.read(bytes);
  let red = 0;
  for (let i = 0; i < png.width * png.height; i++) {
    const [r, g, b, a] = png.data.subarray(i * 4, i * 4 + 4);
    if (a! > 200 && r! > 120 && g! < 90 && b! < 90) red++;
  }
  return red / (png.width * png.height);
}

test('a new product renders its mockups with the artwork before Submit, and the store gets them', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `E2E Mockup Mug ${stamp}`;
  const artworkTitle = `E2E Red Wrap ${stamp}`;
  const site = DEMO_SITES.woo;

  // An artwork of the seller that is red all over (the mug's Wrap print area is 2700 × 1100).
  const token = await tokenFor('seller@pod.local');
  const red = await uploadPngFile(token, 'red.png', solidPng(16, 16, [220, 0, 0]));
  const { createArtwork } = await gql(
    'mutation A($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title: artworkTitle, categoryIds: [SELLER_ARTWORK_CATEGORY], width: 2700, height: 1100 } },
    token,
  );
  const layer = { id: 'red', type: 'Image', title: 'Red', x: 0, y: 0, width: 2700, height: 1100, values: [{ active: true, file: { key: red.key, url: red.url } }] };
  await gql('mutation U($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }', { id: createArtwork.id, input: { templates: [{ title: 'Main', isDefault: true, layers: [layer] }] } }, token);

  await signInSellerOn(page, site.id);
  await page.goto(`/products/add/step2/${DEMO_PRODUCT_TYPE_IDS.mug}`);
  await page.getByLabel('Title').fill(title);
  const submit = page.getByRole('button', { name: 'Submit' });
  // A render can be quick: the page itself records, at every DOM change, whether the loading state
  // was shown and what Submit and its reasons said at that moment.
  await page.evaluate(() => {
    const seen = { rendering: 0, submitEnabled: 0, reasonShown: 0 };
    Object.assign(window, { mockupWatch: seen });
    new MutationObserver(() => {
      if (!document.querySelector('[role="status"][aria-label="Rendering mockups"]')) return;
      seen.rendering++;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Submit');
      if (button && !button.disabled) seen.submitEnabled++;
      if (document.querySelector('[data-testid="submit-blockers"]')?.textContent?.includes('Wait for the mockups to finish rendering')) seen.reasonShown++;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await chooseArtwork(page, 'Wrap', artworkTitle);

  // Rendering: a loading state with progress while Submit waits, then the mockup.
  const mockupsCard = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Mockups$/ }) });
  await expect(mockupsCard.getByRole('img', { name: 'Mockup' })).toHaveCount(1, { timeout: 90_000 });
  await expect(mockupsCard.getByRole('status')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  // The print check warns of the 16 px picture stretched over 9 printed inches; Submit stays allowed.
  await page.getByRole('button', { name: 'Print check: 1 issue for Wrap' }).click();
  const check = page.getByRole('dialog', { name: 'Print check: Wrap' });
  await expect(check.getByLabel('Layers with issues')).toHaveText('RedSoft: 2 dpi (below 150)');
  await expect(check.getByRole('img', { name: 'Print check' }).locator('[data-problem="soft"]')).toHaveCount(1);
  await check.getByRole('button', { name: 'Close' }).click();
  await expect(submit).toBeEnabled();
  const seen = await page.evaluate(() => (window as unknown as { mockupWatch: { rendering: number; submitEnabled: number; reasonShown: number } }).mockupWatch);
  expect(seen.rendering).toBeGreaterThan(0);
  expect(seen.submitEnabled).toBe(0);
  expect(seen.reasonShown).toBe(seen.rendering);

  // Both variants show the rendered mockup, with the red artwork on the mug.
  for (const sku of ['MUG:11oz', 'MUG:15oz']) {
    const thumbnail = page.getByRole('img', { name: `Image of ${sku}` });
    const src = await thumbnail.getAttribute('src');
    expect(src).toContain('/img/100/product-mockups/');
    const original = src!.replace('/img/100/', '/img/auto/');
    const bytes = Buffer.from(await (await page.request.get(original)).body());
    expect(redShare(bytes)).toBeGreaterThan(0.02);
  }

  await submit.click();
  await expect(page.getByText('Product created')).toBeVisible();
  const pushRow = page.getByRole('row', { name: new RegExp(title) });
  await expect(pushRow.getByText('Pushed', { exact: true })).toBeVisible({ timeout: 60_000 });

  // The demo store's product: the mockup first among its images, and on its variations.
  const rest = (endpoint: string, query: Record<string, string> = {}) =>
    fetch(`${GATEWAY}/rest/${site.id}?${new URLSearchParams({ endpoint, ...query })}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const [stored] = (await rest('products', { search: title })) as Array<{ id: number; images: Array<{ id: number; src: string }> }>;
  expect(stored!.images[0]!.src).toMatch(/\/img\/auto\/product-mockups\//);
  const variations = (await rest(`products/${stored!.id}/variations`)) as Array<{ image: { id: number } | null }>;
  expect(variations.map((v) => v.image?.id)).toEqual(variations.map(() => stored!.images[0]!.id));
  const pushedImage = Buffer.from(await (await fetch(stored!.images[0]!.src)).arrayBuffer());
  expect(redShare(pushedImage)).toBeGreaterThan(0.02);
});
