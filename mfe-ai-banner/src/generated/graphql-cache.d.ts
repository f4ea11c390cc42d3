/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:561fda94c62ce989c9b45fbbb1daa273 */
    "\n  fragment BannerCategoryFields on BannerCategory @_unmask {\n    id\n    title\n    numberOfBanners\n  }\n":
      TadaDocumentNode<{ id: string; title: string; numberOfBanners: number; }, {}, { fragment: "BannerCategoryFields"; on: "BannerCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:5643c3aa70aa62e403a7e1711ffc0f5d */
    "\n  fragment BannerFields on Banner @_unmask {\n    id\n    title\n    imageUrl\n    categoryID\n  }\n":
      TadaDocumentNode<{ id: string; title: string; imageUrl: string; categoryID: string; }, {}, { fragment: "BannerFields"; on: "Banner"; masked: false; }>;
    /** @gql.tada/hash sha256:8eaf1902f79c6b046e58760adaf1e0b4 */
    "\n  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {\n    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {\n      ...BannerFields\n    }\n  }\n":
      TadaDocumentNode<{ createBanner: { id: string; title: string; imageUrl: string; categoryID: string; }; }, { categoryID?: string | null | undefined; imageUrl?: string | null | undefined; title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:44be0f6034f086bd50843315eeed273d */
    "\n  mutation CreateBannerCategory($title: String) {\n    createBannerCategory(title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:0b079d1fc77ed7c1930d323fbe3c0278 */
    "\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBanner: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:91a6744695c0851ff413152bfa35b429 */
    "\n  mutation DeleteBannerCategory($id: ID!) {\n    deleteBannerCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBannerCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:3636e8fa4676553f306330e1947d0383 */
    "\n  mutation UpdateBannerCategory($id: ID!, $title: String) {\n    updateBannerCategory(id: $id, title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:2b765eb6822f40b315ee48385e89d364 */
    "\n  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {\n    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...BannerFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ banners: { count: number; hits: { id: string; title: string; imageUrl: string; categoryID: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:766074bca7893b9d23e75be6841c30e8 */
    "\n  query BannerCategories($search: String, $page: Int, $pageSize: Int) {\n    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:ad38ad1f71fa553a15b2f273a54cd713 */
    "\n  query BannerCategoryOptions {\n    bannerAllCategory(page: 1, pageSize: -1) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, {}, void>;
  }
}
