import { gql } from 'urql';

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

export interface ProductTypeDetail {
  id: string;
  title: string;
  description: string | null;
  sku: string;
  mockup: string | null;
  state: string;
  images: string[];
  categories: { id: string; title: string }[];
  attributes: AttributeValue[];
  printAreas: (PrintAreaValue & { id: string })[];
}

export interface ProductTypeByIdResult {
  productTypeById: ProductTypeDetail | null;
}

export interface CategoryOption {
  id: string;
  title: string;
}

export interface CategoryOptionsResult {
  categories: { count: number; hits: CategoryOption[] };
}

const PRODUCT_TYPE_FIELDS = `
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
    name
    slug
    options
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
`;

export const PRODUCT_TYPE_BY_ID_QUERY = gql`
  query ProductTypeEditor($id: ID!) {
    productTypeById(id: $id) {
      ${PRODUCT_TYPE_FIELDS}
    }
  }
`;

/** The Categories card offers every active category (spec: status true, limit 1000). */
export const CATEGORY_OPTIONS_QUERY = gql`
  query ProductTypeCategoryOptions {
    categories(filter: { status: true, limit: 1000 }) {
      count
      hits {
        id
        title
      }
    }
  }
`;

export const CREATE_PRODUCT_TYPE_MUTATION = gql`
  mutation CreateProductType($input: ProductTypeInput!) {
    createProductType(input: $input) {
      ${PRODUCT_TYPE_FIELDS}
    }
  }
`;

export const UPDATE_PRODUCT_TYPE_MUTATION = gql`
  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {
    updateProductType(id: $id, input: $input) {
      ${PRODUCT_TYPE_FIELDS}
    }
  }
`;
