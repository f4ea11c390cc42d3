import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#ArtworksContext',
  mappers: {
    ArtworkCategory: '../artwork-categories/category-tree#ArtworkCategoryNode',
    Artwork: '../artworks/artwork.service#ArtworkRecord',
    Mockup: '../mockups/mockup.entity#MockupRow',
    ArtworkPsdImport: '../psd-import/psd-import.entity#PsdImportRow',
    Font: '../fonts/font.entity#FontRecord',
    FontVariant: '../fonts/font.entity#FontVariantRow',
  },
  scalars: { JSON: 'unknown' },
});
