import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

/** Resolver types of the catalog subgraph: each GraphQL type whose resolvers get an entity maps to it. */
export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#CatalogContext',
  mappers: {
    Category: '../categories/category.entity#Category',
    ProductType: '../product-types/product-type.entity#ProductType',
    PrintArea: '../product-types/print-area.entity#PrintArea',
    ProductTypeVariant: '../variants/product-type-variant.entity#ProductTypeVariant',
    Product: '../products/product.entity#Product',
    ProductVariant: '../products/product.entity#ProductVariant',
    ProductPrintArea: '../products/product.entity#ProductPrintArea',
    ProductStore: '../products/product.entity#ProductStore',
    CampaignStore: '../campaign-stores/campaign-store.entity#CampaignStore',
    ProductTypeCarrier: '../carriers/carriers.service#ProductTypeCarrier',
    Artwork: '../artworks/artwork-usage.service#ArtworkRef',
    ProductMockupRender: '../product-mockups/product-mockup.entity#ProductMockupJob',
    ProductMockupBatch: '../product-mockups/product-mockups.service#ProductMockupBatch',
  },
});
