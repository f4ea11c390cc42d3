import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { signIn } from '../support/auth';
import { createActivatedUser, gql, tokenFor } from '../support/api';
import { PNG } from '../support/ui';

/** Spec 002 §2.9 font picker, §3 Font, §5 (.ttf only), §6 (custom fonts are their owner's). */

// A .ttf from the npm font package media seeds its global fonts from (OFL), not a fixture of ours.
const fromMedia = createRequire(fileURLToPath(new URL('../../services/media/package.json', import.meta.url)));
const OSWALD_LIGHT = fromMedia.resolve('@expo-google-fonts/oswald/200ExtraLight/Oswald_200ExtraLight.ttf');

const FONT_MESSAGE = 'Please upload the correct font format (.ttf)!';

async function artworkWithText(token: string, title: string): Promise<string> {
  const category = (await gql<{ createArtworkCategory: { id: string } }>(`mutation($t: String) { createArtworkCategory(title: $t) { id } }`, { t: `${title} category` }, token)).createArtworkCategory.id;
  const { createArtwork } = await gql<{ createArtwork: { id: string } }>(
    `mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }`,
    { i: { title, categoryIds: [category], width: 600, height: 300 } },
    token,
  );
  const layer = { id: 'greeting', type: 'Text', title: 'Greeting', x: 20, y: 100, width: 560, fontSize: 80, fontFamily: 'Oswald-regular', fill: '#222222', values: [{ active: true, text: 'Hello fonts' }] };
  await gql(`mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { id } }`, { id: createArtwork.id, i: { templates: [{ title: 'Main', isDefault: true, layers: [layer] }] } }, token);
  return createArtwork.id;
}

test('a seller uploads a .ttf on Custom Fonts, picks it for a text layer and saves it; other sellers never see it', async ({ page }) => {
  const seller = await tokenFor('seller@pod.local');
  const artworkId = await artworkWithText(seller, `E2E Fonts ${Date.now()}`);

  await signIn(page, 'seller@pod.local');
  await page.goto(`/artworks/${artworkId}/design`);
  await page.getByRole('region', { name: 'Layers' }).getByText('Greeting').click();
  await page.getByRole('button', { name: 'Font' }).click();
  const picker = page.getByTestId('font-picker');
  await expect(picker).toBeVisible();
  // a Seller may not upload global fonts
  await expect(picker.getByRole('tab', { name: 'Global Fonts' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByRole('button', { name: 'Upload Font' })).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'Oswald', exact: true })).toBeVisible();

  await picker.getByRole('tab', { name: 'Custom Fonts' }).click();
  // not a font: refused before anything is sent
  let chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload Font' }).click();
  await (await chooser).setFiles({ name: 'picture.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(FONT_MESSAGE)).toBeVisible();
  await expect(page.getByText(FONT_MESSAGE)).toHaveCount(0);
  // a picture renamed .ttf: media reads the bytes and refuses it with the same message
  chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload Font' }).click();
  await (await chooser).setFiles({ name: 'picture.ttf', mimeType: 'font/ttf', buffer: PNG });
  await expect(page.getByText(FONT_MESSAGE)).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload Font' }).click();
  await (await chooser).setFiles({ name: 'Oswald_200ExtraLight.ttf', mimeType: 'font/ttf', buffer: await readFile(OSWALD_LIGHT) });
  const custom = picker.getByRole('button', { name: 'Oswald', exact: true });
  await expect(custom).toBeVisible();
  await expect(picker.getByText('200', { exact: true })).toBeVisible();
  await custom.click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Font' })).toContainText('Oswald 200');
  // the editor keeps it until Save (one undo step, saved with the rest of the document)
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artwork updated')).toBeVisible();

  // saved: the layer stores '{fontId}-{variant}' of the seller's custom font
  const { fonts } = await gql<{ fonts: { hits: Array<{ id: string; family: string; global: boolean; variants: Array<{ variant: string }> }> } }>(
    `query { fonts(global: false, page: 1, pageSize: 900) { hits { id family global variants { variant } } } }`,
    {},
    seller,
  );
  const uploaded = fonts.hits.find((f) => f.family === 'Oswald' && f.variants.some((v) => v.variant === '200'));
  expect(uploaded).toBeDefined();
  await expect(async () => {
    const { artwork } = await gql<{ artwork: { templates: Array<{ layers: Array<{ id: string; fontFamily: string }> }> } }>(`query($id: ID!) { artwork(id: $id) { templates } }`, { id: artworkId }, seller);
    expect(artwork.templates[0]!.layers.find((l) => l.id === 'greeting')!.fontFamily).toBe(`${uploaded!.id}-200`);
  }).toPass({ timeout: 15_000 });
  // the canvas redrew with it (the scene builder loaded the font)
  await expect(page.getByText('The artwork could not be drawn')).toHaveCount(0);
  await expect(page.getByTestId('artwork-canvas').locator('canvas').first()).toBeVisible();

  // another seller sees the global fonts but not this custom one, by list or by id
  const other = await createActivatedUser('Seller');
  const otherToken = await tokenFor(other.email, other.password);
  const theirs = await gql<{ fonts: { hits: Array<{ id: string }> } }>(`query { fonts(page: 1, pageSize: 900) { hits { id } } }`, {}, otherToken);
  expect(theirs.fonts.hits.map((f) => f.id)).not.toContain(uploaded!.id);
  expect(theirs.fonts.hits.map((f) => f.id)).toContain('Oswald');
  await expect(gql(`query($id: ID!) { font(id: $id) { id } }`, { id: uploaded!.id }, otherToken)).rejects.toThrow('Font not found');

  // the owner deletes it from the picker
  await page.getByRole('button', { name: 'Font' }).click();
  await picker.getByRole('tab', { name: 'Custom Fonts' }).click();
  await picker.getByRole('button', { name: 'Delete Oswald' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('delete font success')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Oswald', exact: true })).toHaveCount(0);
});
