import { graphql, type ResultOf } from '@pod/platform';
import { TYPE_ATTRIBUTE_FIELDS, VARIANT_PRICE_FIELDS } from '../../product-types/fragments';

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
          ...TypeAttributeFields
        }
        product_type_variants {
          ...VariantPriceFields
        }
      }
    }
  }
`, [TYPE_ATTRIBUTE_FIELDS, VARIANT_PRICE_FIELDS]);

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

export type MappingSite = NonNullable<ResultOf<typeof MAPPING_SITE_QUERY>['siteById']>;
export type MappingProductTypesResult = ResultOf<typeof MAPPING_PRODUCT_TYPES_QUERY>;

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
