import { expect, test, type Page } from '../support/test';
import { writePsdBuffer, type Layer } from 'ag-psd';
import { signIn } from '../support/auth';

/** Spec 002 §2.5 / §4 / §5: Import From PSD, then the design page (§2.8) with the PSD's layers. */

function pixels(width: number, height: number, rgba: [number, number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

/** A small PSD made with ag-psd: a photo, a headline, a group holding a hidden layer. */
function fixturePsd(): Buffer {
  const layers: Layer[] = [
    { name: 'Photo', left: 0, top: 0, right: 300, bottom: 200, imageData: pixels(300, 200, [220, 40, 40, 255]) },
    {
      name: 'Headline',
      text: {
        text: 'Hello PSD',
        transform: [1, 0, 0, 1, 20, 60],
        style: { font: { name: 'Lobster-Regular' }, fontSize: 36, fillColor: { r: 20, g: 20, b: 160 } },
        paragraphStyle: { justification: 'center' },
      },
    },
    {
      name: 'Badge',
      children: [
        { name: 'Star', left: 200, top: 120, right: 260, bottom: 180, imageData: pixels(60, 60, [250, 220, 0, 255]) },
        { name: 'Old logo', hidden: true, left: 10, top: 10, right: 50, bottom: 50, imageData: pixels(40, 40, [0, 0, 0, 255]) },
      ],
    },
  ];
  return writePsdBuffer({ width: 300, height: 200, channels: 3, bitsPerChannel: 8, colorMode: 3, children: layers }, { generateThumbnail: false, noBackground: true });
}

async function openImport(page: Page) {
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Import From PSD' }).click();
  return page.getByRole('dialog', { name: 'Import From PSD' });
}

async function chooseCategory(page: Page, dialog: ReturnType<Page['getByRole']>, title: string) {
  await dialog.getByLabel('Categories').click();
  const option = page.locator('.ant-select-tree').getByTitle(title, { exact: true });
  // The options load with the dialog: pick only once the tree select shows them, and see it taken.
  await expect(option).toBeVisible();
  // A click while the tree re-renders is lost: click again until the select shows it taken.
  const taken = dialog.locator('.ant-select-selection-item').filter({ hasText: title });
  await expect(async () => {
    if (!(await taken.count())) await option.click({ timeout: 2_000 });
    await expect(taken).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The multiple tree select stays open: close it by clicking the modal's title, above it.
  await dialog.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-tree')).toBeHidden();
}

test('a seller imports a PSD and lands on its design page', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  const dialog = await openImport(page);

  // Both fields are required (spec 002 §5).
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Please input your Categories!')).toBeVisible();
  await expect(dialog.getByText('Please input your file PSD!')).toBeVisible();

  await chooseCategory(page, dialog, 'Ornaments');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'e2e-poster.psd', mimeType: 'image/vnd.adobe.photoshop', buffer: fixturePsd() });
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(page.getByText('Artwork imported')).toBeVisible();
  await expect(page).toHaveURL(/\/artworks\/[0-9a-f-]{36}\/design$/);
  // The title shows once, in the editor's header beside its edit button.
  await expect(page.getByRole('heading', { name: 'e2e-poster' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'e2e-poster' })).toBeVisible();

  // The layer list: names, the group's children, the hidden one with its eye closed.
  const layers = page.getByRole('region', { name: 'Layers' });
  for (const title of ['Headline', 'Photo', 'Badge', 'Star', 'Old logo']) await expect(layers.getByText(title, { exact: true })).toBeVisible();
  await expect(layers.getByRole('button', { name: 'Hide Star' })).toBeVisible();
  await expect(layers.getByRole('button', { name: 'Show Old logo' })).toBeVisible();

  // Each layer's type shows as its properties panel.
  const props = page.getByRole('region', { name: 'Properties' });
  await layers.getByText('Photo', { exact: true }).click();
  await expect(props.getByRole('region', { name: 'Image' })).toBeVisible();
  await layers.getByText('Badge', { exact: true }).click();
  await expect(props.getByRole('region', { name: 'Group' })).toBeVisible();
  // The text layer: the matched family (the picker holds '{fontId}-{variant}', here Lobster-regular), size, colour, alignment.
  await layers.getByText('Headline', { exact: true }).click();
  const text = props.getByRole('region', { name: 'Text' });
  await expect(text.getByRole('button', { name: 'Font' })).toContainText('Lobster');
  await expect(text.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('36');
  await expect(text).toContainText(/#1414a0/i);
  await expect(text).toContainText(/center/i);

  // The canvas shows the PSD's pixels (the red photo), not a blank page.
  const canvas = page.getByTestId('artwork-canvas').locator('canvas').first();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const ctx = el.getContext('2d')!;
        // The stage has a 40 px pasteboard around the artwork (mfe-design's STAGE_MARGIN): sample inside the artwork.
        const m = 40 * (el.width / el.clientWidth);
        const [r, g, b, a] = ctx.getImageData(Math.floor(m + (el.width - 2 * m) * 0.1), Math.floor(m + (el.height - 2 * m) * 0.8), 1, 1).data;
        return r > 180 && g < 90 && b < 90 && a === 255;
      }),
    )
    .toBe(true);
});

test('a PNG renamed .psd is refused with a clear error', async ({ page }) => {
  await signIn(page, 'seller@pod.local');
  const dialog = await openImport(page);
  await chooseCategory(page, dialog, 'Ornaments');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'not-really.psd', mimeType: 'image/vnd.adobe.photoshop', buffer: png });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'The PSD could not be imported' });
  await expect(alert).toContainText('The file is not a PSD (Photoshop document)');
  await expect(page).toHaveURL(/\/artworks$/);
});
