import { graphql, type ResultOf } from '@pod/platform';

/** Spec 001 §9: product types load 1000 at a time; the table pages them in the browser. */
export const PRODUCT_TYPE_LOAD_LIMIT = 1000;
export const PRODUCT_TYPES_PAGE_SIZE = 20;

export type ProductTypeRow = ProductTypesResult['productTypes']['hits'][number];

export type ProductTypesResult = ResultOf<typeof PRODUCT_TYPES_QUERY>;

export const PRODUCT_TYPES_QUERY = graphql(`
  query ProductTypesList($filter: ProductTypeFilter) {
    productTypes(filter: $filter) {
      count
      hits {
        id
        title
        sku
        images
        state
        categories {
          id
          title
        }
        product_type_variants {
          id
        }
      }
    }
  }
`);
