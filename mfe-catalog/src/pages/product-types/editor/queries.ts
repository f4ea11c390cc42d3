import { graphql, type ResultOf } from '@pod/platform';
import { TYPE_ATTRIBUTE_FIELDS } from '../fragments';

export interface AttributeValue {
  name: string;
  slug: string;
  options: string[];
}

export interface PrintAreaValue {
  /** Present on a print area the server already has. */
  id?: string;
  name: string;
  width: number | null;
  height: number | null;
  dpi: number;
  mockupId?: string | null;
  mockup?: string | null;
  note?: string | null;
  variant_ids?: string[];
}

/** The product type as the editor loads it and as create/update return it. */
export const PRODUCT_TYPE_EDITOR_FIELDS = graphql(`
  fragment ProductTypeEditorFields on ProductType @_unmask {
    id
    title
    description
    sku
    mockup
    state
    images
    categories {
      id
      title
    }
    attributes {
      ...TypeAttributeFields
    }
    printAreas {
      id
      name
      width
      height
      dpi
      mockupId
      mockup
      note
      variant_ids
    }
  }
`, [TYPE_ATTRIBUTE_FIELDS]);

export const PRODUCT_TYPE_BY_ID_QUERY = graphql(`
  query ProductTypeEditor($id: ID!) {
    productTypeById(id: $id) {
      ...ProductTypeEditorFields
    }
  }
`, [PRODUCT_TYPE_EDITOR_FIELDS]);

/** The Categories card offers every active category (spec: status true, limit 1000). */
export const CATEGORY_OPTIONS_QUERY = graphql(`
  query ProductTypeCategoryOptions {
    categories(filter: { status: true, limit: 1000 }) {
      count
      hits {
        id
        title
      }
    }
  }
`);

export const CREATE_PRODUCT_TYPE_MUTATION = graphql(`
  mutation CreateProductType($input: ProductTypeInput!) {
    createProductType(input: $input) {
      ...ProductTypeEditorFields
    }
  }
`, [PRODUCT_TYPE_EDITOR_FIELDS]);

export const UPDATE_PRODUCT_TYPE_MUTATION = graphql(`
  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {
    updateProductType(id: $id, input: $input) {
      ...ProductTypeEditorFields
    }
  }
`, [PRODUCT_TYPE_EDITOR_FIELDS]);

export type ProductTypeDetail = ResultOf<typeof PRODUCT_TYPE_EDITOR_FIELDS>;
export type CategoryOptionsResult = ResultOf<typeof CATEGORY_OPTIONS_QUERY>;
