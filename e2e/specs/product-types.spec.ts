import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { gql, tokenFor } from '../support/api';
import { PNG, chooseCategory } from '../support/ui';

/** Spec 001 "Product type editor", §3, §4, §5 "Product type", §8 messages; spec 002 §2.1 route access. */

const T_SHIRTS = '00000000-0000-4000-b000-000000000001';
const CREATE = 'mutation C($input: ProductTypeInput!) { createProductType(input: $input) { id } }';

async function fillAttribute(page: Page, n: number, name: string, options: string) {
  await page.getByLabel(`Attribute ${n} name`).fill(name);
  await page.getByLabel(`Attribute ${n} options`).fill(options);
  await page.getByLabel(`Attribute ${n} options`).blur();
}

test('listing staff create a product type with two attributes and a print area, then update it', async ({ page }) => {
  const stamp = Date.now();
  const title = `E2E Tee ${stamp}`;
  const sku = `E2E-TEE-${stamp}`;
  await signIn(page, 'listing@pod.local');
  await page.goto('/admin/product-types');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/admin\/product-types\/add$/);

  // a new type: mockups wait for the first save
  await expect(page.getByRole('button', { name: 'Upload mockup' })).toBeDisabled();
  await page.getByRole('button', { name: 'Upload mockup' }).locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Please save the product base first, then add mockups' })).toBeVisible();

  // Save on the empty form names what is missing (spec 001 §5)
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('Please input title', { exact: true })).toBeVisible();
  await expect(page.getByText('Please input sku', { exact: true })).toBeVisible();
  await expect(page.getByText('Please input categories', { exact: true })).toBeVisible();
  await expect(page.getByText('Please input your print file!', { exact: true })).toBeVisible();
  await expect(page.getByText('Please input your attribute!', { exact: true })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Description').fill('Made by the e2e suite');
  await chooseCategory(page, 'T-Shirts');

  // attributes: the slug follows the name; options are comma tags
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await expect(save).toBeDisabled();
  await page.getByLabel('Attribute 1 name').fill('Sleeve Length!');
  await expect(page.getByLabel('Attribute 1 slug')).toHaveValue('sleeve-length');
  await fillAttribute(page, 1, 'Size', 'S,M,L,');
  await expect(page.getByLabel('Attribute 1 slug')).toHaveValue('size');
  for (const option of ['S', 'M', 'L']) await expect(page.locator('.ant-select-selection-item', { hasText: new RegExp(`^${option}$`) })).toBeVisible();

  await page.getByRole('button', { name: 'Add attribute' }).click();
  await fillAttribute(page, 2, 'Size', 'Red,Blue,');
  await expect(page.getByText('Attribute name/slug is unique. Please input again!')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Attribute 2 name').fill('Color');
  await expect(page.getByLabel('Attribute 2 slug')).toHaveValue('color');
  await expect(page.getByText('Attribute name/slug is unique. Please input again!')).toHaveCount(0);

  // a third row deleted through its confirmation
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await page.getByRole('button', { name: 'Delete attribute 3' }).click();
  await page.getByRole('tooltip').filter({ hasText: 'Are you sure to delete?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('Attribute 3 name')).toHaveCount(0);

  // print area: Default at 300 dpi; Save waits for width and height
  await page.getByRole('button', { name: 'Add print area' }).click();
  await expect(page.getByLabel('Print area 1 name')).toHaveValue('Default');
  await expect(page.getByLabel('Print area 1 dpi')).toHaveValue('300');
  await expect(save).toBeDisabled();
  await page.getByLabel('Print area 1 width').fill('4500');
  await expect(save).toBeDisabled();
  await page.getByLabel('Print area 1 height').fill('5400');
  await expect(save).toBeEnabled();

  // an image through the signed upload
  await page.locator('.ant-upload input[type=file][accept=".jpg,.jpeg,.png"]').setInputFiles({ name: 'e2e-front.png', mimeType: 'image/png', buffer: PNG });
  const thumbnail = page.getByRole('img', { name: 'e2e-front.png' });
  await expect(thumbnail).toHaveAttribute('src', /\/media\/img\/200\/u\//);

  await save.click();
  await expect(page.getByText('Product type has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product-types\/edit\/[0-9a-f-]{36}$/);
  // a new type has no variants yet: the editor leads on to them
  await expect(page.getByRole('button', { name: 'Add variants' })).toBeVisible();
  // saved: the mockups card takes uploads now
  await expect(page.getByRole('button', { name: 'Upload mockup' })).toBeEnabled();

  // everything came back from the server
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('SKU')).toHaveValue(sku);
  await expect(page.getByLabel('Attribute 1 name')).toHaveValue('Size');
  await expect(page.getByLabel('Attribute 2 slug')).toHaveValue('color');
  await expect(page.locator('.ant-select-selection-item', { hasText: /^Blue$/ })).toBeVisible();
  await expect(page.getByLabel('Print area 1 width')).toHaveValue('4500');
  await expect(page.locator('.ant-select-selection-item', { hasText: 'T-Shirts' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'e2e-front.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Variants' })).toHaveAttribute('href', /\/admin\/product-types\/[0-9a-f-]{36}\/variants$/);

  await page.getByLabel('Title').fill(`${title} v2`);
  await save.click();
  await expect(page.getByText('Product type has been updated')).toBeVisible();

  // Cancel goes to the list, where search finds it by SKU
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/product-types$/);
  await page.getByLabel('Search product types').fill(sku);
  await page.getByLabel('Search product types').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(`${title} v2`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('T-Shirts');
  await expect(row.getByRole('img', { name: `${title} v2` })).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit ${title} v2` })).toBeVisible();
});

test('row messages show under the cells, and a server refusal comes as a notification with its message', async ({ page }) => {
  const listing = await tokenFor('listing@pod.local');
  const sku = `E2E-DUP-${Date.now()}`;
  const base = {
    categories: [T_SHIRTS],
    attributes: [{ name: 'Size', slug: 'size', options: ['S'] }],
    printAreas: [{ name: 'Default', width: 100, height: 100 }],
  };
  await gql(CREATE, { input: { ...base, title: 'E2E first owner of the SKU', sku } }, listing);

  await signIn(page, 'listing@pod.local');
  await page.goto('/admin/product-types/add');
  await page.getByLabel('Title').fill('E2E duplicate SKU');
  await page.getByLabel('SKU').fill(sku);
  await chooseCategory(page, 'T-Shirts');
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await fillAttribute(page, 1, 'Size', 'S,');
  await page.getByLabel('Attribute 1 name').fill('');
  await expect(page.getByText('Please input name', { exact: true })).toBeVisible();
  await page.getByLabel('Attribute 1 name').fill('Size');
  await page.getByLabel('Attribute 1 slug').fill('');
  await expect(page.getByText('Please input slug', { exact: true })).toBeVisible();
  await page.getByLabel('Attribute 1 slug').fill('size');

  await page.getByRole('button', { name: 'Add print area' }).click();
  await page.getByLabel('Print area 1 width').fill('10');
  await page.getByLabel('Print area 1 width').fill('');
  await expect(page.getByText('Please input width', { exact: true })).toBeVisible();
  await page.getByLabel('Print area 1 width').fill('100');
  await page.getByLabel('Print area 1 height').fill('100');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toContainText('Error');
  await expect(notice).toContainText('SKU already exists');
  await expect(page).toHaveURL(/\/admin\/product-types\/add$/);
});

test('the server refuses the invalid input the editor refuses, with the same messages', async () => {
  const listing = await tokenFor('listing@pod.local');
  const valid = {
    title: `E2E API ${Date.now()}`,
    sku: `E2E-API-${Date.now()}`,
    categories: [T_SHIRTS],
    attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
    printAreas: [{ name: 'Default', width: 100, height: 100 }],
  };
  const refused = (input: Record<string, unknown>) => gql(CREATE, { input: { ...valid, ...input } }, listing);

  await expect(refused({ title: ' ' })).rejects.toThrow(/^Please input title$/);
  await expect(refused({ sku: '' })).rejects.toThrow(/^Please input sku$/);
  await expect(refused({ categories: [] })).rejects.toThrow(/^Please input categories$/);
  await expect(refused({ printAreas: [] })).rejects.toThrow(/^Please input your print file!$/);
  await expect(refused({ attributes: [] })).rejects.toThrow(/^Please input your attribute! $/);
  await expect(refused({ attributes: [{ name: 'Size', slug: '', options: ['S'] }] })).rejects.toThrow(/^Please input slug$/);
  await expect(refused({ attributes: [{ name: 'Size', slug: 'size', options: [] }] })).rejects.toThrow(/^Please input options$/);
  await expect(
    refused({ attributes: [{ name: 'Size', slug: 'size', options: ['S'] }, { name: 'size', slug: 'size-2', options: ['M'] }] }),
  ).rejects.toThrow(/^Attribute name\/slug is unique\. Please input again!$/);
  await expect(refused({ printAreas: [{ name: 'Front', height: 100 }] })).rejects.toThrow(/^Please input width$/);
  await expect(refused({ printAreas: [{ name: 'Front', width: 100 }] })).rejects.toThrow(/^Please input height$/);

  // the valid input goes through, and a Seller may not write product types
  const created = await gql(CREATE, { input: valid }, listing);
  expect(created.createProductType.id).toMatch(/^[0-9a-f-]{36}$/);
  const seller = await tokenFor('seller@pod.local');
  await expect(gql(CREATE, { input: { ...valid, sku: `${valid.sku}-S` } }, seller)).rejects.toThrow();
});

test('a seller reads the product types without editing links and cannot open the editor', async ({ page }) => {
  const listing = await tokenFor('listing@pod.local');
  const title = `E2E Seller View ${Date.now()}`;
  await gql(
    CREATE,
    {
      input: {
        title,
        sku: `E2E-SV-${Date.now()}`,
        state: 'active',
        categories: [T_SHIRTS],
        attributes: [{ name: 'Size', slug: 'size', options: ['S'] }],
        printAreas: [{ name: 'Default', width: 100, height: 100 }],
      },
    },
    listing,
  );
  await signIn(page, 'seller@pod.local');
  await page.goto('/product-types');
  await page.getByLabel('Search product types').fill(title);
  await page.getByLabel('Search product types').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);

  await page.goto('/admin/product-types/add');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
