/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:a972612ddf881da8050d7dcd4f863e91 */
    "\n    fragment FormProductTypeFields on ProductType @_unmask {\n      id\n      title\n      sku\n      images\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n      product_type_variants {\n        ...ProductTypeVariantFields\n      }\n    }\n  ":
      TadaDocumentNode<{ id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }, {}, { fragment: "FormProductTypeFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:1b8868dc46e79aff57c3db9ac2111ab8 */
    "\n    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {\n      ...VariantPriceFields\n      product_type_id\n      sorting\n    }\n  ":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }, {}, { fragment: "ProductTypeVariantFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:e4a1f3b276c5ecab8c74ad34da2902ff */
    "\n  fragment CategoryFields on Category @_unmask {\n    id\n    title\n    description\n    status\n    totalProductType\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; totalProductType: number; }, {}, { fragment: "CategoryFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:0847c63cd46f8ff38674c47a2e129b13 */
    "\n  fragment CategorySavedFields on Category @_unmask {\n    id\n    title\n    description\n    status\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; }, {}, { fragment: "CategorySavedFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:6ca2c5db21defebf1a6b50f387175099 */
    "\n  fragment MockupCardFields on Mockup @_unmask {\n    id\n    title\n    preview\n    width\n    height\n    ordering\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string; width: number; height: number; ordering: number; }, {}, { fragment: "MockupCardFields"; on: "Mockup"; masked: false; }>;
    /** @gql.tada/hash sha256:ad55f24fce474e42d4db7dd7d6481efb */
    "\n  fragment PrintAreaSizeFields on PrintArea @_unmask {\n    id\n    name\n    width\n    height\n  }\n":
      TadaDocumentNode<{ id: string; name: string; width: number | null; height: number | null; }, {}, { fragment: "PrintAreaSizeFields"; on: "PrintArea"; masked: false; }>;
    /** @gql.tada/hash sha256:baf547032a64b0af6f2a6c8bbc8f11d5 */
    "\n  fragment ProductTypeEditorFields on ProductType @_unmask {\n    id\n    title\n    description\n    sku\n    mockup\n    state\n    images\n    categories {\n      id\n      title\n    }\n    attributes {\n      ...TypeAttributeFields\n    }\n    printAreas {\n      id\n      name\n      width\n      height\n      dpi\n      mockupId\n      mockup\n      note\n      variant_ids\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }, {}, { fragment: "ProductTypeEditorFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:b1f6a5d9fef0224c4c4b66c13a4704ad */
    "\n  fragment SiteRefFields on Site @_unmask {\n    id\n    title\n    domain\n  }\n":
      TadaDocumentNode<{ id: string; title: string; domain: string | null; }, {}, { fragment: "SiteRefFields"; on: "Site"; masked: false; }>;
    /** @gql.tada/hash sha256:0cc3fabf04270bd071665dfc88451162 */
    "\n  fragment TypeAttributeFields on Attribute @_unmask {\n    name\n    slug\n    options\n  }\n":
      TadaDocumentNode<{ name: string; slug: string; options: string[]; }, {}, { fragment: "TypeAttributeFields"; on: "Attribute"; masked: false; }>;
    /** @gql.tada/hash sha256:70076ba863fc92565161970506e2ec80 */
    "\n  fragment VariantPriceFields on ProductTypeVariant @_unmask {\n    id\n    sku\n    attributes {\n      name\n      slug\n      option\n    }\n    base_cost\n    retail_cost\n    sale_cost\n    is_active\n  }\n":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }, {}, { fragment: "VariantPriceFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:d893f99218656d88386c1e9db9a9121f */
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ createCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:ed5dd760e43bb9e1c4a50df6093082b9 */
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ createProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:5338da9a9281ffd3ac78ea70c2c2426c */
    "\n  mutation CreateProductType($input: ProductTypeInput!) {\n    createProductType(input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ createProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:12f03beef3308c52e01db377f77aa277 */
    "\n  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {\n    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createMockup: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }; }, { productTypeID: string; fileID: string; }, void>;
    /** @gql.tada/hash sha256:202b74f79797dff66f114ac1e2086a43 */
    "\n  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {\n    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {\n      id\n      platform\n      domain\n      authUrl\n    }\n  }\n":
      TadaDocumentNode<{ createSite: { id: string; platform: string; domain: string | null; authUrl: string | null; }; }, { isConnect?: boolean | null | undefined; platform: string; domain: string; title: string; }, void>;
    /** @gql.tada/hash sha256:6197922e38a86f8e6866d024f33742d2 */
    "\n  mutation DeleteCampaignStore($id: ID!) {\n    deleteCampaignStore(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCampaignStore: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:de6c6be12dad1b85f4a6e9a73b4ca286 */
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCategory: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c1579c4678a406e5d64a9df63537ab1f */
    "\n  mutation DeleteProductTypeMockup($id: ID!) {\n    deleteMockup(id: $id) { id }\n  }\n":
      TadaDocumentNode<{ deleteMockup: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c2d41602f2a588695e260e96eea1325e */
    "\n  mutation DeleteSite($id: ID!) {\n    deleteSite(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteSite: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:be1d7baa317506df4746676c94954910 */
    "\n  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {\n    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {\n      id\n      origin_id\n    }\n  }\n":
      TadaDocumentNode<{ fetchProductFromSite: { id: string; origin_id: string | null; }; }, { product_id: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:bf48ea76d08fc1ebedda7a78805cd95f */
    "\n  mutation FetchProductVariants($site_id: ID!) {\n    fetchProductVariants(site_id: $site_id)\n  }\n":
      TadaDocumentNode<{ fetchProductVariants: boolean; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:95ea6b72a9f462c16ff81632d82f9c60 */
    "\n  mutation InitShopifyAuth($title: String!, $shop: String) {\n    initShopifyAuth(title: $title, shop: $shop) {\n      authUrl\n      siteId\n    }\n  }\n":
      TadaDocumentNode<{ initShopifyAuth: { authUrl: string; siteId: string; }; }, { shop?: string | null | undefined; title: string; }, void>;
    /** @gql.tada/hash sha256:5d0d9e34bd268f376f26fa1125952585 */
    "\n  mutation ReconnectSite($id: ID!) {\n    reconnectSite(id: $id)\n  }\n":
      TadaDocumentNode<{ reconnectSite: string; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:a82049b525421e48d05c5f5ba3cbe03d */
    "\n  mutation RetryPushCampaignStore($id: ID!) {\n    retryPushCampaignStore(id: $id) {\n      id\n      status\n      log\n    }\n  }\n":
      TadaDocumentNode<{ retryPushCampaignStore: { id: string; status: string; log: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:52f22b53133ad91ad7f91c47d2d5c817 */
    "\n  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:8962674d910141154f12dcac57d0233f */
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ updateCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:4af2f6bd927b75932cd42660e84b5f35 */
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ updateProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:971af9e9d5ff42b721dbcb6c4201c860 */
    "\n  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {\n    updateProductType(id: $id, input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ updateProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:70118323f90b2c6372b4ec87e14a852e */
    "\n  mutation UpdateSite($site_id: ID!, $title: String!) {\n    updateSite(site_id: $site_id, title: $title) {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ updateSite: { id: string; title: string; }; }, { title: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:9ac1f2ccf47b3eb277424385e6431bee */
    "\n  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {\n    updateSiteSettings(site_id: $site_id, settings: $settings) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ updateSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { settings: { auto_accept_design?: boolean | null | undefined; }; site_id: string; }, void>;
    /** @gql.tada/hash sha256:0ea4462acd39492cf6287b99cea02e29 */
    "\n  query CampaignStoresList($filter: CampaignStoreFilter) {\n    campaignStores(filter: $filter) {\n      count\n      hits {\n        id\n        siteId\n        productId\n        status\n        log\n        createdAt\n        pushedAt\n        permalink\n        product {\n          id\n          title\n          sku\n        }\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ campaignStores: { count: number; hits: { id: string; siteId: string; productId: string; status: string; log: string | null; createdAt: string; pushedAt: string | null; permalink: string | null; product: { id: string; title: string; sku: string | null; } | null; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { siteId?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:1a948dcb8f3570e94523c07d981f6708 */
    "\n  query CategoriesList($filter: CategoryFilter) {\n    categories(filter: $filter) {\n      count\n      hits {\n        ...CategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; }[]; }; }, { filter?: { status?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:9eb2d43d3f003bc1f934c41ef6940f2f */
    "\n  query CategoryById($id: ID!) {\n    categoryById(id: $id) {\n      ...CategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ categoryById: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:9a8fe36d14ef7d2128344020e36c1927 */
    "\n  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {\n    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)\n  }\n":
      TadaDocumentNode<{ productCheckOriginIDs: string[]; }, { origin_ids: string[]; site_id: string; }, void>;
    /** @gql.tada/hash sha256:34bbfd6b37c5e94a019133e3af505a82 */
    "\n  query MappingProductTypes {\n    productTypes(filter: { status: \"active\", limit: 1000 }) {\n      hits {\n        id\n        title\n        sku\n        attributes {\n          ...TypeAttributeFields\n        }\n        product_type_variants {\n          ...VariantPriceFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { hits: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }[]; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:26b9df6006e610a8c021f7098ca52b53 */
    "\n  query MappingSite($id: ID!) {\n    siteById(id: $id) {\n      id\n      title\n      platform\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; verified: boolean; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:99520a0a9f6d308bf1c11c69decff261 */
    "\n  query ProductBundleLookup($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      site_id\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; site_id: string; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:0c018031c1b06711d80928e360c0a13a */
    "\n  query ProductFormChosenArtwork($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      preview\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; preview: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:191206eb2af593153dd1331878c621f3 */
    "\n  query ProductFormProduct($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      description\n      permalink\n      images\n      site_id\n      product_type_ids\n      collection_ids {\n        entity_id\n        sorting\n      }\n      tag_ids {\n        entity_id\n        sorting\n      }\n      bundled_products\n      excludeMockups\n      variants {\n        id\n        price\n        regular_price\n        product_type_id\n        product_type_variant_id\n        active\n        sorting\n        mockup_id\n        image\n      }\n      print_areas {\n        product_type_print_area_id\n        name\n        product_type_id\n        artwork_id\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; description: string | null; permalink: string; images: string[]; site_id: string; product_type_ids: string[]; collection_ids: { entity_id: string; sorting: number; }[]; tag_ids: { entity_id: string; sorting: number; }[]; bundled_products: string | null; excludeMockups: string[]; variants: { id: string; price: number | null; regular_price: number; product_type_id: string; product_type_variant_id: string; active: boolean; sorting: number; mockup_id: string | null; image: string | null; }[]; print_areas: { product_type_print_area_id: string; name: string; product_type_id: string; artwork_id: string | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:41c7cc0c23f7166a090e1016d5127cad */
    "\n  query ProductFormSites($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; verified: boolean; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b88f97883e0acda9e256ed61e34f1083 */
    "\n  query ProductFormTypes($ids: [ID!]!) {\n    productTypeByIds(ids: $ids) {\n      ...FormProductTypeFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeByIds: { id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }[]; }, { ids: string[]; }, void>;
    /** @gql.tada/hash sha256:e410b0e40323b67984a33eb7d2650609 */
    "\n  query ProductPickerTypes($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        mockup\n        images\n        categories {\n          id\n          title\n        }\n        min_base_cost\n        max_base_cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; mockup: string | null; images: string[]; categories: { id: string; title: string; }[]; min_base_cost: number | null; max_base_cost: number | null; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:ecb7dc0eb0ac668041f68b883a2072f6 */
    "\n  query ProductTypeCategoryOptions {\n    categories(filter: { status: true, limit: 1000 }) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:91f65506a74cd5a68da13f63963daaad */
    "\n  query ProductTypeEditor($id: ID!) {\n    productTypeById(id: $id) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:5e844fbf62f977a6363814772d1a1e0d */
    "\n  query ProductTypeMockups($productTypeID: ID!) {\n    mockups(productTypeID: $productTypeID) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ mockups: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }[]; }, { productTypeID: string; }, void>;
    /** @gql.tada/hash sha256:a20c56815579ccccd73e5ebd9696b88e */
    "\n  query ProductTypeVariants($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      ...ProductTypeVariantFields\n      print_sizes {\n        print_area_id\n        width\n        height\n      }\n      carrier_costs {\n        carrier_id\n        cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; print_sizes: { print_area_id: string; width: number; height: number; }[]; carrier_costs: { carrier_id: string; cost: number | null; }[]; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:d5354c725f810414a199a74c3689c268 */
    "\n  query ProductTypesList($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        state\n        categories {\n          id\n          title\n        }\n        product_type_variants {\n          id\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; images: string[]; state: string; categories: { id: string; title: string; }[]; product_type_variants: { id: string; }[]; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:d8a1458468e82780ae0d904e3ba18b1e */
    "\n  query ProductsList($filter: ProductFilter) {\n    products(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        created_at\n        site_id\n        product_type_ids\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ products: { count: number; hits: { id: string; title: string; sku: string | null; images: string[]; created_at: string; site_id: string; product_type_ids: string[]; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { site_id?: string | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:4df94e811236a926d2c893f5a78aab3e */
    "\n  query SiteSettingsPage($site_id: ID!) {\n    siteById(id: $site_id) {\n      id\n      title\n      platform\n    }\n    getSiteSettings(site_id: $site_id) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; } | null; getSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:4e3e91ec16fe33100de213d6bd066e2a */
    "\n  query SitesList($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n        type\n        user {\n          id\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; type: string; user: { id: string; first_name: string | null; last_name: string | null; } | null; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:adab2101b1ad52cafbb43b67b1b265b2 */
    "\n  query SitesSellers($search: String) {\n    usersByRole(role: \"Seller\", status: true, search: $search) {\n      id\n      first_name\n      last_name\n    }\n  }\n":
      TadaDocumentNode<{ usersByRole: { id: string; first_name: string | null; last_name: string | null; }[]; }, { search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b4cd7d78a81b9642c645591261ab3c2c */
    "\n  query VariantsProductType($id: ID!) {\n    productTypeById(id: $id) {\n      id\n      title\n      sku\n      attributes {\n        ...TypeAttributeFields\n      }\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:eed7cb9581bf824b5c01671a304dd5db */
    "\n  subscription CampaignStoreChanged {\n    campaignStoreChanged {\n      id\n      siteId\n      productId\n      status\n      log\n      pushedAt\n    }\n  }\n":
      TadaDocumentNode<{ campaignStoreChanged: { id: string; siteId: string; productId: string; status: string; log: string | null; pushedAt: string | null; }; }, {}, void>;
    /** @gql.tada/hash sha256:4b44dd9e7139079ad1b2b9509c0ed686 */
    "\n  subscription SitesListChanged {\n    siteChanged {\n      id\n      verified\n      occurred_at\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; verified: boolean; occurred_at: string; }; }, {}, void>;
  }
}
