import { graphql } from '@pod/platform';

/** Spec 001 §9: product types load 1000 at a time; the table pages them in the browser. */
export const PRODUCT_TYPE_LOAD_LIMIT = 1000;
export const PRODUCT_TYPES_PAGE_SIZE = 20;

export interface ProductTypeRow {
  id: string;
  title: string;
  sku: string;
  images: string[];
  state: string;
  categories: { id: string; title: string }[];
  product_type_variants: { id: string }[];
}

export interface ProductTypesResult {
  productTypes: { count: number; hits: ProductTypeRow[] };
}

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
