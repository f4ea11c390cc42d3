import { graphql } from '@pod/platform';
import type { MappingProductType } from './mappingRules';

export const MAPPING_SITE_QUERY = graphql(`
  query MappingSite($id: ID!) {
    siteById(id: $id) {
      id
      title
      platform
      verified
    }
  }
`);

/** Product types to map to (spec 001 §9: product type load limit 1000). */
export const MAPPING_PRODUCT_TYPES_QUERY = graphql(`
  query MappingProductTypes {
    productTypes(filter: { status: "active", limit: 1000 }) {
      hits {
        id
        title
        sku
        attributes {
          name
          slug
          options
        }
        product_type_variants {
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
      }
    }
  }
`);

export const CHECK_ORIGIN_IDS_QUERY = graphql(`
  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {
    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)
  }
`);

export const FETCH_PRODUCT_FROM_SITE_MUTATION = graphql(`
  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {
    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {
      id
      origin_id
    }
  }
`);

export interface MappingSite {
  id: string;
  title: string;
  platform: string;
  verified: boolean;
}

export interface MappingProductTypesResult {
  productTypes: { hits: MappingProductType[] };
}

/** A store product as the table shows it (spec 001 §3 "Store product": id, title, images). */
export interface StoreProductRow {
  id: number;
  title: string;
  image: string | null;
}

/** A category / tag (WooCommerce) or custom collection (Shopify). */
export interface StoreTerm {
  id: number;
  name: string;
}

/** The sites list's Actions "fetch product variants" (hidden from Supporter). */
export const FETCH_PRODUCT_VARIANTS_MUTATION = graphql(`
  mutation FetchProductVariants($site_id: ID!) {
    fetchProductVariants(site_id: $site_id)
  }
`);
