/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:f11b3244edf4cb601cd6ff031e61e7fa */
    "\n  fragment BannerCategoryFields on BannerCategory @_unmask {\n    id\n    title\n    numberOfBanners\n  }\n":
      TadaDocumentNode<{ id: string; title: string; numberOfBanners: number; }, {}, { fragment: "BannerCategoryFields"; on: "BannerCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:b0cfc979feb22e71cd466aee64f9f2b1 */
    "\n  fragment BannerFields on Banner @_unmask {\n    id\n    title\n    imageUrl\n    categoryID\n  }\n":
      TadaDocumentNode<{ id: string; title: string; imageUrl: string; categoryID: string; }, {}, { fragment: "BannerFields"; on: "Banner"; masked: false; }>;
    /** @gql.tada/hash sha256:41b7e218a33fc6f673c4345a60658d1a */
    "\n  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {\n    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {\n      ...BannerFields\n    }\n  }\n":
      TadaDocumentNode<{ createBanner: { id: string; title: string; imageUrl: string; categoryID: string; }; }, { categoryID?: string | null | undefined; imageUrl?: string | null | undefined; title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:806707c7915ad9210a141668b93c2b60 */
    "\n  mutation CreateBannerCategory($title: String) {\n    createBannerCategory(title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:4f1cece8b8096fd6fa7d7827aae50bd1 */
    "\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBanner: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:5823f5d326f3165389ce2d1e4efeb8ea */
    "\n  mutation DeleteBannerCategory($id: ID!) {\n    deleteBannerCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBannerCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:625e25064f58e171367b660c63ec1c20 */
    "\n  mutation UpdateBannerCategory($id: ID!, $title: String) {\n    updateBannerCategory(id: $id, title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:1fd71fb745f37c57eb0779cdaa4d574b */
    "\n  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {\n    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...BannerFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ banners: { count: number; hits: { id: string; title: string; imageUrl: string; categoryID: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:e9c968e0eb1802400b17678632ab7643 */
    "\n  query BannerCategories($search: String, $page: Int, $pageSize: Int) {\n    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:69a04c1808edaff50dbdfac1abe71f2b */
    "\n  query BannerCategoryOptions {\n    bannerAllCategory(page: 1, pageSize: -1) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, {}, void>;
  }
}
