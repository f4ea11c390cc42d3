import { graphql, type ResultOf } from '@pod/platform';
import { PRINT_AREA_SIZE_FIELDS, PRODUCT_TYPE_VARIANT_FIELDS, TYPE_ATTRIBUTE_FIELDS } from '../fragments';

/** The type's SKU, attributes and print areas: labels, missing combinations, print size columns. */
export const VARIANTS_PRODUCT_TYPE_QUERY = graphql(`
  query VariantsProductType($id: ID!) {
    productTypeById(id: $id) {
      id
      title
      sku
      attributes {
        ...TypeAttributeFields
      }
      printAreas {
        ...PrintAreaSizeFields
      }
    }
  }
`, [TYPE_ATTRIBUTE_FIELDS, PRINT_AREA_SIZE_FIELDS]);

/** Ordered by sorting (the SDL promises it). */
export const PRODUCT_TYPE_VARIANTS_QUERY = graphql(`
  query ProductTypeVariants($product_type_id: ID!) {
    productTypeVariants(product_type_id: $product_type_id) {
      ...ProductTypeVariantFields
      print_sizes {
        print_area_id
        width
        height
      }
      carrier_costs {
        carrier_id
        cost
      }
    }
  }
`, [PRODUCT_TYPE_VARIANT_FIELDS]);

export const SAVE_PRODUCT_TYPE_VARIANTS_MUTATION = graphql(`
  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {
      id
      sorting
    }
  }
`);

export type TypeAttribute = ResultOf<typeof TYPE_ATTRIBUTE_FIELDS>;
export type TypePrintArea = ResultOf<typeof PRINT_AREA_SIZE_FIELDS>;
export type VariantsProductTypeResult = ResultOf<typeof VARIANTS_PRODUCT_TYPE_QUERY>;
export type VariantsProductType = NonNullable<VariantsProductTypeResult['productTypeById']>;
export type ProductTypeVariantsResult = ResultOf<typeof PRODUCT_TYPE_VARIANTS_QUERY>;
export type ServerVariant = ProductTypeVariantsResult['productTypeVariants'][number];
