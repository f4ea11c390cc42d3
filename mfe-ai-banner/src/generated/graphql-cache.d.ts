/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:a4d0d701505696fde52bf0d7c5b0b7d6 */
    "\n  fragment BannerCategoryFields on BannerCategory @_unmask {\n    id\n    title\n    numberOfBanners\n  }\n":
      TadaDocumentNode<{ id: string; title: string; numberOfBanners: number; }, {}, { fragment: "BannerCategoryFields"; on: "BannerCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:837bb596d628427f20a451fa8719edba */
    "\n  fragment BannerFields on Banner @_unmask {\n    id\n    title\n    imageUrl\n    categoryID\n  }\n":
      TadaDocumentNode<{ id: string; title: string; imageUrl: string; categoryID: string; }, {}, { fragment: "BannerFields"; on: "Banner"; masked: false; }>;
    /** @gql.tada/hash sha256:030a6a9758a06f79d3a4023c7c2c5188 */
    "\n  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {\n    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {\n      ...BannerFields\n    }\n  }\n":
      TadaDocumentNode<{ createBanner: { id: string; title: string; imageUrl: string; categoryID: string; }; }, { categoryID?: string | null | undefined; imageUrl?: string | null | undefined; title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:ba74fa9e29cf4ee5e93c5a71365ee113 */
    "\n  mutation CreateBannerCategory($title: String) {\n    createBannerCategory(title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:6c338c6868263bc8c75bcdc51dd838de */
    "\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBanner: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:41373b026b65bed4aa25502b580e6ed5 */
    "\n  mutation DeleteBannerCategory($id: ID!) {\n    deleteBannerCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBannerCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:63d557e8c82b06f9082a723c2ffb6bc7 */
    "\n  mutation UpdateBannerCategory($id: ID!, $title: String) {\n    updateBannerCategory(id: $id, title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:0319b63e9a00324c609a1ee2c8199163 */
    "\n  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {\n    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...BannerFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ banners: { count: number; hits: { id: string; title: string; imageUrl: string; categoryID: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:678c6f00b12e8663290989e28370f2b2 */
    "\n  query BannerCategories($search: String, $page: Int, $pageSize: Int) {\n    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:72a981ff19d92e148a679951b22df195 */
    "\n  query BannerCategoryOptions {\n    bannerAllCategory(page: 1, pageSize: -1) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, {}, void>;
  }
}
