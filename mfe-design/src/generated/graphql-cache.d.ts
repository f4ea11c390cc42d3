/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:3575f66b7f2cb4725af7d8833bae7ad9 */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:baa096eb7251f9e60fc61d4692c7d491 */
    "\n  fragment FontPickerFont on Font @_unmask {\n    id\n    family\n    global\n    userID\n    variants {\n      variant\n      file {\n        id\n        url\n      }\n    }\n  }\n":
      TadaDocumentNode<{ id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }, {}, { fragment: "FontPickerFont"; on: "Font"; masked: false; }>;
    /** @gql.tada/hash sha256:2ad3ad1a6a7a0e01edb335f326d228e5 */
    "\n  mutation ArtworkDesignUpdateFont($id: ID!, $input: UpdateArtworkInput!) {\n    updateArtwork(id: $id, input: $input) {\n      id\n      templates\n      sharedLayers\n      updatedAt\n    }\n  }\n":
      TadaDocumentNode<{ updateArtwork: { id: string; templates: unknown; sharedLayers: unknown; updatedAt: string; }; }, { input: { width?: number | null | undefined; title?: string | null | undefined; templates?: unknown; templateDisplayMode?: string | null | undefined; templateDisplayLabel?: string | null | undefined; sharedLayers?: unknown; height?: number | null | undefined; categoryIds?: string[] | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:1a75011b3a51500d93cd4bf4f73033fa */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:94bca87162f3cc18890dae32fd38cd2a */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:2687d7d90e872fe4f34dc1e19c9ad88b */
    "\n  mutation FontPickerCreateFont($family: String, $file: FontFileInput!, $global: Boolean) {\n    createFont(family: $family, file: $file, global: $global) {\n      ...FontPickerFont\n    }\n  }\n":
      TadaDocumentNode<{ createFont: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }; }, { global?: boolean | null | undefined; file: { source?: string | null | undefined; key: string; file_size: number; file_name: string; file_mime?: string | null | undefined; }; family?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:af88393a9caed5cd241fae0479a26226 */
    "\n  mutation FontPickerDeleteFont($id: ID!) {\n    deleteFont(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteFont: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d5de0d3e48f9e3b6c1b208f616058c92 */
    "\n  mutation FontPickerSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:93063e32f2e6d2c2f3035299679e5b89 */
    "\n  mutation ImportArtworkFromPSD($fileID: ID!, $categoryIDs: [ID!]!, $title: String) {\n    importArtworkFromPSD(fileID: $fileID, categoryIDs: $categoryIDs, title: $title)\n  }\n":
      TadaDocumentNode<{ importArtworkFromPSD: string; }, { title?: string | null | undefined; categoryIDs: string[]; fileID: string; }, void>;
    /** @gql.tada/hash sha256:777849f01df6ace9fff9edb000177afd */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:789f40da1de8ed56269b62990c19ced3 */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:71d32561b823bf3df786f46da19f7b8a */
    "\n  query ArtworkDesign($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      lock\n      width\n      height\n      templates\n      sharedLayers\n      templateDisplayMode\n      templateDisplayLabel\n      updatedAt\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; lock: boolean; width: number; height: number; templates: unknown; sharedLayers: unknown; templateDisplayMode: string | null; templateDisplayLabel: string | null; updatedAt: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:6cb0588780912cf85163a710bf414c54 */
    "\n  query ArtworkPsdImport($token: ID!) {\n    artworkPsdImport(token: $token) {\n      token\n      status\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkPsdImport: { token: string; status: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:2fceb31f80a81f45c7521d8cfac9fef0 */
    "\n  query FontPickerFont($id: ID!) {\n    font(id: $id) {\n      ...FontPickerFont\n    }\n  }\n":
      TadaDocumentNode<{ font: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:53e132a370e01db49989e1ae1cae52c9 */
    "\n  query FontPickerFonts($search: String, $page: Int, $pageSize: Int, $userID: ID, $global: Boolean) {\n    fonts(search: $search, page: $page, pageSize: $pageSize, userID: $userID, global: $global) {\n      count\n      hits {\n        ...FontPickerFont\n      }\n    }\n  }\n":
      TadaDocumentNode<{ fonts: { count: number; hits: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }[]; }; }, { global?: boolean | null | undefined; userID?: string | null | undefined; pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:9cd90caf33a9ccfdf788ec3c69ab1750 */
    "\n  query FontPickerPublicFonts($search: String, $page: Int, $pageSize: Int) {\n    publicFonts(search: $search, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...FontPickerFont\n      }\n    }\n  }\n":
      TadaDocumentNode<{ publicFonts: { count: number; hits: { id: string; family: string; global: boolean; userID: string | null; variants: { variant: string; file: { id: string; url: string; }; }[]; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:3fcf1864e847e21c45179fce47a17c02 */
    "\n  subscription ArtworkImportPSD($token: ID!) {\n    artworkImportPSD(token: $token) {\n      token\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkImportPSD: { token: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
  }
}
