/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:05ce2d7cce7d1f380554c3bbf0907b2c */
    "\n  fragment BannerCategoryFields on BannerCategory @_unmask {\n    id\n    title\n    numberOfBanners\n  }\n":
      TadaDocumentNode<{ id: string; title: string; numberOfBanners: number; }, {}, { fragment: "BannerCategoryFields"; on: "BannerCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:e08ab31142e7772d94531fc94d0a7878 */
    "\n  fragment BannerFields on Banner @_unmask {\n    id\n    title\n    imageUrl\n    categoryID\n  }\n":
      TadaDocumentNode<{ id: string; title: string; imageUrl: string; categoryID: string; }, {}, { fragment: "BannerFields"; on: "Banner"; masked: false; }>;
    /** @gql.tada/hash sha256:a9cf36def9bb02d9a5a1b12a43705a19 */
    "\n  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {\n    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {\n      ...BannerFields\n    }\n  }\n":
      TadaDocumentNode<{ createBanner: { id: string; title: string; imageUrl: string; categoryID: string; }; }, { categoryID?: string | null | undefined; imageUrl?: string | null | undefined; title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:c66402bba3825b57630fd1cca2b9f59b */
    "\n  mutation CreateBannerCategory($title: String) {\n    createBannerCategory(title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:aa893ef09e1ca2c4a503fd2bed6d5d86 */
    "\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBanner: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:8c84e42b7e87f1966816a8c1de7f5c99 */
    "\n  mutation DeleteBannerCategory($id: ID!) {\n    deleteBannerCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBannerCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:32935366abf6421b1d6157f06586e80e */
    "\n  mutation UpdateBannerCategory($id: ID!, $title: String) {\n    updateBannerCategory(id: $id, title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:5ce0cbfcbd41b6ea985deac525200035 */
    "\n  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {\n    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...BannerFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ banners: { count: number; hits: { id: string; title: string; imageUrl: string; categoryID: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:739f8b5e168645364122714d41188750 */
    "\n  query BannerCategories($search: String, $page: Int, $pageSize: Int) {\n    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:2e500e018c4c4261f61f9ec48a628b9c */
    "\n  query BannerCategoryOptions {\n    bannerAllCategory(page: 1, pageSize: -1) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, {}, void>;
  }
}
