import { gql } from 'urql';

/** Spec 001 §9: product types are loaded up to 1000 at a time. */
export const PRODUCT_TYPE_LOAD_LIMIT = 1000;
/** Products and campaign stores are listed 20 per page (spec 002 §9, task). */
export const PRODUCTS_PAGE_SIZE = 20;
export const CAMPAIGN_STORES_PAGE_SIZE = 20;

/** Step 1: only types with a priced variant (spec 001 §5 "Product type picker"). */
export const PICKER_PRODUCT_TYPES_QUERY = gql`
  query ProductPickerTypes($filter: ProductTypeFilter) {
    productTypes(filter: $filter) {
      count
      hits {
        id
        title
        sku
        mockup
        images
        categories {
          id
          title
        }
        min_base_cost
        max_base_cost
      }
    }
  }
`;

const FORM_TYPE_FIELDS = `
  id
  title
  sku
  images
  printAreas {
    id
    name
    width
    height
  }
  product_type_variants {
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
  }
`;

export const FORM_PRODUCT_TYPES_QUERY = gql`
  query ProductFormTypes($ids: [ID!]!) {
    productTypeByIds(ids: $ids) {
      ${FORM_TYPE_FIELDS}
    }
  }
`;

export const PRODUCT_BY_ID_QUERY = gql`
  query ProductFormProduct($id: ID!) {
    productByID(id: $id) {
      id
      origin_id
      title
      description
      permalink
      images
      site_id
      product_type_ids
      collection_ids {
        entity_id
        sorting
      }
      tag_ids {
        entity_id
        sorting
      }
      bundled_products
      excludeMockups
      variants {
        id
        price
        regular_price
        product_type_id
        product_type_variant_id
        active
        sorting
        mockup_id
        image
      }
      print_areas {
        product_type_print_area_id
        name
        product_type_id
        artwork_id
      }
    }
  }
`;

/** Bundled product lookup: only what the add rule needs. */
export const BUNDLE_LOOKUP_QUERY = gql`
  query ProductBundleLookup($id: ID!) {
    productByID(id: $id) {
      id
      origin_id
      title
      site_id
    }
  }
`;

export const CREATE_PRODUCT_MUTATION = gql`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      permalink
    }
  }
`;

export const UPDATE_PRODUCT_MUTATION = gql`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      permalink
    }
  }
`;

/** The artworks service's list (spec 002 §7); the picker shows the first page of matches. */
export const ARTWORKS_QUERY = gql`
  query ProductFormArtworks($search: String, $page: Int, $pageSize: Int) {
    artworks(search: $search, page: $page, pageSize: $pageSize) {
      count
      hits {
        id
        title
      }
    }
  }
`;

/** Administrators have no current site: they choose one of the connected sites. */
export const PRODUCT_SITES_QUERY = gql`
  query ProductFormSites($filter: SiteFilter) {
    sites(filter: $filter) {
      count
      hits {
        id
        title
        domain
        platform
        verified
      }
    }
  }
`;

export const PRODUCTS_QUERY = gql`
  query ProductsList($filter: ProductFilter) {
    products(filter: $filter) {
      count
      hits {
        id
        title
        sku
        images
        created_at
        site_id
        product_type_ids
        site {
          id
          title
          domain
        }
      }
    }
  }
`;

export const CAMPAIGN_STORES_QUERY = gql`
  query CampaignStoresList($filter: CampaignStoreFilter) {
    campaignStores(filter: $filter) {
      count
      hits {
        id
        siteId
        productId
        status
        log
        createdAt
        pushedAt
        permalink
        product {
          id
          title
          sku
        }
        site {
          id
          title
          domain
        }
      }
    }
  }
`;

export const RETRY_PUSH_MUTATION = gql`
  mutation RetryPushCampaignStore($id: ID!) {
    retryPushCampaignStore(id: $id) {
      id
      status
      log
    }
  }
`;

export const DELETE_CAMPAIGN_STORE_MUTATION = gql`
  mutation DeleteCampaignStore($id: ID!) {
    deleteCampaignStore(id: $id)
  }
`;

/** Live pushes (gateway, fed by catalog.campaign-store.changed). */
export const CAMPAIGN_STORE_CHANGED_SUBSCRIPTION = gql`
  subscription CampaignStoreChanged {
    campaignStoreChanged {
      id
      siteId
      productId
      status
      log
      pushedAt
    }
  }
`;
