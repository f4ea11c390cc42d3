import { expect, test, type Locator, type Page } from '../support/test';
import { gql, tokenFor } from '../support/api';
import { signIn } from '../support/auth';
import { bulkEdit, dragWithKeyboard, selectByOption } from '../support/ui';

/** Spec 001 §2 "Product type variants screen", §4 missing variants, §5 "Variant prices", §8. */

const CREATE_CATEGORY = 'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }';
const CREATE_TYPE = 'mutation T($input: ProductTypeInput!) { createProductType(input: $input) { id printAreas { id name } } }';
const SAVE_VARIANTS = `mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
  saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) { id sku }
}`;

interface Attribute {
  name: string;
  slug: string;
  options: string[];
}

/** Creates a type whose SKU is `prefix` plus a stamp (SKUs are unique across types). */
async function createType(prefix: string, attributes: Attribute[], printAreas = ['Front']) {
  const admin = await tokenFor('admin@pod.local');
  const stamp = Date.now();
  const sku = `${prefix}${stamp % 1_000_000}`;
  const category = await gql<{ createCategory: { id: string } }>(CREATE_CATEGORY, { input: { title: `E2E variants ${stamp}` } }, admin);
  const created = await gql<{ createProductType: { id: string; printAreas: { id: string; name: string }[] } }>(
    CREATE_TYPE,
    {
      input: {
        title: `E2E ${sku} ${stamp}`,
        sku,
        categories: [category.createCategory.id],
        attributes,
        printAreas: printAreas.map((name) => ({ name, width: 4500, height: 5400, dpi: 300 })),
      },
    },
    admin,
  );
  return { admin, sku, id: created.createProductType.id, printAreas: created.createProductType.printAreas };
}

function bodyRows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

function variantRow(page: Page, label: string) {
  return bodyRows(page).filter({ has: page.getByText(label, { exact: true }) });
}

async function setPrice(row: Locator, label: string, value: string) {
  const input = row.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.blur();
}

