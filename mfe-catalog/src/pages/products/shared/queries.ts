import { graphql, type ResultOf } from '@pod/platform';
import { PRINT_AREA_SIZE_FIELDS, PRODUCT_TYPE_VARIANT_FIELDS } from '../../product-types/fragments';

/** Spec 001 §9: product types are loaded up to 1000 at a time. */
export const PRODUCT_TYPE_LOAD_LIMIT = 1000;
/** Products and campaign stores are listed 20 per page (spec 002 §9, task). */
export const PRODUCTS_PAGE_SIZE = 20;
export const CAMPAIGN_STORES_PAGE_SIZE = 20;

/** Step 1: only types with a priced variant (spec 001 §5 "Product type picker"). */
export const PICKER_PRODUCT_TYPES_QUERY = graphql(`
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
`);

/** A product type as the product form needs it: its print areas and every variant. */
export const FORM_PRODUCT_TYPE_FIELDS = graphql(
  `
    fragment FormProductTypeFields on ProductType @_unmask {
      id
      title
      sku
      images
      printAreas {
        ...PrintAreaSizeFields
        dpi
        variant_ids
      }
      product_type_variants {
        ...ProductTypeVariantFields
      }
    }
  `,
  [PRINT_AREA_SIZE_FIELDS, PRODUCT_TYPE_VARIANT_FIELDS],
);

/** A site as product rows and campaign stores name it. */
export const SITE_REF_FIELDS = graphql(`
  fragment SiteRefFields on Site @_unmask {
    id
    title
    domain
  }
`);

export const FORM_PRODUCT_TYPES_QUERY = graphql(`
  query ProductFormTypes($ids: [ID!]!) {
    productTypeByIds(ids: $ids) {
      ...FormProductTypeFields
    }
  }
`, [FORM_PRODUCT_TYPE_FIELDS]);

export const PRODUCT_BY_ID_QUERY = graphql(`
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
`);

/** Bundled product lookup: only what the add rule needs. */
export const BUNDLE_LOOKUP_QUERY = graphql(`
  query ProductBundleLookup($id: ID!) {
    productByID(id: $id) {
      id
      origin_id
      title
      site_id
    }
  }
`);

export const CREATE_PRODUCT_MUTATION = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      permalink
    }
  }
`);

export const UPDATE_PRODUCT_MUTATION = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      permalink
    }
  }
`);

/** The chosen artwork of a print area (edit, clone): its title and preview beside the Choose button. */
export const CHOSEN_ARTWORK_QUERY = graphql(`
  query ProductFormChosenArtwork($id: ID!) {
    artwork(id: $id) {
      id
      title
      preview
    }
  }
`);

/** The print check of an artwork on one print area (issue 24 item 5), with the artwork's preview to draw it on. */
export const ARTWORK_PRINT_CHECK_QUERY = graphql(`
  query ProductFormPrintCheck($id: ID!, $width: Float!, $height: Float!, $dpi: Int!) {
    artworkPrintCheck(artworkID: $id, width: $width, height: $height, dpi: $dpi) {
      artworkID
      version
      width
      height
      lowDpiThreshold
      issues
      layers {
        id
        title
        kind
        effectiveDpi
        lowDpi
        crossesEdge
        corners {
          x
          y
        }
      }
    }
    artwork(id: $id) {
      id
      title
      preview
    }
  }
`);
export type PrintCheckResult = ResultOf<typeof ARTWORK_PRINT_CHECK_QUERY>['artworkPrintCheck'];

/** Administrators have no current site: they choose one of the connected sites. */
export const PRODUCT_SITES_QUERY = graphql(`
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
`);

export const PRODUCTS_QUERY = graphql(`
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
          ...SiteRefFields
        }
      }
    }
  }
`, [SITE_REF_FIELDS]);

export const CAMPAIGN_STORES_QUERY = graphql(`
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
          ...SiteRefFields
        }
      }
    }
  }
`, [SITE_REF_FIELDS]);

export const RETRY_PUSH_MUTATION = graphql(`
  mutation RetryPushCampaignStore($id: ID!) {
    retryPushCampaignStore(id: $id) {
      id
      status
      log
    }
  }
`);

export const DELETE_CAMPAIGN_STORE_MUTATION = graphql(`
  mutation DeleteCampaignStore($id: ID!) {
    deleteCampaignStore(id: $id)
  }
`);

/** Live pushes (gateway, fed by catalog.campaign-store.changed). */
export const CAMPAIGN_STORE_CHANGED_SUBSCRIPTION = graphql(`
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
`);

/**
 * The product types' mockups rendered with the chosen artworks (spec 002 §7): the renders it
 * started, each answered by a generateMockupProduct live update.
 */
export const GENERATE_PRODUCT_MOCKUPS_MUTATION = graphql(`
  mutation GenerateProductMockups($input: [GenerateProductMockupInput!]!, $excludeMockups: [ID!]) {
    generateProductMockups(input: $input, excludeMockups: $excludeMockups) {
      productId
      total
      renders {
        id
        mockupId
        status
        image
        variantIds
        sorting
        log
      }
    }
  }
`);

/** Live mockups of one product (gateway, fed by catalog.product-mockup.updated). */
export const GENERATE_MOCKUP_PRODUCT_SUBSCRIPTION = graphql(`
  subscription GenerateMockupProduct($productId: ID!) {
    generateMockupProduct(productId: $productId) {
      productId
      mockupId
      jobId
      status
      image
      variantIds
      sorting
      log
      done
      total
      allDone
    }
  }
`);

/** Result types of the product pages, from the documents above. */
export type PickerProductType = ResultOf<typeof PICKER_PRODUCT_TYPES_QUERY>['productTypes']['hits'][number];
export type FormProductType = ResultOf<typeof FORM_PRODUCT_TYPE_FIELDS>;
export type TypeVariant = FormProductType['product_type_variants'][number];
export type TypePrintArea = FormProductType['printAreas'][number];
export type VariantAttribute = TypeVariant['attributes'][number];
export type ProductRead = NonNullable<ResultOf<typeof PRODUCT_BY_ID_QUERY>['productByID']>;
export type ProductVariantRead = ProductRead['variants'][number];
export type ProductPrintAreaRead = ProductRead['print_areas'][number];
export type EntitySorting = ProductRead['collection_ids'][number];
export type ProductRow = ResultOf<typeof PRODUCTS_QUERY>['products']['hits'][number];
export type CampaignStoreRow = ResultOf<typeof CAMPAIGN_STORES_QUERY>['campaignStores']['hits'][number];
export type CampaignStoreChange = ResultOf<typeof CAMPAIGN_STORE_CHANGED_SUBSCRIPTION>['campaignStoreChanged'];
export type MockupProductUpdate = ResultOf<typeof GENERATE_MOCKUP_PRODUCT_SUBSCRIPTION>['generateMockupProduct'];
