/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:925a93f0d4606799212ed920b91b3c1b */
    "\n    fragment FormProductTypeFields on ProductType @_unmask {\n      id\n      title\n      sku\n      images\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n      product_type_variants {\n        ...ProductTypeVariantFields\n      }\n    }\n  ":
      TadaDocumentNode<{ id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }, {}, { fragment: "FormProductTypeFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:b4cb9cf13e9b935d347fae021a7c7707 */
    "\n    fragment ProductTypeVariantFields on ProductTypeVariant @_unmask {\n      ...VariantPriceFields\n      product_type_id\n      sorting\n    }\n  ":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }, {}, { fragment: "ProductTypeVariantFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:706a0aa0617e69d937306380107a9b9b */
    "\n  fragment CategoryFields on Category @_unmask {\n    id\n    title\n    description\n    status\n    totalProductType\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; totalProductType: number; }, {}, { fragment: "CategoryFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:8f4d5617f31e63cd22e902fdacc48280 */
    "\n  fragment CategorySavedFields on Category @_unmask {\n    id\n    title\n    description\n    status\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; status: boolean; }, {}, { fragment: "CategorySavedFields"; on: "Category"; masked: false; }>;
    /** @gql.tada/hash sha256:2e45bd01195ba53f6ca018619caabe3e */
    "\n  fragment MockupCardFields on Mockup @_unmask {\n    id\n    title\n    preview\n    width\n    height\n    ordering\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string; width: number; height: number; ordering: number; }, {}, { fragment: "MockupCardFields"; on: "Mockup"; masked: false; }>;
    /** @gql.tada/hash sha256:418bebe97bcf74cd0841c95eae1982a2 */
    "\n  fragment PrintAreaSizeFields on PrintArea @_unmask {\n    id\n    name\n    width\n    height\n  }\n":
      TadaDocumentNode<{ id: string; name: string; width: number | null; height: number | null; }, {}, { fragment: "PrintAreaSizeFields"; on: "PrintArea"; masked: false; }>;
    /** @gql.tada/hash sha256:30fb7b7493245bd8a0d582ef1219c402 */
    "\n  fragment ProductTypeEditorFields on ProductType @_unmask {\n    id\n    title\n    description\n    sku\n    mockup\n    state\n    images\n    categories {\n      id\n      title\n    }\n    attributes {\n      ...TypeAttributeFields\n    }\n    printAreas {\n      id\n      name\n      width\n      height\n      dpi\n      mockupId\n      mockup\n      note\n      variant_ids\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }, {}, { fragment: "ProductTypeEditorFields"; on: "ProductType"; masked: false; }>;
    /** @gql.tada/hash sha256:4d1ed0c2dabd7325d09dec9bc8d8c06d */
    "\n  fragment SiteRefFields on Site @_unmask {\n    id\n    title\n    domain\n  }\n":
      TadaDocumentNode<{ id: string; title: string; domain: string | null; }, {}, { fragment: "SiteRefFields"; on: "Site"; masked: false; }>;
    /** @gql.tada/hash sha256:5ace25605a0e391e6f4ba928c53041f7 */
    "\n  fragment TypeAttributeFields on Attribute @_unmask {\n    name\n    slug\n    options\n  }\n":
      TadaDocumentNode<{ name: string; slug: string; options: string[]; }, {}, { fragment: "TypeAttributeFields"; on: "Attribute"; masked: false; }>;
    /** @gql.tada/hash sha256:ce5f0af78e915f913755365e181f8119 */
    "\n  fragment VariantPriceFields on ProductTypeVariant @_unmask {\n    id\n    sku\n    attributes {\n      name\n      slug\n      option\n    }\n    base_cost\n    retail_cost\n    sale_cost\n    is_active\n  }\n":
      TadaDocumentNode<{ id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }, {}, { fragment: "VariantPriceFields"; on: "ProductTypeVariant"; masked: false; }>;
    /** @gql.tada/hash sha256:2d6d19b1637782a2d3932c00d328eae0 */
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ createCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:ff0075a3ca442281c2b4512f2287187a */
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ createProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:120003571cf631f5c2f91cefb9d597d1 */
    "\n  mutation CreateProductType($input: ProductTypeInput!) {\n    createProductType(input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ createProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:7608c5313f99295ea5f31f2ea9ff6b5c */
    "\n  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {\n    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createMockup: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }; }, { productTypeID: string; fileID: string; }, void>;
    /** @gql.tada/hash sha256:45d9e9026b296d8a0ee5c728e1eb9474 */
    "\n  mutation CreateSite($title: String!, $domain: String!, $platform: String!, $isConnect: Boolean) {\n    createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) {\n      id\n      platform\n      domain\n      authUrl\n    }\n  }\n":
      TadaDocumentNode<{ createSite: { id: string; platform: string; domain: string | null; authUrl: string | null; }; }, { isConnect?: boolean | null | undefined; platform: string; domain: string; title: string; }, void>;
    /** @gql.tada/hash sha256:0911a09a33e67722ccc85a662eba2157 */
    "\n  mutation DeleteCampaignStore($id: ID!) {\n    deleteCampaignStore(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCampaignStore: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:98c4632188e9ab94dbce3cd5882dbdd0 */
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteCategory: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:87502a9defd3c7488e2277f08c05f68e */
    "\n  mutation DeleteProductTypeMockup($id: ID!) {\n    deleteMockup(id: $id) { id }\n  }\n":
      TadaDocumentNode<{ deleteMockup: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:92cb756ab1ce23b6244a95e44b1fcfbf */
    "\n  mutation DeleteSite($id: ID!) {\n    deleteSite(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteSite: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:6e824cc28cca97f8c1b809080163723f */
    "\n  mutation FetchProductFromSite($site_id: ID!, $product_id: String!) {\n    fetchProductFromSite(site_id: $site_id, product_id: $product_id) {\n      id\n      origin_id\n    }\n  }\n":
      TadaDocumentNode<{ fetchProductFromSite: { id: string; origin_id: string | null; }; }, { product_id: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:d12da47af83dd42f6ec44a8e3e9fd679 */
    "\n  mutation FetchProductVariants($site_id: ID!) {\n    fetchProductVariants(site_id: $site_id)\n  }\n":
      TadaDocumentNode<{ fetchProductVariants: boolean; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:7e3cf02abd85d9ecde7366907950cfde */
    "\n  mutation InitShopifyAuth($title: String!, $shop: String) {\n    initShopifyAuth(title: $title, shop: $shop) {\n      authUrl\n      siteId\n    }\n  }\n":
      TadaDocumentNode<{ initShopifyAuth: { authUrl: string; siteId: string; }; }, { shop?: string | null | undefined; title: string; }, void>;
    /** @gql.tada/hash sha256:d28cfbcc733c410203c406275dba61e6 */
    "\n  mutation ReconnectSite($id: ID!) {\n    reconnectSite(id: $id)\n  }\n":
      TadaDocumentNode<{ reconnectSite: string; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:b3f3e39cd0337aa9a5d7109f9c82a060 */
    "\n  mutation RetryPushCampaignStore($id: ID!) {\n    retryPushCampaignStore(id: $id) {\n      id\n      status\n      log\n    }\n  }\n":
      TadaDocumentNode<{ retryPushCampaignStore: { id: string; status: string; log: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:cb978c50f023e49f561c62e27407e528 */
    "\n  mutation SaveProductTypeVariants($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:4bb530d4b629328082f08a2bcf63a064 */
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategorySavedFields\n    }\n  }\n":
      TadaDocumentNode<{ updateCategory: { id: string; title: string; description: string | null; status: boolean; }; }, { input: { title?: string | null | undefined; status?: boolean | null | undefined; description?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:988f0de40ef3edbb4793d4876cd19a83 */
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      permalink\n    }\n  }\n":
      TadaDocumentNode<{ updateProduct: { id: string; permalink: string; }; }, { input: { weight_unit?: string | null | undefined; weight?: number | null | undefined; variants?: { sorting?: number | null | undefined; regular_price?: number | null | undefined; product_type_variant_id: string; product_type_id: string; price?: number | null | undefined; mockup_id?: string | null | undefined; image?: string | null | undefined; active?: boolean | null | undefined; }[] | null | undefined; title?: string | null | undefined; tag_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; site_id?: string | null | undefined; product_type_ids?: string[] | null | undefined; print_areas?: { product_type_print_area_id: string; product_type_id: string; name?: string | null | undefined; artwork_id?: string | null | undefined; }[] | null | undefined; permalink?: string | null | undefined; images?: string[] | null | undefined; id?: string | null | undefined; excludeMockups?: string[] | null | undefined; description?: string | null | undefined; collection_ids?: { sorting?: number | null | undefined; entity_id: string; }[] | null | undefined; bundled_products?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:83e37c899cf14330f0324bd9ed8567de */
    "\n  mutation UpdateProductType($id: ID!, $input: ProductTypeInput!) {\n    updateProductType(id: $id, input: $input) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ updateProductType: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; }; }, { input: { title?: string | null | undefined; state?: string | null | undefined; sku?: string | null | undefined; printAreas?: { width?: number | null | undefined; variant_ids?: string[] | null | undefined; note?: string | null | undefined; name?: string | null | undefined; mockupId?: string | null | undefined; mockup?: string | null | undefined; id?: string | null | undefined; height?: number | null | undefined; dpi?: number | null | undefined; }[] | null | undefined; mockup?: string | null | undefined; images?: string[] | null | undefined; description?: string | null | undefined; categories?: string[] | null | undefined; attributes?: { slug?: string | null | undefined; options?: string[] | null | undefined; name?: string | null | undefined; }[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:9d8e61773667b22a3104251317ce5d7c */
    "\n  mutation UpdateSite($site_id: ID!, $title: String!) {\n    updateSite(site_id: $site_id, title: $title) {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ updateSite: { id: string; title: string; }; }, { title: string; site_id: string; }, void>;
    /** @gql.tada/hash sha256:db2f83ad4a3af6f626fb7eaf6f8b3029 */
    "\n  mutation UpdateSiteSettings($site_id: ID!, $settings: SiteSettingsInput!) {\n    updateSiteSettings(site_id: $site_id, settings: $settings) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ updateSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { settings: { auto_accept_design?: boolean | null | undefined; }; site_id: string; }, void>;
    /** @gql.tada/hash sha256:77ca0c59d3d8771fe18c6c0b5420260b */
    "\n  query CampaignStoresList($filter: CampaignStoreFilter) {\n    campaignStores(filter: $filter) {\n      count\n      hits {\n        id\n        siteId\n        productId\n        status\n        log\n        createdAt\n        pushedAt\n        permalink\n        product {\n          id\n          title\n          sku\n        }\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ campaignStores: { count: number; hits: { id: string; siteId: string; productId: string; status: string; log: string | null; createdAt: string; pushedAt: string | null; permalink: string | null; product: { id: string; title: string; sku: string | null; } | null; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { siteId?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:46d4c7ea389ae1e01efde4aa6acda8a9 */
    "\n  query CategoriesList($filter: CategoryFilter) {\n    categories(filter: $filter) {\n      count\n      hits {\n        ...CategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; }[]; }; }, { filter?: { status?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:90884f9b6176406cfbaee887b9a8fe9f */
    "\n  query CategoryById($id: ID!) {\n    categoryById(id: $id) {\n      ...CategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ categoryById: { id: string; title: string; description: string | null; status: boolean; totalProductType: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:52dc7158f940905f16e4980eb4a03e4b */
    "\n  query MappingCheckOriginIds($site_id: ID!, $origin_ids: [String!]!) {\n    productCheckOriginIDs(site_id: $site_id, origin_ids: $origin_ids)\n  }\n":
      TadaDocumentNode<{ productCheckOriginIDs: string[]; }, { origin_ids: string[]; site_id: string; }, void>;
    /** @gql.tada/hash sha256:adba9e1bdc258edfe05090ca86838d24 */
    "\n  query MappingProductTypes {\n    productTypes(filter: { status: \"active\", limit: 1000 }) {\n      hits {\n        id\n        title\n        sku\n        attributes {\n          ...TypeAttributeFields\n        }\n        product_type_variants {\n          ...VariantPriceFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { hits: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; }[]; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:13055e90ef51dd074c89422538451273 */
    "\n  query MappingSite($id: ID!) {\n    siteById(id: $id) {\n      id\n      title\n      platform\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; verified: boolean; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d20bf957e67d493e2b9fcdc6d0c85466 */
    "\n  query ProductBundleLookup($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      site_id\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; site_id: string; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:36cd664a92ea935c0dedd96df921e9fe */
    "\n  query ProductFormArtworks($search: String, $page: Int, $pageSize: Int) {\n    artworks(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworks: { count: number; hits: { id: string; title: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:78da16c01525bc09595dc527ddfa4d68 */
    "\n  query ProductFormProduct($id: ID!) {\n    productByID(id: $id) {\n      id\n      origin_id\n      title\n      description\n      permalink\n      images\n      site_id\n      product_type_ids\n      collection_ids {\n        entity_id\n        sorting\n      }\n      tag_ids {\n        entity_id\n        sorting\n      }\n      bundled_products\n      excludeMockups\n      variants {\n        id\n        price\n        regular_price\n        product_type_id\n        product_type_variant_id\n        active\n        sorting\n        mockup_id\n        image\n      }\n      print_areas {\n        product_type_print_area_id\n        name\n        product_type_id\n        artwork_id\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productByID: { id: string; origin_id: string | null; title: string; description: string | null; permalink: string; images: string[]; site_id: string; product_type_ids: string[]; collection_ids: { entity_id: string; sorting: number; }[]; tag_ids: { entity_id: string; sorting: number; }[]; bundled_products: string | null; excludeMockups: string[]; variants: { id: string; price: number | null; regular_price: number; product_type_id: string; product_type_variant_id: string; active: boolean; sorting: number; mockup_id: string | null; image: string | null; }[]; print_areas: { product_type_print_area_id: string; name: string; product_type_id: string; artwork_id: string | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:24916cefbe8ec697783e87e0776df191 */
    "\n  query ProductFormSites($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; verified: boolean; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:9fd861064ba55fba3958c3df88b14d3c */
    "\n  query ProductFormTypes($ids: [ID!]!) {\n    productTypeByIds(ids: $ids) {\n      ...FormProductTypeFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeByIds: { id: string; title: string; sku: string; images: string[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; product_type_variants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; }[]; }[]; }, { ids: string[]; }, void>;
    /** @gql.tada/hash sha256:13c4faf79d9ddcc3d5d9b20a2a12f0c1 */
    "\n  query ProductPickerTypes($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        mockup\n        images\n        categories {\n          id\n          title\n        }\n        min_base_cost\n        max_base_cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; mockup: string | null; images: string[]; categories: { id: string; title: string; }[]; min_base_cost: number | null; max_base_cost: number | null; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:7df763bd7f7a99e3bb4af2a2dd0030d2 */
    "\n  query ProductTypeCategoryOptions {\n    categories(filter: { status: true, limit: 1000 }) {\n      count\n      hits {\n        id\n        title\n      }\n    }\n  }\n":
      TadaDocumentNode<{ categories: { count: number; hits: { id: string; title: string; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:ad9ba7641f2633dce9cbefab0a8fc651 */
    "\n  query ProductTypeEditor($id: ID!) {\n    productTypeById(id: $id) {\n      ...ProductTypeEditorFields\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; description: string | null; sku: string; mockup: string | null; state: string; images: string[]; categories: { id: string; title: string; }[]; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; dpi: number; mockupId: string | null; mockup: string | null; note: string | null; variant_ids: string[]; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:82c81ba67292497b66e681de0d72483b */
    "\n  query ProductTypeMockups($productTypeID: ID!) {\n    mockups(productTypeID: $productTypeID) {\n      ...MockupCardFields\n    }\n  }\n":
      TadaDocumentNode<{ mockups: { id: string; title: string; preview: string; width: number; height: number; ordering: number; }[]; }, { productTypeID: string; }, void>;
    /** @gql.tada/hash sha256:94f425fbb043ef48b2c661f431970bc9 */
    "\n  query ProductTypeVariants($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      ...ProductTypeVariantFields\n      print_sizes {\n        print_area_id\n        width\n        height\n      }\n      carrier_costs {\n        carrier_id\n        cost\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; attributes: { name: string; slug: string; option: string; }[]; base_cost: number | null; retail_cost: number | null; sale_cost: number | null; is_active: boolean; product_type_id: string; sorting: number; print_sizes: { print_area_id: string; width: number; height: number; }[]; carrier_costs: { carrier_id: string; cost: number | null; }[]; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:5173dd9cf5067b962f41c7d94de47e19 */
    "\n  query ProductTypesList($filter: ProductTypeFilter) {\n    productTypes(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        state\n        categories {\n          id\n          title\n        }\n        product_type_variants {\n          id\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypes: { count: number; hits: { id: string; title: string; sku: string; images: string[]; state: string; categories: { id: string; title: string; }[]; product_type_variants: { id: string; }[]; }[]; }; }, { filter?: { status?: string | null | undefined; search?: string | null | undefined; priced_only?: boolean | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; category_id?: string | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:29ca1c250679c9a6defee8e150dee316 */
    "\n  query ProductsList($filter: ProductFilter) {\n    products(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        sku\n        images\n        created_at\n        site_id\n        product_type_ids\n        site {\n          ...SiteRefFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ products: { count: number; hits: { id: string; title: string; sku: string | null; images: string[]; created_at: string; site_id: string; product_type_ids: string[]; site: { id: string; title: string; domain: string | null; } | null; }[]; }; }, { filter?: { site_id?: string | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:ccff88ebe098422f1b24395cc1347b15 */
    "\n  query SiteSettingsPage($site_id: ID!) {\n    siteById(id: $site_id) {\n      id\n      title\n      platform\n    }\n    getSiteSettings(site_id: $site_id) {\n      site_id\n      auto_accept_design\n    }\n  }\n":
      TadaDocumentNode<{ siteById: { id: string; title: string; platform: string; } | null; getSiteSettings: { site_id: string; auto_accept_design: boolean; }; }, { site_id: string; }, void>;
    /** @gql.tada/hash sha256:6b6db581b3d81ca89300c815a8454610 */
    "\n  query SitesList($filter: SiteFilter) {\n    sites(filter: $filter) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n        type\n        user {\n          id\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; type: string; user: { id: string; first_name: string | null; last_name: string | null; } | null; }[]; }; }, { filter?: { verified?: boolean | null | undefined; user_id?: string | null | undefined; status?: boolean | null | undefined; search?: string | null | undefined; platform?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:0d76746d8337397a3b83ff7a50c6ce32 */
    "\n  query SitesSellers($search: String) {\n    usersByRole(role: \"Seller\", status: true, search: $search) {\n      id\n      first_name\n      last_name\n    }\n  }\n":
      TadaDocumentNode<{ usersByRole: { id: string; first_name: string | null; last_name: string | null; }[]; }, { search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:2960404ca143b1648751c49fad7295c5 */
    "\n  query VariantsProductType($id: ID!) {\n    productTypeById(id: $id) {\n      id\n      title\n      sku\n      attributes {\n        ...TypeAttributeFields\n      }\n      printAreas {\n        ...PrintAreaSizeFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ productTypeById: { id: string; title: string; sku: string; attributes: { name: string; slug: string; options: string[]; }[]; printAreas: { id: string; name: string; width: number | null; height: number | null; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:b2c3a06d36eafb2a9f4efbddde5e0b8d */
    "\n  subscription CampaignStoreChanged {\n    campaignStoreChanged {\n      id\n      siteId\n      productId\n      status\n      log\n      pushedAt\n    }\n  }\n":
      TadaDocumentNode<{ campaignStoreChanged: { id: string; siteId: string; productId: string; status: string; log: string | null; pushedAt: string | null; }; }, {}, void>;
    /** @gql.tada/hash sha256:905951522cb0cee2aa05a3c4f118997a */
    "\n  subscription SitesListChanged {\n    siteChanged {\n      id\n      verified\n      occurred_at\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; verified: boolean; occurred_at: string; }; }, {}, void>;
  }
}
