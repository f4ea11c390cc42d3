/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:911b976d330690e7b0ac242a33c37e22 */
    "\n    fragment FormProductTypeFields on ProductType @_unmask {\n      id\n      title\n      sku\n      images\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n      product_type_variants {\n        ...ProductTypeVariantFields\n      }\n    }\n  ":
      TadaDocumentNode<{ id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }, {}, { fragment: "FormProductTypeFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:91680e3782db903d808000ae7af91219 */
    "\n    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {\n      ...VariantPriceFields\n      product_type_id\n      sorting\n    }\n  ":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }, {}, { fragment: "ProductTypeVariantFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:01ffef3754b777a043a991466aa542f7 */
    "\n  fragment CategoryFields on Category @_unmask {\n    id\n    title\n    description\n    status\n    totalProductType\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; totalProductType: number; }, {}, { fragment: "CategoryFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:4db4c725f49eed29ab1b47f46fc770b7 */
    "\n  fragment CategorySavedFields on Category @_unmask {\n    id\n    title\n    description\n    status\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; }, {}, { fragment: "CategorySavedFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:be5d5bedf50f396e035f028f2a57bd3b */
    "\n  fragment MockupCardFields on Mockup @_unmask {\n    id\n    title\n    preview\n    width\n    height\n    ordering\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string; width: number; height: number; ordering: number; }, {}, { fragment: "MockupCardFields"; on: "Mockup"; masked: false; }>;
    /** @gql.tada/hash sha256:49e1be8d83b45ea5e834d75a52564263 */
    "\n  fragment PrintAreaSizeFields on PrintArea @_unmask {\n    id\n    name\n    width\n    height\n  }\n":
      TadaDocumentNode<{ id: string; name: string; width: number | null; height: number | null; }, {}, { fragment: "PrintAreaSizeFields"; on: "PrintArea"; masked: false; }>;
    /** @gql.tada/hash sha256:49a642dfa6b3b3fa75fbb5d486c5ac3f */
    "\n  fragment ProductTypeEditorFields on ProductType @_unmask {\n    id\n    title\n    description\n    sku\n    mockup\n    state\n    images\n    categories {\n      id\n      title\n    }\n    attributes {\n      ...TypeAttributeFields\n    }\n    printAreas {\n      id\n      name\n      width\n      height\n      dpi\n      mockupId\n      mockup\n      note\n      variant_ids\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }, {}, { fragment: "ProductTypeEditorFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:61d65cb37bc1d7a2d22ae204152c07bb */
    "\n  fragment SiteRefFields on Site @_unmask {\n    id\n    title\n    domain\n  }\n":
      TadaDocumentNode<{ id: string; title: string; domain: string | null; }, {}, { fragment: "SiteRefFields"; on: "Site"; masked: false; }>;
    /** @gql.tada/hash sha256:0aca943fec0b54616800e2e420585edc */
    "\n  fragment TypeAttributeFields on Attribute @_unmask {\n    name\n    slug\n    options\n  }\n":
      TadaDocumentNode<{ name: string; slug: string; options: string[]; }, {}, { fragment: "TypeAttributeFields"; on: "Attribute"; masked: false; }>;
    /** @gql.tada/hash sha256:ac130ef2c302db037d9510bcf2a24992 */
    "\n  fragment VariantPriceFields on ProductTypeVariant @_unmask {\n    id\n    sku\n    attributes {\n      name\n      slug\n      option\n    }\n    base_cost\n    retail_cost\n    sale_cost\n    is_active\n  }\n":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }, {}, { fragment: "VariantPriceFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:3bebd53e73845d93cf2c087512d230a5 */
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ createCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:cd343d9321ba4fb35031145e56fd222b */
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ createProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:77714af151464566afdcdf54356ca4c1 */
    "\n  mutation CreateProductType($input: ProductTypeInput!) {\n    createProductType(input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ createProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:48fdbf902bf8d024f7b65885aaba7775 */
    "\n  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {\n    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createMockup: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }; }, { productTypeID: string; fileID: string; }, void>;
    /** @gql.tada/hash sha256:39a7f042c3afe4de1212db6d4afa2e12 */
    "\n  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {\n    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {\n      id\n      platform\n      domain\n      authUrl\n    }\n  }\n":
      TadaDocumentNode<{ createSite: { id: string; platform: string; domain: string | null; authUrl: string | null; }; }, { isConnect?: boolean | null | undefined; platform: string; domain: string; title: string; }, void>;
    /** @gql.tada/hash sha256:ed6a8b84cc04270ed7cc614d9697f5c3 */
    "\n  mutation DeleteCampaignStore($id: ID!) {\n    deleteCampaignStore(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCampaignStore: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:17b5c78cc1653114c1975da0f8eb3743 */
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCategory: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c49171eb81eeb5817c946965a1db6dea */
    "\n  mutation DeleteProductTypeMockup($id: ID!) {\n    deleteMockup(id: $id) { id }\n  }\n":
      TadaDocumentNode<{ deleteMockup: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:a7f7ab42ed3e0bc0dd5d1c854cd1aef0 */
    "\n  mutation DeleteSite($id: ID!) {\n    deleteSite(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteSite: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:18077f34834d489de4d5a5e0a91d9e86 */
    "\n  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {\n    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {\n      id\n      origin_id\n    }\n  }\n":
      TadaDocumentNode<{ fetchProductFromSite: { id: string; origin_id: string | null; }; }, { product_id: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:b41d5ce89090094ef4face8380a2dc34 */
    "\n  mutation FetchProductVariants($site_id: ID!) {\n    fetchProductVariants(site_id: $site_id)\n  }\n":
      TadaDocumentNode<{ fetchProductVariants: boolean; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:56eeb8bb3d4b5d8121a028a6f6debef6 */
    "\n  mutation GenerateProductMockups($input: [GenerateProductMockupInput!]!, $excludeMockups: [ID!]) {\n    generateProductMockups(input: $input, excludeMockups: $excludeMockups) {\n      productId\n      total\n      renders {\n        id\n        mockupId\n        status\n        image\n        variantIds\n        sorting\n        log\n      }\n    }\n  }\n":
      TadaDocumentNode<{ generateProductMockups: { productId: string; total: number; renders: { id: string; mockupId: string; status: string; image: string | null; variantIds: string[]; sorting: number; log: string | null; }[]; }; }, { excludeMockups?: string[] | null | undefined; input: { sorting?: number | null | undefined; productTypePrintAreaId: string; productTypeId: string; productId: string; artworkId: string; }[]; }, void>;
    /** @gql.tada/hash sha256:b8fb642df9ce80ab0c30764568cc9c75 */
    "\n  mutation InitShopifyAuth($title: String!, $shop: String) {\n    initShopifyAuth(title: $title, shop: $shop) {\n      authUrl\n      siteId\n    }\n  }\n":
      TadaDocumentNode<{ initShopifyAuth: { authUrl: string; siteId: string; }; }, { shop?: string | null | undefined; title: string; }, void>;
    /** @gql.tada/hash sha256:833f378d6eb517ee056a41a119fc23ed */
    "\n  mutation ReconnectSite($id: ID!) {\n    reconnectSite(id: $id)\n  }\n":
      TadaDocumentNode<{ reconnectSite: string; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:fcf7ed7bbed23b6197a3ec884c29eae4 */
    "\n  mutation RetryPushCampaignStore($id: ID!) {\n    retryPushCampaignStore(id: $id) {\n      id\n      status\n      log\n    }\n  }\n":
      TadaDocumentNode<{ retryPushCampaignStore: { id: string; status: string; log: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:929ce1bb4b1376cb85de0e8fece3379d */
    "\n  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:679f5be11da95acc889f5e80dd397db6 */
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ updateCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:e22a80008edb0ccae22f99b3682b0e9a */
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ updateProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:2748bae90334a3975e8c66944d13569b */
    "\n  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {\n    updateProductType(id: $id, input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ updateProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:2e6d30b79b9d5b2adfa417b1a63853c3 */
    "\n  mutation UpdateSite($site_id: ID!, $title: String!) {\n    updateSite(site_id: $site_id, title: $title) {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ updateSite: { id: string; title: string; }; }, { title: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:acfa3951cff6638eab6ad69e45448aa3 */
    "\n  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {\n    updateSiteSettings(site_id: $site_id, settings: $settings) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ updateSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { settings: { auto_accept_design?: boolean | null | undefined; }; site_id: string; }, void>;
    /** @gql.tada/hash sha256:c1f4ba9329e26ec9ec67235f0c3fbe20 */
    "\n  query CampaignStoresList($filter: CampaignStoreFilter) {\n    campaignStores(filter: $filter) {\n      count\n      hits {\n        id\n        siteId\n        productId\n        status\n        log\n        createdAt\n        pushedAt\n        permalink\n        product {\n          id\n          title\n          sku\n        }\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ campaignStores: { count: number; hits: { id: string; siteId: string; productId: string; status: string; log: string | null; createdAt: string; pushedAt: string | null; permalink: string | null; product: { id: string; title: string; sku: string | null; } | null; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { siteId?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b030f687c57f1c5a3652b4d52308098c */
    "\n  query CategoriesList($filter: CategoryFilter) {\n    categories(filter: $filter) {\n      count\n      hits {\n        ...CategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; }[]; }; }, { filter?: { status?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:e394fa3c6e21cc1f97db99d72932924f */
    "\n  query CategoryById($id: ID!) {\n    categoryById(id: $id) {\n      ...CategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ categoryById: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:7cf847c6b5578e685ffda5d589c3d0a2 */
    "\n  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {\n    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)\n  }\n":
      TadaDocumentNode<{ productCheckOriginIDs: string[]; }, { origin_ids: string[]; site_id: string; }, void>;
    /** @gql.tada/hash sha256:12b6317ff61cdd2e14b54797b18f4f37 */
    "\n  query MappingProductTypes {\n    productTypes(filter: { status: \"active\", limit: 1000 }) {\n      hits {\n        id\n        title\n        sku\n        attributes {\n          ...TypeAttributeFields\n        }\n        product_type_variants {\n          ...VariantPriceFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { hits: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }[]; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:b57d7bac00c99bf09274d8568c714c80 */
    "\n  query MappingSite($id: ID!) {\n    siteById(id: $id) {\n      id\n      title\n      platform\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; verified: boolean; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c70387df7ce0c656e72ba3147ea3c17b */
    "\n  query ProductBundleLookup($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      site_id\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; site_id: string; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:2d9487e1e4d9b037f5b6af218f4fe5a4 */
    "\n  query ProductFormChosenArtwork($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      preview\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; preview: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:fb2f7abdab3a608d742266eec50c6794 */
    "\n  query ProductFormProduct($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      description\n      permalink\n      images\n      site_id\n      product_type_ids\n      collection_ids {\n        entity_id\n        sorting\n      }\n      tag_ids {\n        entity_id\n        sorting\n      }\n      bundled_products\n      excludeMockups\n      variants {\n        id\n        price\n        regular_price\n        product_type_id\n        product_type_variant_id\n        active\n        sorting\n        mockup_id\n        image\n      }\n      print_areas {\n        product_type_print_area_id\n        name\n        product_type_id\n        artwork_id\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; description: string | null; permalink: string; images: string[]; site_id: string; product_type_ids: string[]; collection_ids: { entity_id: string; sorting: number; }[]; tag_ids: { entity_id: string; sorting: number; }[]; bundled_products: string | null; excludeMockups: string[]; variants: { id: string; price: number | null; regular_price: number; product_type_id: string; product_type_variant_id: string; active: boolean; sorting: number; mockup_id: string | null; image: string | null; }[]; print_areas: { product_type_print_area_id: string; name: string; product_type_id: string; artwork_id: string | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:88b3db5d2873150e133fe609198a78ea */
    "\n  query ProductFormSites($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; verified: boolean; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:d26c2f3efeb4fdbbd7b08b2e27b6f7a0 */
    "\n  query ProductFormTypes($ids: [ID!]!) {\n    productTypeByIds(ids: $ids) {\n      ...FormProductTypeFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeByIds: { id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }[]; }, { ids: string[]; }, void>;
    /** @gql.tada/hash sha256:3b2681949a8ef2cf119c7b81198417c5 */
    "\n  query ProductPickerTypes($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        mockup\n        images\n        categories {\n          id\n          title\n        }\n        min_base_cost\n        max_base_cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; mockup: string | null; images: string[]; categories: { id: string; title: string; }[]; min_base_cost: number | null; max_base_cost: number | null; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:05afc1704e75857257737cc0d45378b5 */
    "\n  query ProductTypeCategoryOptions {\n    categories(filter: { status: true, limit: 1000 }) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:ed389b95d9044c7faca55baed0675a36 */
    "\n  query ProductTypeEditor($id: ID!) {\n    productTypeById(id: $id) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:964f05fe53662b6ad89ea5ed01cafd87 */
    "\n  query ProductTypeMockups($productTypeID: ID!) {\n    mockups(productTypeID: $productTypeID) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ mockups: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }[]; }, { productTypeID: string; }, void>;
    /** @gql.tada/hash sha256:8bd10bf431b6f97cda85cfc664603fb6 */
    "\n  query ProductTypeVariants($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      ...ProductTypeVariantFields\n      print_sizes {\n        print_area_id\n        width\n        height\n      }\n      carrier_costs {\n        carrier_id\n        cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; print_sizes: { print_area_id: string; width: number; height: number; }[]; carrier_costs: { carrier_id: string; cost: number | null; }[]; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:b578ec0d76d0befe849b6656a005e652 */
    "\n  query ProductTypesList($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        state\n        categories {\n          id\n          title\n        }\n        product_type_variants {\n          id\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; images: string[]; state: string; categories: { id: string; title: string; }[]; product_type_variants: { id: string; }[]; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:e77973cc8e66652eef9a0da99d59e2ec */
    "\n  query ProductsList($filter: ProductFilter) {\n    products(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        created_at\n        site_id\n        product_type_ids\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ products: { count: number; hits: { id: string; title: string; sku: string | null; images: string[]; created_at: string; site_id: string; product_type_ids: string[]; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { site_id?: string | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:8e93ce07996a5b105ffe68196efd7937 */
    "\n  query SiteSettingsPage($site_id: ID!) {\n    siteById(id: $site_id) {\n      id\n      title\n      platform\n    }\n    getSiteSettings(site_id: $site_id) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; } | null; getSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:e42f8084cb644f2798cf089482c65522 */
    "\n  query SitesList($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n        type\n        user {\n          id\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; type: string; user: { id: string; first_name: string | null; last_name: string | null; } | null; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:595046c7cf36dab9bd9dc06eca7d0c69 */
    "\n  query SitesSellers($search: String) {\n    usersByRole(role: \"Seller\", status: true, search: $search) {\n      id\n      first_name\n      last_name\n    }\n  }\n":
      TadaDocumentNode<{ usersByRole: { id: string; first_name: string | null; last_name: string | null; }[]; }, { search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:1f4ed8b9389db33ec7934c76899620b7 */
    "\n  query VariantsProductType($id: ID!) {\n    productTypeById(id: $id) {\n      id\n      title\n      sku\n      attributes {\n        ...TypeAttributeFields\n      }\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:14d33fb98407089ed7375cd75c1112a0 */
    "\n  subscription CampaignStoreChanged {\n    campaignStoreChanged {\n      id\n      siteId\n      productId\n      status\n      log\n      pushedAt\n    }\n  }\n":
      TadaDocumentNode<{ campaignStoreChanged: { id: string; siteId: string; productId: string; status: string; log: string | null; pushedAt: string | null; }; }, {}, void>;
    /** @gql.tada/hash sha256:ceede0dd4832561b337765428cba5bc4 */
    "\n  subscription GenerateMockupProduct($productId: ID!) {\n    generateMockupProduct(productId: $productId) {\n      productId\n      mockupId\n      jobId\n      status\n      image\n      variantIds\n      sorting\n      log\n      done\n      total\n      allDone\n    }\n  }\n":
      TadaDocumentNode<{ generateMockupProduct: { productId: string; mockupId: string; jobId: string; status: string; image: string | null; variantIds: string[]; sorting: number; log: string | null; done: number; total: number; allDone: boolean; }; }, { productId: string; }, void>;
    /** @gql.tada/hash sha256:83effa65153517a9c80e50931f760be1 */
    "\n  subscription SitesListChanged {\n    siteChanged {\n      id\n      verified\n      occurred_at\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; verified: boolean; occurred_at: string; }; }, {}, void>;
  }
}