test('generate missing variants, select by option, bulk price, fix a rule violation, reorder and save', async ({ page }) => {
  const { admin, sku, id, printAreas } = await createType('VTS', [
    { name: 'Color', slug: 'color', options: ['Black', 'White'] },
    { name: 'Size', slug: 'size', options: ['S', 'M', 'L'] },
  ]);
  await signIn(page, 'admin@pod.local');
  await page.goto(`/admin/product-types/${id}/variants`);
  await expect(page.getByText('No variants added.')).toBeVisible();

  // §4: the full cross product, SKU = type SKU + options joined by ':'
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(bodyRows(page)).toHaveCount(6);
  await expect(variantRow(page, 'White / M').getByLabel('SKU')).toHaveValue(`${sku}:White:M`);
  await expect(variantRow(page, 'Black / S').getByLabel('Front width')).toHaveValue('0');
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(page.getByText('No missing variants')).toBeVisible();
  await page.getByRole('button', { name: 'Select Variants' }).click();
  await expect(page.getByText('No missing variants').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select Variants' })).toHaveCount(0);

  // selection by attribute option, then "All price" with its own rules
  await selectByOption(page, 'Color', 'Black');
  await expect(page.getByText('3 selected')).toBeVisible();
  await bulkEdit(page, 'All price');
  const allPrice = page.getByRole('dialog', { name: 'Update all prices' });
  await allPrice.getByRole('button', { name: 'Apply' }).click();
  await expect(allPrice.getByText('Please input regular price')).toBeVisible();
  await allPrice.getByLabel('Regular price').fill('19.99');
  await allPrice.getByRole('button', { name: 'Apply' }).click();
  await expect(allPrice.getByText('Please input base cost')).toBeVisible();
  await allPrice.getByLabel('Base cost').fill('8.5');
  await allPrice.getByLabel('Sale price').fill('25');
  await allPrice.getByRole('button', { name: 'Apply' }).click();
  await expect(allPrice.getByText('Sale price is smaller regular')).toBeVisible();
  await allPrice.getByLabel('Sale price').fill('17.99');
  await allPrice.getByRole('button', { name: 'Apply' }).click();
  await expect(allPrice).toBeHidden();
  for (const size of ['S', 'M', 'L']) {
    const row = variantRow(page, `Black / ${size}`);
    await expect(row.getByLabel('Base cost')).toHaveValue('8.50');
    await expect(row.getByLabel('Regular price')).toHaveValue('19.99');
    await expect(row.getByLabel('Sale price')).toHaveValue('17.99');
  }
  await expect(variantRow(page, 'White / S').getByLabel('Base cost')).toHaveValue('');

  // a single price goes to the White rows too (selection by option adds to the selection)
  await selectByOption(page, 'Color', 'White');
  await expect(page.getByText('6 selected')).toBeVisible();
  await bulkEdit(page, 'Regular price');
  const single = page.getByRole('dialog', { name: 'Update regular price' });
  await single.getByLabel('Regular price').fill('24');
  await single.getByRole('button', { name: 'Apply' }).click();
  await expect(single).toBeHidden();
  await expect(variantRow(page, 'White / L').getByLabel('Regular price')).toHaveValue('24.00');
  await expect(variantRow(page, 'Black / L').getByLabel('Regular price')).toHaveValue('24.00');

  // §5: a broken rule shows on its row and disables Save
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  const whiteM = variantRow(page, 'White / M');
  await setPrice(whiteM, 'Sale price', '30');
  await expect(whiteM.getByText('Please follow this rule: base cost <= sale price <= regular price')).toBeVisible();
  await expect(save).toBeDisabled();
  await setPrice(whiteM, 'Base cost', '40');
  await setPrice(whiteM, 'Sale price', '');
  await expect(whiteM.getByText('Regular price must be greater or equals to base cost')).toBeVisible();
  await expect(save).toBeDisabled();
  await setPrice(whiteM, 'Base cost', '9');
  await setPrice(whiteM, 'Sale price', '21');
  await expect(whiteM.getByRole('alert')).toHaveCount(0);
  await expect(save).toBeEnabled();

  // other edits: SKU, a print size, the active switch
  await variantRow(page, 'Black / M').getByLabel('SKU').fill('VTS-BLACK-M');
  await variantRow(page, 'Black / M').getByLabel('Front width').fill('4200');
  await variantRow(page, 'White / S').getByRole('switch', { name: 'Active' }).click();

  // drag "White / L" (last) to the top with the keyboard sensor of its handle
  await dragWithKeyboard(page, variantRow(page, 'White / L').getByRole('button', { name: 'Drag to reorder' }), 5, 'ArrowUp');
  await expect(bodyRows(page).first()).toContainText('White / L');
  await expect(bodyRows(page).nth(1)).toContainText('Black / S');

  await save.click();
  await expect(page.getByText('Variants has been saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product-types$/);

  // reload: prices, SKU, size, active flag and the order are what was saved
  await page.goto(`/admin/product-types/${id}/variants`);
  await expect(bodyRows(page)).toHaveCount(6);
  const labels = ['White / L', 'Black / S', 'Black / M', 'Black / L', 'White / S', 'White / M'];
  for (const [i, label] of labels.entries()) await expect(bodyRows(page).nth(i)).toContainText(label);
  await expect(variantRow(page, 'Black / S').getByLabel('Base cost')).toHaveValue('8.50');
  await expect(variantRow(page, 'Black / S').getByLabel('Sale price')).toHaveValue('17.99');
  await expect(variantRow(page, 'White / M').getByLabel('Base cost')).toHaveValue('9.00');
  await expect(variantRow(page, 'White / M').getByLabel('Sale price')).toHaveValue('21.00');
  await expect(variantRow(page, 'White / L').getByLabel('Regular price')).toHaveValue('24.00');
  await expect(variantRow(page, 'Black / M').getByLabel('SKU')).toHaveValue('VTS-BLACK-M');
  await expect(variantRow(page, 'Black / M').getByLabel('Front width')).toHaveValue('4200');
  await expect(variantRow(page, 'White / S').getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await expect(variantRow(page, 'White / M').getByRole('switch', { name: 'Active' })).toBeChecked();

  // the server refuses a price that breaks a rule, with the spec's message, and saves nothing
  const saved = await gql<{ productTypeVariants: { id: string; sku: string; base_cost: number }[] }>(
    'query V($id: ID!) { productTypeVariants(product_type_id: $id) { id sku base_cost } }',
    { id },
    admin,
  );
  const first = saved.productTypeVariants[0];
  const invalid = {
    id: first.id,
    product_type_id: id,
    sku: first.sku,
    attributes: [
      { name: 'Color', slug: 'color', option: 'White' },
      { name: 'Size', slug: 'size', option: 'L' },
    ],
    base_cost: 10,
    retail_cost: 20,
    sale_cost: 25,
    is_active: true,
    sorting: 1,
    print_sizes: [{ print_area_id: printAreas[0].id, width: 0, height: 0 }],
  };
  await expect(gql(SAVE_VARIANTS, { product_type_id: id, variants: [invalid] }, admin)).rejects.toThrow(
    'Please follow this rule: base cost <= sale price <= regular price',
  );
  await expect(gql(SAVE_VARIANTS, { product_type_id: id, variants: [{ ...invalid, sale_cost: null, retail_cost: 0 }] }, admin)).rejects.toThrow(
    'Regular price must be greater than 0',
  );
  await expect(gql(SAVE_VARIANTS, { product_type_id: id, variants: [{ ...invalid, sale_cost: null, retail_cost: 5 }] }, admin)).rejects.toThrow(
    'Regular price must be greater or equals to base cost',
  );
  const after = await gql<{ productTypeVariants: { id: string; base_cost: number }[] }>(
    'query V($id: ID!) { productTypeVariants(product_type_id: $id) { id base_cost } }',
    { id },
    admin,
  );
  expect(after.productTypeVariants.find((v) => v.id === first.id)?.base_cost).toBeNull();
});

test('Select Variants adds the chosen missing combinations; a failed save is shown as a notification', async ({ page }) => {
  const { sku, id } = await createType('VSEL', [
    { name: 'Size', slug: 'size', options: ['S', 'M'] },
    { name: 'Material', slug: 'material', options: ['Cotton', 'Linen'] },
  ]);
  await signIn(page, 'listing@pod.local');
  await page.goto(`/admin/product-types/${id}/variants`);
  await page.getByRole('button', { name: 'Select Variants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Variants' });
  await expect(dialog.getByRole('columnheader', { name: 'Material' })).toBeVisible();
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
  const linen = dialog.getByRole('row').filter({ hasText: `${sku}:M:Linen` });
  await expect(linen).toContainText('Linen');
  await linen.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(variantRow(page, 'M / Linen').getByLabel('SKU')).toHaveValue(`${sku}:M:Linen`);

  // three more, then two rows with one SKU: the server refuses and the page says why
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(bodyRows(page)).toHaveCount(4);
  // a blank SKU is refused on the row (the server's "Please input sku") and blocks Save
  await variantRow(page, 'S / Cotton').getByLabel('SKU').fill('');
  await expect(variantRow(page, 'S / Cotton').getByText('Please input sku')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await variantRow(page, 'S / Cotton').getByLabel('SKU').fill(`${sku}:M:Linen`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-message-error')).toContainText(`Variant SKU already exists: ${sku}:M:Linen`);
  await expect(page).toHaveURL(new RegExp(`/admin/product-types/${id}/variants$`));
  // the refused rows are still unsaved edits: leaving asks first
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/variants$/);
});

test('a variants query error is shown as plain text', async ({ page }) => {
  await signIn(page, 'admin@pod.local');
  await page.goto('/admin/product-types/not-a-type/variants');
  await expect(page.locator('.pod-page .ant-card-body')).toHaveText('Product type not found');
  await expect(page.getByRole('table')).toHaveCount(0);
});

// Nothing here is timed: `npm run bench` times the save and load (product-type-variants), the store edits
// (client-variant-store-edits) and the cache save (client-cache-variants-save).
test('1296 variants (4 attributes × 6 options): generated, saved, shown 50 a page, and typing changes only the edited row', async ({ page }) => {
  test.setTimeout(240_000);
  const six = (name: string) => ({ name, slug: name.toLowerCase(), options: ['1', '2', '3', '4', '5', '6'].map((o) => `${name}${o}`) });
  const { id } = await createType('VBIG', [six('A'), six('B'), six('C'), six('D')], ['Front', 'Back']);
  await signIn(page, 'admin@pod.local');
  await page.goto(`/admin/product-types/${id}/variants`);
  await expect(page.getByText('No variants added.')).toBeVisible();

  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(page.getByText('1296 variants')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Variants has been saved!')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin/product-types/${id}/variants`);
  await expect(page.getByText('1296 variants')).toBeVisible({ timeout: 30_000 });
  await expect(bodyRows(page)).toHaveCount(50);

  // The first edit turns the page dirty (its one re-render); after it, with every row staying
  // valid, keystrokes must change the DOM of the edited rows only, not of the whole table.
  const price = bodyRows(page).nth(30).getByLabel('Regular price');
  await price.fill('5');
  await expect(price).toHaveValue('5');
  await page.evaluate(() => {
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    const w = window as unknown as { __changedRows: Set<number> };
    w.__changedRows = new Set();
    // antd marks the row under the mouse (scrolling moves it): not a change of the row
    const withoutHover = (classes: string | null) => (classes ?? '').replace('ant-table-cell-row-hover', '').trim();
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        if (record.attributeName === 'class' && withoutHover(record.oldValue) === withoutHover(node?.getAttribute('class') ?? null)) continue;
        w.__changedRows.add(rows.indexOf(node?.closest('tr.ant-table-row') as Element));
      }
    }).observe(document.querySelector('.ant-table-tbody')!, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
  });
  await price.click();
  await page.keyboard.press('End');
  await page.keyboard.type('00.5');
  await expect(price).toHaveValue('500.5');
  const skuInput = bodyRows(page).nth(40).getByLabel('SKU');
  const sku = await skuInput.inputValue();
  await skuInput.click();
  await page.keyboard.press('End');
  await page.keyboard.type('-edited');
  await expect(skuInput).toHaveValue(`${sku}-edited`);
  const changed = await page.evaluate(() => [...(window as unknown as { __changedRows: Set<number> }).__changedRows].sort((a, b) => a - b));
  expect(changed).toEqual([30, 40]);
  await expect(page.getByText('1296 variants')).toBeVisible();
});

test('on a 1440 px screen every row keeps its Active switch in view, two print areas and all', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id } = await createType(
    'VWD',
    [
      { name: 'Color', slug: 'color', options: ['Black', 'White'] },
      { name: 'Size', slug: 'size', options: ['S', 'XL'] },
    ],
    ['Front', 'Back'],
  );
  await signIn(page, 'admin@pod.local');
  await page.goto(`/admin/product-types/${id}/variants`);
  await page.getByRole('button', { name: 'Add all missing variants' }).click();
  await expect(bodyRows(page)).toHaveCount(4);

  // The table's scroll area is what a person sees of it: each switch lies inside it and the window.
  const visible = await page.locator('.ant-table-content').boundingBox();
  expect(visible).not.toBeNull();
  for (const row of await bodyRows(page).all()) {
    const box = await row.getByRole('switch', { name: 'Active' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(visible!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(1440, visible!.x + visible!.width));
  }
  await variantRow(page, 'White / XL').getByRole('switch', { name: 'Active' }).click();
  await expect(variantRow(page, 'White / XL').getByRole('switch', { name: 'Active' })).not.toBeChecked();
});
