import { graphql } from '@pod/platform';

/**
 * Product-type selections several catalogue screens share (variants, products, store mapping),
 * written once. Unmasked (`@_unmask`): the screens read the fields straight from results.
 */

/** One attribute of a type with every option it offers (Size: S, M, L). */
export const TYPE_ATTRIBUTE_FIELDS = graphql(`
  fragment TypeAttributeFields on Attribute @_unmask {
    name
    slug
    options
  }
`);

/** A print area's name and size, as variant and product screens label and size it. */
export const PRINT_AREA_SIZE_FIELDS = graphql(`
  fragment PrintAreaSizeFields on PrintArea @_unmask {
    id
    name
    width
    height
  }
`);

/** A variant's identity, option values, prices and state: what store mapping matches on. */
export const VARIANT_PRICE_FIELDS = graphql(`
  fragment VariantPriceFields on ProductTypeVariant @_unmask {
    id
    sku
    attributes {
      name
      slug
      option
    }
    base_cost
    retail_cost
    sale_cost
    is_active
  }
`);

/** The product-type variant as the variants editor and the product form read it. */
export const PRODUCT_TYPE_VARIANT_FIELDS = graphql(
  `
    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {
      ...VariantPriceFields
      product_type_id
      sorting
    }
  `,
  [VARIANT_PRICE_FIELDS],
);
