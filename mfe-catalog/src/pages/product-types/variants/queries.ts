import { graphql } from '@pod/platform';

/** The type's SKU, attributes and print areas: labels, missing combinations, print size columns. */
export const VARIANTS_PRODUCT_TYPE_QUERY = graphql(`
  query VariantsProductType($id: ID!) {
    productTypeById(id: $id) {
      id
      title
      sku
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
      }
    }
  }
`);

/** Ordered by sorting (the SDL promises it). */
export const PRODUCT_TYPE_VARIANTS_QUERY = graphql(`
  query ProductTypeVariants($product_type_id: ID!) {
    productTypeVariants(product_type_id: $product_type_id) {
      id
      product_type_id
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
      sorting
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
`);

export const SAVE_PRODUCT_TYPE_VARIANTS_MUTATION = graphql(`
  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {
      id
      sorting
    }
  }
`);

export interface TypeAttribute {
  name: string;
  slug: string;
  options: string[];
}

export interface TypePrintArea {
  id: string;
  name: string;
  width: number | null;
  height: number | null;
}

export interface VariantsProductType {
  id: string;
  title: string;
  sku: string;
  attributes: TypeAttribute[];
  printAreas: TypePrintArea[];
}

export interface ServerVariant {
  id: string;
  product_type_id: string;
  sku: string;
  attributes: Array<{ name: string; slug: string; option: string }>;
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  sorting: number;
  print_sizes: Array<{ print_area_id: string; width: number; height: number }>;
  carrier_costs: Array<{ carrier_id: string; cost: number | null }>;
}

export interface VariantsProductTypeResult {
  productTypeById: VariantsProductType | null;
}

export interface ProductTypeVariantsResult {
  productTypeVariants: ServerVariant[];
}
