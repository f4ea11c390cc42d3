import { In, type DataSource } from 'typeorm';
import { ProductTypeEntity } from '../product-types/product-type.entity';
import { ProductVariantEntity, type Product } from '../products/product.entity';
import type { StoreProductPayload, StoreVariantPayload } from '../stores/connectors/types';
import { ProductTypeVariantEntity, type VariantAttribute } from '../variants/product-type-variant.entity';
import { ProductMockupJobEntity } from '../product-mockups/product-mockup.entity';

/** The attribute that tells apart variants of different product types in one store product. */
const TYPE_ATTRIBUTE = { name: 'Type', slug: 'type' } as const;

/** `/media/img/auto/<key>` under the public media base: the original image, which the store downloads. */
export function publicImageUrl(publicMediaUrl: string, key: string): string {
  if (/^https?:\/\//.test(key)) return key;
  return `${publicMediaUrl}/img/auto/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * What the store is sent for a product: its texts, absolute image URLs (mockups first, in mockup
 * order), and one store variant per product variant with the type variant's options, the
 * seller's prices and its image (its mockup). Variant SKUs
 * are prefixed with the product id because stores (WooCommerce) want SKUs unique store-wide and
 * two products of one type share type-variant SKUs. A product made of several types gets a
 * "Type" attribute so a Black/S tee and a Black/S hoodie stay two variants.
 */
export async function buildStorePayload(db: DataSource, product: Product, publicMediaUrl: string): Promise<StoreProductPayload> {
  const variants = await db.getRepository(ProductVariantEntity).find({ where: { product_id: product.id }, order: { sorting: 'ASC', id: 'ASC' } });
  const [typeVariants, types, mockups] = await Promise.all([
    variants.length ? db.getRepository(ProductTypeVariantEntity).findBy({ id: In(variants.map((v) => v.product_type_variant_id)) }) : [],
    product.product_type_ids.length ? db.getRepository(ProductTypeEntity).findBy({ id: In(product.product_type_ids) }) : [],
    db.getRepository(ProductMockupJobEntity).find({ where: { product_id: product.id, status: 'done' }, order: { sorting: 'ASC' } }),
  ]);
  const typeVariantById = new Map(typeVariants.map((v) => [v.id, v]));
  const typeById = new Map(types.map((t) => [t.id, t]));
  const severalTypes = product.product_type_ids.length > 1;

  const storeVariants: StoreVariantPayload[] = [];
  for (const variant of variants) {
    const typeVariant = typeVariantById.get(variant.product_type_variant_id);
    // A type variant removed after the save cannot be sold: it is left out of the push.
    if (!typeVariant) continue;
    const attributes: VariantAttribute[] = typeVariant.attributes.map(({ name, slug, option }) => ({ name, slug, option }));
    if (severalTypes) attributes.unshift({ ...TYPE_ATTRIBUTE, option: typeById.get(variant.product_type_id)?.title ?? variant.product_type_id });
    storeVariants.push({
      sku: `${product.id}-${typeVariant.sku}`,
      attributes,
      regular_price: variant.regular_price,
      sale_price: variant.price,
      active: variant.active,
      product_type_variant_id: typeVariant.id,
      image: variant.image ? publicImageUrl(publicMediaUrl, variant.image) : null,
    });
  }

  return {
    id: product.id,
    title: product.title,
    description: product.description ?? '',
    permalink: product.permalink,
    origin_id: product.origin_id,
    images: inMockupOrder(product.images, mockups.map((job) => job.image_key!)).map((key) => publicImageUrl(publicMediaUrl, key)),
    attributes: productAttributes(storeVariants),
    variants: storeVariants,
  };
}

/**
 * The product's images with its rendered mockups first, in mockup order (spec 002 §4; issue 24:
 * the store shows the mockups as the product's images), then its other images as saved. Which
 * images the product has is the seller's (the form's); only their order is decided here.
 */
function inMockupOrder(images: readonly string[], mockupKeys: readonly string[]): string[] {
  const chosen = new Set(images);
  const mockups = mockupKeys.filter((key) => chosen.has(key));
  const first = new Set(mockups);
  return [...mockups, ...images.filter((key) => !first.has(key))];
}

/** Each attribute once (by slug, in first-seen order) with the options its variants use. */
function productAttributes(variants: StoreVariantPayload[]): StoreProductPayload['attributes'] {
  const bySlug = new Map<string, { name: string; slug: string; options: string[] }>();
  for (const variant of variants) {
    for (const { name, slug, option } of variant.attributes) {
      const attribute = bySlug.get(slug) ?? { name, slug, options: [] };
      if (!attribute.options.includes(option)) attribute.options.push(option);
      bySlug.set(slug, attribute);
    }
  }
  return [...bySlug.values()];
}
