/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:8f2facdbac692863ac60eba472d05b1e */
    "\n    fragment FormProductTypeFields on ProductType @_unmask {\n      id\n      title\n      sku\n      images\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n      product_type_variants {\n        ...ProductTypeVariantFields\n      }\n    }\n  ":
      TadaDocumentNode<{ id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }, {}, { fragment: "FormProductTypeFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:7f19f6f100461cc1805e7e98070bfd3d */
    "\n    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {\n      ...VariantPriceFields\n      product_type_id\n      sorting\n    }\n  ":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }, {}, { fragment: "ProductTypeVariantFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:4d450b622fa7b9d7b175eb25ae719f60 */
    "\n  fragment CategoryFields on Category @_unmask {\n    id\n    title\n    description\n    status\n    totalProductType\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; totalProductType: number; }, {}, { fragment: "CategoryFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:0a806b59244c8a5ed79b0e4cc8c647d8 */
    "\n  fragment CategorySavedFields on Category @_unmask {\n    id\n    title\n    description\n    status\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; }, {}, { fragment: "CategorySavedFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:47d41dfb98e945678e304e6a4cf7fcde */
    "\n  fragment MockupCardFields on Mockup @_unmask {\n    id\n    title\n    preview\n    width\n    height\n    ordering\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string; width: number; height: number; ordering: number; }, {}, { fragment: "MockupCardFields"; on: "Mockup"; masked: false; }>;
    /** @gql.tada/hash sha256:4053e99c52bf757b3b91e49cf0b7eb46 */
    "\n  fragment PrintAreaSizeFields on PrintArea @_unmask {\n    id\n    name\n    width\n    height\n  }\n":
      TadaDocumentNode<{ id: string; name: string; width: number | null; height: number | null; }, {}, { fragment: "PrintAreaSizeFields"; on: "PrintArea"; masked: false; }>;
    /** @gql.tada/hash sha256:eaabda27fef91cfae014b3fe1ccdee86 */
    "\n  fragment ProductTypeEditorFields on ProductType @_unmask {\n    id\n    title\n    description\n    sku\n    mockup\n    state\n    images\n    categories {\n      id\n      title\n    }\n    attributes {\n      ...TypeAttributeFields\n    }\n    printAreas {\n      id\n      name\n      width\n      height\n      dpi\n      mockupId\n      mockup\n      note\n      variant_ids\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }, {}, { fragment: "ProductTypeEditorFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:5a450c3c3079ac5a62b94a986aa870d4 */
    "\n  fragment SiteRefFields on Site @_unmask {\n    id\n    title\n    domain\n  }\n":
      TadaDocumentNode<{ id: string; title: string; domain: string | null; }, {}, { fragment: "SiteRefFields"; on: "Site"; masked: false; }>;
    /** @gql.tada/hash sha256:9900c66aa8009a84917c4c79ddfe79f6 */
    "\n  fragment TypeAttributeFields on Attribute @_unmask {\n    name\n    slug\n    options\n  }\n":
      TadaDocumentNode<{ name: string; slug: string; options: string[]; }, {}, { fragment: "TypeAttributeFields"; on: "Attribute"; masked: false; }>;
    /** @gql.tada/hash sha256:86c5f541030fbe18c0e00cc827f6d1d2 */
    "\n  fragment VariantPriceFields on ProductTypeVariant @_unmask {\n    id\n    sku\n    attributes {\n      name\n      slug\n      option\n    }\n    base_cost\n    retail_cost\n    sale_cost\n    is_active\n  }\n":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }, {}, { fragment: "VariantPriceFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:6c0f1d844a6b6c9802e9425ee97a7b79 */
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ createCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:afc80cbdc7c071cfd76b6467f94f0c90 */
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ createProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:95fc5859253ad9f3fe86c337ca9d3e30 */
    "\n  mutation CreateProductType($input: ProductTypeInput!) {\n    createProductType(input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ createProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:2ac40f2a33774a698ece2aef5942957c */
    "\n  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {\n    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createMockup: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }; }, { productTypeID: string; fileID: string; }, void>;
    /** @gql.tada/hash sha256:4f76c39a950bd558a7ed09b732d5aedd */
    "\n  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {\n    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {\n      id\n      platform\n      domain\n      authUrl\n    }\n  }\n":
      TadaDocumentNode<{ createSite: { id: string; platform: string; domain: string | null; authUrl: string | null; }; }, { isConnect?: boolean | null | undefined; platform: string; domain: string; title: string; }, void>;
    /** @gql.tada/hash sha256:399921a6afef96aac6172c692ab60a16 */
    "\n  mutation DeleteCampaignStore($id: ID!) {\n    deleteCampaignStore(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCampaignStore: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:64ce8a84f92a8f4a10e34d3385e98ee4 */
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCategory: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:b540fefb0c0742231405596e29eabafc */
    "\n  mutation DeleteProductTypeMockup($id: ID!) {\n    deleteMockup(id: $id) { id }\n  }\n":
      TadaDocumentNode<{ deleteMockup: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:8f40090ae8bb9a4f15ea9f190568c397 */
    "\n  mutation DeleteSite($id: ID!) {\n    deleteSite(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteSite: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:f91345c27ff42cfc414eb6d95d599992 */
    "\n  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {\n    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {\n      id\n      origin_id\n    }\n  }\n":
      TadaDocumentNode<{ fetchProductFromSite: { id: string; origin_id: string | null; }; }, { product_id: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:9bf699a635125d8be1fedad500c3c5e5 */
    "\n  mutation FetchProductVariants($site_id: ID!) {\n    fetchProductVariants(site_id: $site_id)\n  }\n":
      TadaDocumentNode<{ fetchProductVariants: boolean; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:692e5770860bc80b0cbbdcdeff28258d */
    "\n  mutation InitShopifyAuth($title: String!, $shop: String) {\n    initShopifyAuth(title: $title, shop: $shop) {\n      authUrl\n      siteId\n    }\n  }\n":
      TadaDocumentNode<{ initShopifyAuth: { authUrl: string; siteId: string; }; }, { shop?: string | null | undefined; title: string; }, void>;
    /** @gql.tada/hash sha256:2627f2de2d94b01e3841f34cebe9b965 */
    "\n  mutation ReconnectSite($id: ID!) {\n    reconnectSite(id: $id)\n  }\n":
      TadaDocumentNode<{ reconnectSite: string; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:e5f420c64de585de666b09d34de79f58 */
    "\n  mutation RetryPushCampaignStore($id: ID!) {\n    retryPushCampaignStore(id: $id) {\n      id\n      status\n      log\n    }\n  }\n":
      TadaDocumentNode<{ retryPushCampaignStore: { id: string; status: string; log: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:678607a8d462e7ebc7789ed0231fb01d */
    "\n  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:6f1a913b1a9982b9e422e00e0b705ca6 */
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ updateCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:81af82ebe545d08ac9f5fbce11f2f6f2 */
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ updateProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:7a7f0db570addb1c7f6d2f3e2fcee717 */
    "\n  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {\n    updateProductType(id: $id, input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ updateProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:948804f6e61aa35a59823e8d9121c919 */
    "\n  mutation UpdateSite($site_id: ID!, $title: String!) {\n    updateSite(site_id: $site_id, title: $title) {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ updateSite: { id: string; title: string; }; }, { title: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:bcd2286b5730bf4d3637a99df379e6a4 */
    "\n  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {\n    updateSiteSettings(site_id: $site_id, settings: $settings) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ updateSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { settings: { auto_accept_design?: boolean | null | undefined; }; site_id: string; }, void>;
    /** @gql.tada/hash sha256:40675ac5632531790f10457f5d337d3e */
    "\n  query CampaignStoresList($filter: CampaignStoreFilter) {\n    campaignStores(filter: $filter) {\n      count\n      hits {\n        id\n        siteId\n        productId\n        status\n        log\n        createdAt\n        pushedAt\n        permalink\n        product {\n          id\n          title\n          sku\n        }\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ campaignStores: { count: number; hits: { id: string; siteId: string; productId: string; status: string; log: string | null; createdAt: string; pushedAt: string | null; permalink: string | null; product: { id: string; title: string; sku: string | null; } | null; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { siteId?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:632a509d30629dcd771e15d7d06b986d */
    "\n  query CategoriesList($filter: CategoryFilter) {\n    categories(filter: $filter) {\n      count\n      hits {\n        ...CategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; }[]; }; }, { filter?: { status?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b24b25f87a9da7779a43a9bccc02ca9e */
    "\n  query CategoryById($id: ID!) {\n    categoryById(id: $id) {\n      ...CategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ categoryById: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d004cb55c69d511a4cdb3103549dddcf */
    "\n  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {\n    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)\n  }\n":
      TadaDocumentNode<{ productCheckOriginIDs: string[]; }, { origin_ids: string[]; site_id: string; }, void>;
    /** @gql.tada/hash sha256:21a42cc057d4d28f86ad3111eeec63f1 */
    "\n  query MappingProductTypes {\n    productTypes(filter: { status: \"active\", limit: 1000 }) {\n      hits {\n        id\n        title\n        sku\n        attributes {\n          ...TypeAttributeFields\n        }\n        product_type_variants {\n          ...VariantPriceFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { hits: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }[]; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:1d5f7422967db5807757a9d68428b95c */
    "\n  query MappingSite($id: ID!) {\n    siteById(id: $id) {\n      id\n      title\n      platform\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; verified: boolean; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:f543f7d4676f9462d471b1a51510176d */
    "\n  query ProductBundleLookup($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      site_id\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; site_id: string; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d0e5a0f9ce3767a0ac5ca0592f63138b */
    "\n  query ProductFormChosenArtwork($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      preview\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; preview: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:4156c80085a5762e72f87d8dce80dfc9 */
    "\n  query ProductFormProduct($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      description\n      permalink\n      images\n      site_id\n      product_type_ids\n      collection_ids {\n        entity_id\n        sorting\n      }\n      tag_ids {\n        entity_id\n        sorting\n      }\n      bundled_products\n      excludeMockups\n      variants {\n        id\n        price\n        regular_price\n        product_type_id\n        product_type_variant_id\n        active\n        sorting\n        mockup_id\n        image\n      }\n      print_areas {\n        product_type_print_area_id\n        name\n        product_type_id\n        artwork_id\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; description: string | null; permalink: string; images: string[]; site_id: string; product_type_ids: string[]; collection_ids: { entity_id: string; sorting: number; }[]; tag_ids: { entity_id: string; sorting: number; }[]; bundled_products: string | null; excludeMockups: string[]; variants: { id: string; price: number | null; regular_price: number; product_type_id: string; product_type_variant_id: string; active: boolean; sorting: number; mockup_id: string | null; image: string | null; }[]; print_areas: { product_type_print_area_id: string; name: string; product_type_id: string; artwork_id: string | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:f24df64aa38ce0676e18e437da95a691 */
    "\n  query ProductFormSites($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; verified: boolean; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:0e35e36f5cb68cadcdefa1e5cb9074cd */
    "\n  query ProductFormTypes($ids: [ID!]!) {\n    productTypeByIds(ids: $ids) {\n      ...FormProductTypeFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeByIds: { id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }[]; }, { ids: string[]; }, void>;
    /** @gql.tada/hash sha256:a8dc84b59b492bdbdc4b80a48001702f */
    "\n  query ProductPickerTypes($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        mockup\n        images\n        categories {\n          id\n          title\n        }\n        min_base_cost\n        max_base_cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; mockup: string | null; images: string[]; categories: { id: string; title: string; }[]; min_base_cost: number | null; max_base_cost: number | null; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:e8b8e108c88497ed4b50158d026085c7 */
    "\n  query ProductTypeCategoryOptions {\n    categories(filter: { status: true, limit: 1000 }) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:889c84e82fed5fce7302609ff011373a */
    "\n  query ProductTypeEditor($id: ID!) {\n    productTypeById(id: $id) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:ab1357f4639d34c5d9521a251dd40af1 */
    "\n  query ProductTypeMockups($productTypeID: ID!) {\n    mockups(productTypeID: $productTypeID) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ mockups: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }[]; }, { productTypeID: string; }, void>;
    /** @gql.tada/hash sha256:36a13ca26a82d8b7ff2815db2ce94b5c */
    "\n  query ProductTypeVariants($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      ...ProductTypeVariantFields\n      print_sizes {\n        print_area_id\n        width\n        height\n      }\n      carrier_costs {\n        carrier_id\n        cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; print_sizes: { print_area_id: string; width: number; height: number; }[]; carrier_costs: { carrier_id: string; cost: number | null; }[]; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:e5d9591d30f951def17ed6cc28551758 */
    "\n  query ProductTypesList($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        state\n        categories {\n          id\n          title\n        }\n        product_type_variants {\n          id\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; images: string[]; state: string; categories: { id: string; title: string; }[]; product_type_variants: { id: string; }[]; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:7f83501baf56f05fc1ee50d1bb79c254 */
    "\n  query ProductsList($filter: ProductFilter) {\n    products(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        created_at\n        site_id\n        product_type_ids\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ products: { count: number; hits: { id: string; title: string; sku: string | null; images: string[]; created_at: string; site_id: string; product_type_ids: string[]; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { site_id?: string | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:22d0b0d5722896e9a80196a96eb8d026 */
    "\n  query SiteSettingsPage($site_id: ID!) {\n    siteById(id: $site_id) {\n      id\n      title\n      platform\n    }\n    getSiteSettings(site_id: $site_id) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; } | null; getSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:96b3a1edd36bd2885de5340354ee2b8d */
    "\n  query SitesList($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n        type\n        user {\n          id\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; type: string; user: { id: string; first_name: string | null; last_name: string | null; } | null; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b850594a20a8808fb9f40140dd638d2d */
    "\n  query SitesSellers($search: String) {\n    usersByRole(role: \"Seller\", status: true, search: $search) {\n      id\n      first_name\n      last_name\n    }\n  }\n":
      TadaDocumentNode<{ usersByRole: { id: string; first_name: string | null; last_name: string | null; }[]; }, { search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:959275c0b288feefd58ddf876f82017a */
    "\n  query VariantsProductType($id: ID!) {\n    productTypeById(id: $id) {\n      id\n      title\n      sku\n      attributes {\n        ...TypeAttributeFields\n      }\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:9af3e4d3921b1ee4a4c9a1d77d78b66c */
    "\n  subscription CampaignStoreChanged {\n    campaignStoreChanged {\n      id\n      siteId\n      productId\n      status\n      log\n      pushedAt\n    }\n  }\n":
      TadaDocumentNode<{ campaignStoreChanged: { id: string; siteId: string; productId: string; status: string; log: string | null; pushedAt: string | null; }; }, {}, void>;
    /** @gql.tada/hash sha256:ec4160c1da3b5eed6adc834daf6de3cf */
    "\n  subscription SitesListChanged {\n    siteChanged {\n      id\n      verified\n      occurred_at\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; verified: boolean; occurred_at: string; }; }, {}, void>;
  }
}
