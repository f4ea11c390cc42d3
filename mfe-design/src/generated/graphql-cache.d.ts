/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:79302afb77599d9181c2c1bddbf498b0 */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:ffd08a90a28043ca2edc87da81565cc5 */
    "\n  fragment FontPickerFont on Font @_unmask {\n    id\n    family\n    global\n    userID\n    variants {\n      variant\n      file {\n        id\n        url\n      }\n    }\n  }\n":
      TadaDocumentNode<{ id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }, {}, { fragment: "FontPickerFont"; on: "Font"; masked: false; }>;
    /** @gql.tada/hash sha256:317b00f7895fa5d9d39d8d44cbce45d4 */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:01cd3fc8333420915fa19ae0e68e19de */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:a758356f58c680f3ac1c7defb54b2efc */
    "\n  mutation FontPickerCreateFont($family: String, $file: FontFileInput!, $global: Boolean) {\n    createFont(family: $family, file: $file, global: $global) {\n      ...FontPickerFont\n    }\n  }\n":
      TadaDocumentNode<{ createFont: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }; }, { global?: boolean | null | undefined; file: { source?: string | null | undefined; key: string; file_size: number; file_name: string; file_mime?: string | null | undefined; }; family?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:94d453490fd32d6b8e9f929a4a125111 */
    "\n  mutation FontPickerDeleteFont($id: ID!) {\n    deleteFont(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteFont: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:1a4c54e69a78a52eb001839acf499035 */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:66880e28aed322a5bb89421455ffd69b */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:3b57c6dcecc82fad85a6387f64a18406 */
    "\n  query FontPickerFonts($search: String, $page: Int, $pageSize: Int, $userID: ID, $global: Boolean) {\n    fonts(search: $search, page: $page, pageSize: $pageSize, userID: $userID, global: $global) {\n      count\n      hits {\n        ...FontPickerFont\n      }\n    }\n  }\n":
      TadaDocumentNode<{ fonts: { count: number; hits: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }[]; }; }, { global?: boolean | null | undefined; userID?: string | null | undefined; pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b907e919425edad59369ac95515b569c */
    "\n  query FontPickerPublicFonts($search: String, $page: Int, $pageSize: Int) {\n    publicFonts(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...FontPickerFont\n      }\n    }\n  }\n":
      TadaDocumentNode<{ publicFonts: { count: number; hits: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
  }
}
