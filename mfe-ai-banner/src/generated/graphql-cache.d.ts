/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:6dc9dabbefabbfb9ab90f5fa7bd40713 */
    "\n  fragment BannerCategoryFields on BannerCategory @_unmask {\n    id\n    title\n    numberOfBanners\n  }\n":
      TadaDocumentNode<{ id: string; title: string; numberOfBanners: number; }, {}, { fragment: "BannerCategoryFields"; on: "BannerCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:08dd2cb4c162c6d0265664844865c632 */
    "\n  fragment BannerFields on Banner @_unmask {\n    id\n    title\n    imageUrl\n    categoryID\n  }\n":
      TadaDocumentNode<{ id: string; title: string; imageUrl: string; categoryID: string; }, {}, { fragment: "BannerFields"; on: "Banner"; masked: false; }>;
    /** @gql.tada/hash sha256:534378c8674ad1dba31473f68919943a */
    "\n  mutation CreateBanner($title: String, $imageUrl: String, $categoryID: ID) {\n    createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) {\n      ...BannerFields\n    }\n  }\n":
      TadaDocumentNode<{ createBanner: { id: string; title: string; imageUrl: string; categoryID: string; }; }, { categoryID?: string | null | undefined; imageUrl?: string | null | undefined; title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:30ccbe51edcd96b2fe64c74b5829f0de */
    "\n  mutation CreateBannerCategory($title: String) {\n    createBannerCategory(title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:bb2b5b95061cbd93df48710834b52003 */
    "\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBanner: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:a02cfe7535741ac5b6e7bda828173990 */
    "\n  mutation DeleteBannerCategory($id: ID!) {\n    deleteBannerCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteBannerCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:812ca0f027dd35dacff502028f7b1402 */
    "\n  mutation UpdateBannerCategory($id: ID!, $title: String) {\n    updateBannerCategory(id: $id, title: $title) {\n      ...BannerCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateBannerCategory: { id: string; title: string; numberOfBanners: number; }; }, { title?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:935ed1e094813697aff3b39d7a2a96d8 */
    "\n  query BannerBackgrounds($categoryID: ID, $page: Int, $pageSize: Int) {\n    banners(categoryID: $categoryID, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...BannerFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ banners: { count: number; hits: { id: string; title: string; imageUrl: string; categoryID: string; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:2c283b07087f8d10679125bbc788a551 */
    "\n  query BannerCategories($search: String, $page: Int, $pageSize: Int) {\n    bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:7d3cffdc7ace8ab75b4f43ed0131f9e1 */
    "\n  query BannerCategoryOptions {\n    bannerAllCategory(page: 1, pageSize: -1) {\n      count\n      numberOfBanners\n      hits {\n        ...BannerCategoryFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ bannerAllCategory: { count: number; numberOfBanners: number; hits: { id: string; title: string; numberOfBanners: number; }[]; }; }, {}, void>;
  }
}
