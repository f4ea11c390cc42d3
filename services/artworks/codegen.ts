import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#ArtworksContext',
  mappers: {
    ArtworkCategory: '../artwork-categories/artwork-category.kind#ArtworkCategoryNode',
    Artwork: '../artworks/artwork.service#ArtworkRecord',
    ArtworkVersion: '../artworks/artwork-versions#ArtworkVersionRow',
    Mockup: '../mockups/mockup.entity#MockupRow',
    Font: '../fonts/font.entity#FontRecord',
    FontVariant: '../fonts/font.entity#FontVariantRow',
    ArtworkPsdImport: '../psd-import/psd-import.entity#PsdImportRow',
    ClipartCategory: '../clipart-categories/clipart-category.kind#ClipartCategoryNode',
    Clipart: '../cliparts/clipart.entity#ClipartRow',
    ArtworkPrintCheck: '../artwork-print-checks/artwork-print-check.service#ArtworkPrintCheckResult',
    PrintCheckLayer: '@pod/artwork-scene#LayerPrintCheck',
  },
  scalars: { JSON: 'unknown' },
});
