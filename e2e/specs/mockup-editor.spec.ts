import { expect, test, type Page } from '../support/test';
import { PNG } from 'pngjs';
import { signInWithToken } from '../support/auth';
import { gql, tokenFor } from '../support/api';

/**
 * Issue 24 item 1, the mockup editor as Listing staff use it (spec 002 §2.7, §9; spec 001 product
 * type editor "Mockups"): the product type's Mockups card opens mfe-design's editor on a mockup;
 * 'Add Printarea' places a box of one of the type's print areas, an arrow nudges it 1 px (undo
 * puts it back), 'Enable clipping mask' turns on the mask, Save says 'Mockup updated'; after a
 * reload the editor finds the print area with its mask, and so does the API.
 * One sign-in (the API token the mockup is made with, given to the page), direct navigation.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

/** A 1200 × 900 grey photo: wider than 800 px, so the canvas draws it 800 px wide. */
function photo(): Buffer {
  const png = new PNG({ width: 1200, height: 900 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** Uploads the photo the way the browser does (signed form, createFile) and makes it a mockup of the product type. */
async function newMockup(token: string, productTypeID: string, title: string): Promise<string> {
  const bytes = photo();
  const filename = `${title}.png`;
  const { createSignedUrl: signed } = await gql<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string }[] } }>(
    'mutation($filename: String!, $fileMime: String!) { createSignedUrl(filename: $filename, fileMime: $fileMime) { key url fields { name value } } }',
    { filename, fileMime: 'image/png' },
    token,
  );
  const form = new FormData();
  for (const field of signed.fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  expect((await fetch(signed.url, { method: 'POST', body: form })).ok).toBe(true);
  const { createFile } = await gql<{ createFile: { id: string } }>(
    'mutation($input: CreateFileInput!) { createFile(input: $input) { id } }',
    { input: { key: signed.key, file_name: filename, file_mime: 'image/png', file_size: bytes.length, source: 'aws' } },
    token,
  );
  const { createMockup } = await gql<{ createMockup: { id: string } }>(
    'mutation($f: ID!, $t: ID!) { createMockup(fileID: $f, productTypeID: $t, isProductTypeMockup: true) { id } }',
    { f: createFile.id, t: productTypeID },
    token,
  );
  return createMockup.id;
}

async function openEditor(page: Page, productTypeId: string, title: string) {
  await page.goto(`/admin/product-types/edit/${productTypeId}`);
  await page.getByRole('button', { name: `Edit mockup ${title}` }).click();
  const editor = page.getByRole('dialog', { name: /^Mockups of / });
  await expect(editor.getByText(`${title} (1200 × 900)`)).toBeVisible();
  return editor;
}

test('listing adds a print area with a clipping mask to a product type’s mockup, saves, and finds it after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await tokenFor('listing@pod.local');
  const types = await gql<{ productTypes: { hits: { id: string; printAreas: { id: string; name: string; width: number | null; height: number | null }[] }[] } }>(
    '{ productTypes { hits { id printAreas { id name width height } } } }',
    {},
    token,
  );
  const type = types.productTypes.hits.find((t) => t.printAreas.some((p) => p.width && p.height))!;
  const area = type.printAreas.find((p) => p.width && p.height)!;
  const title = `e2e-mockup-editor-${Date.now()}`;
  const mockupId = await newMockup(token, type.id, title);
  await signInWithToken(page, token);

  let editor = await openEditor(page, type.id, title);
  // the photo is wider than 800 px: the canvas is 800 px wide at 100 %
  await expect.poll(async () => (await editor.getByTestId('mockup-canvas').boundingBox())?.width).toBe(800);

  await editor.getByRole('button', { name: /Add Printarea/ }).click();
  const areaItem = page.getByRole('menuitem', { name: `${area.name} (${area.width} × ${area.height})` });
  await areaItem.click();
  const layers = editor.getByRole('region', { name: 'Layers' });
  await expect(layers.getByText(area.name, { exact: true })).toBeVisible();
  const x = editor.getByRole('spinbutton', { name: 'X', exact: true });
  const placed = Number(await x.inputValue());

  // arrows nudge the selection 1 px; undo comes from the editor core. The Add Printarea menu must
  // be gone first: while it closes it still has the focus and takes the arrow key itself.
  await expect(areaItem).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(x).toHaveValue(String(placed + 1));
  await page.keyboard.press('Control+z');
  await expect(x).toHaveValue(String(placed));

  const settings = editor.getByRole('region', { name: 'Layer Settings' });
  await settings.getByRole('switch', { name: 'Enable clipping mask' }).click();
  await expect(settings.getByRole('spinbutton', { name: 'Mask width' })).toBeVisible();

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mockup updated')).toBeVisible();
  await expect(editor).toBeHidden();

  await page.reload();
  editor = await openEditor(page, type.id, title);
  await editor.getByRole('region', { name: 'Layers' }).getByText(area.name, { exact: true }).click();
  await expect(editor.getByRole('region', { name: 'Layer Settings' }).getByRole('switch', { name: 'Enable clipping mask' })).toBeChecked();

  const saved = await gql<{ mockup: { layers: { type: string; printArea: { id: string }; clippingMaskEnable: boolean; clippingMask: { width: number } | null }[] } }>(
    'query($id: ID!) { mockup(id: $id) { layers } }',
    { id: mockupId },
    token,
  );
  expect(saved.mockup.layers).toMatchObject([{ type: 'Printarea', printArea: { id: area.id }, clippingMaskEnable: true }]);
  expect(saved.mockup.layers[0].clippingMask!.width).toBeGreaterThan(0);
});
