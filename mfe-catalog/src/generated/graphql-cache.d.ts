/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:cc0d3c79b4a6ab7aec572f595918c6a3 */
    "\n    fragment FormProductTypeFields on ProductType @_unmask {\n      id\n      title\n      sku\n      images\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n      product_type_variants {\n        ...ProductTypeVariantFields\n      }\n    }\n  ":
      TadaDocumentNode<{ id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }, {}, { fragment: "FormProductTypeFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:b918bd05054eec8bddd1b91e155f0787 */
    "\n    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {\n      ...VariantPriceFields\n      product_type_id\n      sorting\n    }\n  ":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }, {}, { fragment: "ProductTypeVariantFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:750938aeb46538de1c16e650bb22cb61 */
    "\n  fragment CategoryFields on Category @_unmask {\n    id\n    title\n    description\n    status\n    totalProductType\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; totalProductType: number; }, {}, { fragment: "CategoryFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:9a5e931c883127abd79a7b04ef15bfbe */
    "\n  fragment CategorySavedFields on Category @_unmask {\n    id\n    title\n    description\n    status\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; }, {}, { fragment: "CategorySavedFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:b271f246d7ce0514e40b9ebdbf3c8307 */
    "\n  fragment MockupCardFields on Mockup @_unmask {\n    id\n    title\n    preview\n    width\n    height\n    ordering\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string; width: number; height: number; ordering: number; }, {}, { fragment: "MockupCardFields"; on: "Mockup"; masked: false; }>;
    /** @gql.tada/hash sha256:8f2354b80b3eaaef744806010e4620e0 */
    "\n  fragment PrintAreaSizeFields on PrintArea @_unmask {\n    id\n    name\n    width\n    height\n  }\n":
      TadaDocumentNode<{ id: string; name: string; width: number | null; height: number | null; }, {}, { fragment: "PrintAreaSizeFields"; on: "PrintArea"; masked: false; }>;
    /** @gql.tada/hash sha256:700d51e3139168c12018890be676036d */
    "\n  fragment ProductTypeEditorFields on ProductType @_unmask {\n    id\n    title\n    description\n    sku\n    mockup\n    state\n    images\n    categories {\n      id\n      title\n    }\n    attributes {\n      ...TypeAttributeFields\n    }\n    printAreas {\n      id\n      name\n      width\n      height\n      dpi\n      mockupId\n      mockup\n      note\n      variant_ids\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }, {}, { fragment: "ProductTypeEditorFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:18d8e34d0f4d39b7c29636d1461e1f1d */
    "\n  fragment SiteRefFields on Site @_unmask {\n    id\n    title\n    domain\n  }\n":
      TadaDocumentNode<{ id: string; title: string; domain: string | null; }, {}, { fragment: "SiteRefFields"; on: "Site"; masked: false; }>;
    /** @gql.tada/hash sha256:3acaff9adef2ee8a8700abeb62558c15 */
    "\n  fragment TypeAttributeFields on Attribute @_unmask {\n    name\n    slug\n    options\n  }\n":
      TadaDocumentNode<{ name: string; slug: string; options: string[]; }, {}, { fragment: "TypeAttributeFields"; on: "Attribute"; masked: false; }>;
    /** @gql.tada/hash sha256:771de80abe2e070082b4aa4606ceb3c9 */
    "\n  fragment VariantPriceFields on ProductTypeVariant @_unmask {\n    id\n    sku\n    attributes {\n      name\n      slug\n      option\n    }\n    base_cost\n    retail_cost\n    sale_cost\n    is_active\n  }\n":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }, {}, { fragment: "VariantPriceFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:a30e5bc9888b76f82dd6c0d7faedfea0 */
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ createCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:39f9730ef0de81ab5a2e920683aef765 */
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ createProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:c4b3ad32f01fb412190709dfe73cc39f */
    "\n  mutation CreateProductType($input: ProductTypeInput!) {\n    createProductType(input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ createProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:0d3af3f6e93a29618458e373e6c7b258 */
    "\n  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {\n    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createMockup: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }; }, { productTypeID: string; fileID: string; }, void>;
    /** @gql.tada/hash sha256:0ac5b201c218efd3e6038e394845ae43 */
    "\n  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {\n    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {\n      id\n      platform\n      domain\n      authUrl\n    }\n  }\n":
      TadaDocumentNode<{ createSite: { id: string; platform: string; domain: string | null; authUrl: string | null; }; }, { isConnect?: boolean | null | undefined; platform: string; domain: string; title: string; }, void>;
    /** @gql.tada/hash sha256:ea73fea11f207f19e48ed11ccb192e87 */
    "\n  mutation DeleteCampaignStore($id: ID!) {\n    deleteCampaignStore(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCampaignStore: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:1449228363df3168b1e667e6813b5a2f */
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCategory: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:4c085563afb6866e315eda72efd969ae */
    "\n  mutation DeleteProductTypeMockup($id: ID!) {\n    deleteMockup(id: $id) { id }\n  }\n":
      TadaDocumentNode<{ deleteMockup: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:cad50acc76b5acbf9b7ae5dc13ed24ef */
    "\n  mutation DeleteSite($id: ID!) {\n    deleteSite(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteSite: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:91328a0c255d635c3e025a75b2b56c81 */
    "\n  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {\n    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {\n      id\n      origin_id\n    }\n  }\n":
      TadaDocumentNode<{ fetchProductFromSite: { id: string; origin_id: string | null; }; }, { product_id: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:64b2ad2a3797fe3ee88b977cfbb1f9e3 */
    "\n  mutation FetchProductVariants($site_id: ID!) {\n    fetchProductVariants(site_id: $site_id)\n  }\n":
      TadaDocumentNode<{ fetchProductVariants: boolean; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:d315812251d0cf779c8dc640b9c255a7 */
    "\n  mutation InitShopifyAuth($title: String!, $shop: String) {\n    initShopifyAuth(title: $title, shop: $shop) {\n      authUrl\n      siteId\n    }\n  }\n":
      TadaDocumentNode<{ initShopifyAuth: { authUrl: string; siteId: string; }; }, { shop?: string | null | undefined; title: string; }, void>;
    /** @gql.tada/hash sha256:a8fedf63d76e6e9d7a6bc099bfa6ee22 */
    "\n  mutation ReconnectSite($id: ID!) {\n    reconnectSite(id: $id)\n  }\n":
      TadaDocumentNode<{ reconnectSite: string; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:eb2b157a3be47674bd58da7c0f6adfc2 */
    "\n  mutation RetryPushCampaignStore($id: ID!) {\n    retryPushCampaignStore(id: $id) {\n      id\n      status\n      log\n    }\n  }\n":
      TadaDocumentNode<{ retryPushCampaignStore: { id: string; status: string; log: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:866c033bc96f39b627b5e29b58c6be1e */
    "\n  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:b9cd6f1986657fd0bc243061196587a0 */
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ updateCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:18e42b18a49396e2e1382035d8bd94ea */
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ updateProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:ffb1ebba20b701cf329540d42652da3c */
    "\n  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {\n    updateProductType(id: $id, input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ updateProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:a30c5e3854cdee1e017db8bd19be4147 */
    "\n  mutation UpdateSite($site_id: ID!, $title: String!) {\n    updateSite(site_id: $site_id, title: $title) {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ updateSite: { id: string; title: string; }; }, { title: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:080f89091d2e7f640a77d0c8a15f1497 */
    "\n  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {\n    updateSiteSettings(site_id: $site_id, settings: $settings) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ updateSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { settings: { auto_accept_design?: boolean | null | undefined; }; site_id: string; }, void>;
    /** @gql.tada/hash sha256:f5848dd8072f0783272beace59aa054c */
    "\n  query CampaignStoresList($filter: CampaignStoreFilter) {\n    campaignStores(filter: $filter) {\n      count\n      hits {\n        id\n        siteId\n        productId\n        status\n        log\n        createdAt\n        pushedAt\n        permalink\n        product {\n          id\n          title\n          sku\n        }\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ campaignStores: { count: number; hits: { id: string; siteId: string; productId: string; status: string; log: string | null; createdAt: string; pushedAt: string | null; permalink: string | null; product: { id: string; title: string; sku: string | null; } | null; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { siteId?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:ac13d22e82f620336554957d6a58e8ec */
    "\n  query CategoriesList($filter: CategoryFilter) {\n    categories(filter: $filter) {\n      count\n      hits {\n        ...CategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; }[]; }; }, { filter?: { status?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:4c789908ea2c8a1754110239ba371195 */
    "\n  query CategoryById($id: ID!) {\n    categoryById(id: $id) {\n      ...CategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ categoryById: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:4df8c3150bd2dd6d59afb90131d28c1f */
    "\n  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {\n    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)\n  }\n":
      TadaDocumentNode<{ productCheckOriginIDs: string[]; }, { origin_ids: string[]; site_id: string; }, void>;
    /** @gql.tada/hash sha256:34850307d9a42e07bcc51ef228aca264 */
    "\n  query MappingProductTypes {\n    productTypes(filter: { status: \"active\", limit: 1000 }) {\n      hits {\n        id\n        title\n        sku\n        attributes {\n          ...TypeAttributeFields\n        }\n        product_type_variants {\n          ...VariantPriceFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { hits: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }[]; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:32f366d1f5bf6af11334432a1b78e64d */
    "\n  query MappingSite($id: ID!) {\n    siteById(id: $id) {\n      id\n      title\n      platform\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; verified: boolean; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:6d915996a595b369537c758470a8f28b */
    "\n  query ProductBundleLookup($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      site_id\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; site_id: string; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:888bd5f636cbb6ce9ce56dcfaa149a57 */
    "\n  query ProductFormArtworks($search: String, $page: Int, $pageSize: Int) {\n    artworks(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworks: { count: number; hits: { id: string; title: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b9821fd82de60edb50ff4eeff5cc14fe */
    "\n  query ProductFormProduct($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      description\n      permalink\n      images\n      site_id\n      product_type_ids\n      collection_ids {\n        entity_id\n        sorting\n      }\n      tag_ids {\n        entity_id\n        sorting\n      }\n      bundled_products\n      excludeMockups\n      variants {\n        id\n        price\n        regular_price\n        product_type_id\n        product_type_variant_id\n        active\n        sorting\n        mockup_id\n        image\n      }\n      print_areas {\n        product_type_print_area_id\n        name\n        product_type_id\n        artwork_id\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; description: string | null; permalink: string; images: string[]; site_id: string; product_type_ids: string[]; collection_ids: { entity_id: string; sorting: number; }[]; tag_ids: { entity_id: string; sorting: number; }[]; bundled_products: string | null; excludeMockups: string[]; variants: { id: string; price: number | null; regular_price: number; product_type_id: string; product_type_variant_id: string; active: boolean; sorting: number; mockup_id: string | null; image: string | null; }[]; print_areas: { product_type_print_area_id: string; name: string; product_type_id: string; artwork_id: string | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d819e648c861e7cfc0f803a48885d471 */
    "\n  query ProductFormSites($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; verified: boolean; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:7f9cc28db164394e3de3f29ba3cf9957 */
    "\n  query ProductFormTypes($ids: [ID!]!) {\n    productTypeByIds(ids: $ids) {\n      ...FormProductTypeFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeByIds: { id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }[]; }, { ids: string[]; }, void>;
    /** @gql.tada/hash sha256:99f05cfb989b895d9c2664a36b173b91 */
    "\n  query ProductPickerTypes($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        mockup\n        images\n        categories {\n          id\n          title\n        }\n        min_base_cost\n        max_base_cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; mockup: string | null; images: string[]; categories: { id: string; title: string; }[]; min_base_cost: number | null; max_base_cost: number | null; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:a37cfbec0a42b52264520c00bf7587a4 */
    "\n  query ProductTypeCategoryOptions {\n    categories(filter: { status: true, limit: 1000 }) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:adc4ae84f81dc8edd8ce93b48ba5392a */
    "\n  query ProductTypeEditor($id: ID!) {\n    productTypeById(id: $id) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:f7990587303a8bf4bc111a413982d55e */
    "\n  query ProductTypeMockups($productTypeID: ID!) {\n    mockups(productTypeID: $productTypeID) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ mockups: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }[]; }, { productTypeID: string; }, void>;
    /** @gql.tada/hash sha256:a30dbecefeca2d3af60d89c40a787fd0 */
    "\n  query ProductTypeVariants($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      ...ProductTypeVariantFields\n      print_sizes {\n        print_area_id\n        width\n        height\n      }\n      carrier_costs {\n        carrier_id\n        cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; print_sizes: { print_area_id: string; width: number; height: number; }[]; carrier_costs: { carrier_id: string; cost: number | null; }[]; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:157f959a4d5a1e2c7b8b127f0dd7e629 */
    "\n  query ProductTypesList($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        state\n        categories {\n          id\n          title\n        }\n        product_type_variants {\n          id\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; images: string[]; state: string; categories: { id: string; title: string; }[]; product_type_variants: { id: string; }[]; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:9e7b7f875812b40c2d7162bb19d2361e */
    "\n  query ProductsList($filter: ProductFilter) {\n    products(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        created_at\n        site_id\n        product_type_ids\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ products: { count: number; hits: { id: string; title: string; sku: string | null; images: string[]; created_at: string; site_id: string; product_type_ids: string[]; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { site_id?: string | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:69d56165e93ba9d99a4c09d192ba8c44 */
    "\n  query SiteSettingsPage($site_id: ID!) {\n    siteById(id: $site_id) {\n      id\n      title\n      platform\n    }\n    getSiteSettings(site_id: $site_id) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; } | null; getSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:6c851b00c4ba0730a5f2197e94fe0926 */
    "\n  query SitesList($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n        type\n        user {\n          id\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; type: string; user: { id: string; first_name: string | null; last_name: string | null; } | null; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:44eb2506fe56bd312aa7e03c6bae50ae */
    "\n  query SitesSellers($search: String) {\n    usersByRole(role: \"Seller\", status: true, search: $search) {\n      id\n      first_name\n      last_name\n    }\n  }\n":
      TadaDocumentNode<{ usersByRole: { id: string; first_name: string | null; last_name: string | null; }[]; }, { search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:d819ef44bfe28e5998c4b77a1f56d312 */
    "\n  query VariantsProductType($id: ID!) {\n    productTypeById(id: $id) {\n      id\n      title\n      sku\n      attributes {\n        ...TypeAttributeFields\n      }\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:60b48fcb0e30a27442753a3fff5ee0e4 */
    "\n  subscription CampaignStoreChanged {\n    campaignStoreChanged {\n      id\n      siteId\n      productId\n      status\n      log\n      pushedAt\n    }\n  }\n":
      TadaDocumentNode<{ campaignStoreChanged: { id: string; siteId: string; productId: string; status: string; log: string | null; pushedAt: string | null; }; }, {}, void>;
    /** @gql.tada/hash sha256:aea94c5ca735c959d4abdbed0239bf16 */
    "\n  subscription SitesListChanged {\n    siteChanged {\n      id\n      verified\n      occurred_at\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; verified: boolean; occurred_at: string; }; }, {}, void>;
  }
}
