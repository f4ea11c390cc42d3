import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#ArtworksContext',
  mappers: {
    ArtworkCategory: '../artwork-categories/category-tree#ArtworkCategoryNode',
    Artwork: '../artworks/artwork.service#ArtworkRecord',
    Mockup: '../mockups/mockup.entity#MockupRow',
    ClipartCategory: '../clipart-categories/clipart-category-tree#ClipartCategoryNode',
    Clipart: '../cliparts/clipart.entity#ClipartRow',
  },
  scalars: { JSON: 'unknown' },
});
