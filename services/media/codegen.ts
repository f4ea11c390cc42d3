import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#MediaContext',
  mappers: {
    File: '../files/file.entity#FileRow',
    MediaSignedUrl: '../files/file.service#KeyedUploadForm',
    BannerCategory: '../banners/banner.service#BannerCategoryView',
    Banner: '../banners/banner.entity#BannerRow',
  },
});
