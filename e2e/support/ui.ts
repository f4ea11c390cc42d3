import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Steps on antd widgets that several specs take. The clicks are retried because a click that
 * lands while a dropdown or menu is still animating open is lost.
 */

/** A real 2×2 PNG, so the image route has something to resize. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==',
  'base64',
);

/** The options of the antd select dropdown that is open. */
export function openOptions(page: Page) {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
}

/** A Seller picks `title` in the header's site selector. */
export async function chooseSite(page: Page, title: string) {
  await expect(async () => {
    // typed first: the list is virtual, and other specs connect more sites than it renders
    await page.getByRole('banner').getByLabel('Current site').fill(title);
    await openOptions(page).getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    // a click that lands while the list animates open can leave it open and the site unchanged
    await expect(page.getByRole('banner')).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks `title` in the product type editor's Categories select (typed first: the list is virtual). */
export async function chooseCategory(page: Page, title: string) {
  await expect(async () => {
    await page.getByLabel('Categories').fill(title);
    await openOptions(page).getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    await expect(page.locator('.ant-select-selection-item', { hasText: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

/** Variants screen: "Select by {attribute}" → option. */
export async function selectByOption(page: Page, attribute: string, option: string) {
  await expect(async () => {
    await page.getByLabel(`Select by ${attribute}`).click();
    await openOptions(page).getByTitle(option, { exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Variants screen: Bulk Edit menu → entry. */
export async function bulkEdit(page: Page, entry: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Bulk Edit' }).hover();
    await page.getByRole('menuitem', { name: entry, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks the artwork `title` for a print area on the product form: 'Choose Artwork' opens
 * mfe-design's chooser (spec 002 §2.4); search it, select its card, OK.
 */
export async function chooseArtwork(page: Page, printArea: string, title: string) {
  const group = page.getByRole('group', { name: `Artwork for ${printArea}` });
  await group.getByRole('button', { name: 'Choose Artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Artwork' });
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await dialog.getByPlaceholder('Search artwork...').fill(title);
  await dialog.getByRole('option', { name: title, exact: true }).click();
  await expect(dialog.getByRole('option', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByText(title, { exact: true })).toBeVisible();
}

/**
 * Moves a dnd-kit sortable item `steps` places with its keyboard sensor: each arrow press is
 * followed by waiting for dnd-kit's live announcement to change (the move was handled).
 */
export async function dragWithKeyboard(page: Page, handle: Locator, steps: number, key: 'ArrowUp' | 'ArrowDown') {
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const press = async (name: string) => {
    const before = (await announcement.textContent().catch(() => null)) ?? '';
    await page.keyboard.press(name);
    await expect(announcement).not.toHaveText(before);
  };
  await handle.focus();
  await press('Space');
  for (let i = 0; i < steps; i++) await press(key);
  await page.keyboard.press('Space');
}

/** The rows the table shows once it has loaded (antd keeps a placeholder row when empty). */
export function tableRows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

export async function tableSettled(page: Page) {
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}
