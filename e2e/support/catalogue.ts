import { expect } from '@playwright/test';
import { gql, tokenFor, uploadPng } from './api';
import { fakeWooApi, type ConnectedSite } from './stores';

/**
 * Catalogue data arranged through the GraphQL API (what the catalogue screens send), for specs
 * that need orders matched to our products: a product type of the spec's own and a product of
 * it pushed to a site's store, whose store variation shoppers then order.
 */

/** The demo "T-Shirts" category (services/catalog seed). */
const DEMO_TSHIRTS_CATEGORY = '00000000-0000-4000-b000-000000000001';
/** A demo artwork category of the seller (services/artworks seed). */
const SELLER_ARTWORK_CATEGORY = '00000000-0000-4000-a004-000000000001';
/** Small print area: the order's design renders quickly. */
const PRINT_SIZE = 600;

export interface TestProductType {
  id: string;
  title: string;
  variantId: string;
  printAreaId: string;
}

/** A product type of one priced variant (base cost 5, regular 20, sale 18) and one print area "Front", made by the Administrator. */
export async function createProductType(title = `E2E Type ${Date.now()}`): Promise<TestProductType> {
  const admin = await tokenFor('admin@pod.local');
  const sku = `E2E${Date.now().toString(36).toUpperCase()}`;
  const { createProductType: type } = await gql<{ createProductType: { id: string; printAreas: Array<{ id: string }> } }>(
    'mutation ($input: ProductTypeInput!) { createProductType(input: $input) { id printAreas { id } } }',
    {
      input: {
        title,
        sku,
        categories: [DEMO_TSHIRTS_CATEGORY],
        attributes: [{ name: 'Size', slug: 'size', options: ['One'] }],
        printAreas: [{ name: 'Front', width: PRINT_SIZE, height: PRINT_SIZE }],
      },
    },
    admin,
  );
  const { saveProductTypeVariants: [variant] } = await gql<{ saveProductTypeVariants: Array<{ id: string }> }>(
    'mutation ($id: ID!, $variants: [ProductTypeVariantInput!]!) { saveProductTypeVariants(product_type_id: $id, variants: $variants) { id } }',
    { id: type.id, variants: [{ sku: `${sku}:One`, attributes: [{ name: 'Size', slug: 'size', option: 'One' }], base_cost: 5, retail_cost: 20, sale_cost: 18 }] },
    admin,
  );
  return { id: type.id, title, variantId: variant!.id, printAreaId: type.printAreas[0]!.id };
}

/** A line a shopper orders: the store product and its variation. */
export interface StoreLine {
  product_id: number;
  variation_id: number;
}

/**
 * The site's seller creates a product of `type` (an artwork of theirs on the print area, one
 * uploaded image) and the catalog pushes it to the site's store; returns the store's product and
 * variation once the store holds them. Orders of that variation match the product at intake.
 */
export async function pushProduct(site: ConnectedSite, type: TestProductType): Promise<StoreLine> {
  const title = `E2E Product ${Date.now()}`;
  const { createArtwork: artwork } = await gql<{ createArtwork: { id: string } }>(
    'mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
    { input: { title: `${title} art`, categoryIds: [SELLER_ARTWORK_CATEGORY], width: PRINT_SIZE, height: PRINT_SIZE } },
    site.token,
  );
  const image = await uploadPng(site.token, 'e2e-product.png');
  const { createProduct: product } = await gql<{ createProduct: { id: string } }>(
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        title,
        site_id: site.id,
        product_type_ids: [type.id],
        variants: [{ product_type_id: type.id, product_type_variant_id: type.variantId, regular_price: 20, price: 18 }],
        print_areas: [{ product_type_print_area_id: type.printAreaId, product_type_id: type.id, artwork_id: artwork.id }],
        images: [image],
      },
    },
    site.token,
  );
  let origin = '';
  await expect(async () => {
    const { productByID } = await gql<{ productByID: { origin_id: string | null } }>('query ($id: ID!) { productByID(id: $id) { origin_id } }', { id: product.id }, site.token);
    origin = productByID.origin_id ?? '';
    expect(origin, `product ${product.id} pushed to the store`).not.toBe('');
  }).toPass({ timeout: 60_000 });
  const [variation] = await fakeWooApi<Array<{ id: number }>>(`products/${origin}/variations`);
  if (!variation) throw new Error(`the store holds no variation of product ${origin}`);
  return { product_id: Number(origin), variation_id: variation.id };
}
