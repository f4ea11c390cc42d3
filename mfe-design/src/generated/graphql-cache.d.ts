/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:aa75ca56cdc4eac8d773647ea0f78cd9 */
    "\n  fragment ArtworkCardFields on Artwork @_unmask {\n    id\n    title\n    lock\n    width\n    height\n    preview\n    updatedAt\n    userID\n    strongDeleteConfirm\n    categories {\n      id\n      title\n    }\n  }\n":
      TadaDocumentNode<{ id: string; title: string; lock: boolean; width: number; height: number; preview: string | null; updatedAt: string; userID: string; strongDeleteConfirm: boolean; categories: { id: string; title: string; }[]; }, {}, { fragment: "ArtworkCardFields"; on: "Artwork"; masked: false; }>;
    /** @gql.tada/hash sha256:a254f80cf8bd055298c32080d0309cd4 */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:b0e4e72c5d8cdd98e9f12e0e371007c1 */
    "\n  mutation ChangeArtworkLock($id: ID!, $status: Boolean!) {\n    changeLockStatus(id: $id, status: $status) {\n      ...ArtworkCardFields\n    }\n  }\n":
      TadaDocumentNode<{ changeLockStatus: { id: string; title: string; lock: boolean; width: number; height: number; preview: string | null; updatedAt: string; userID: string; strongDeleteConfirm: boolean; categories: { id: string; title: string; }[]; }; }, { status: boolean; id: string; }, void>;
    /** @gql.tada/hash sha256:3abb303b3b6adbd7352588c79d991800 */
    "\n  mutation CreateArtwork($input: CreateArtworkInput!) {\n    createArtwork(input: $input) {\n      ...ArtworkCardFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtwork: { id: string; title: string; lock: boolean; width: number; height: number; preview: string | null; updatedAt: string; userID: string; strongDeleteConfirm: boolean; categories: { id: string; title: string; }[]; }; }, { input: { width?: number | null | undefined; title?: string | null | undefined; height?: number | null | undefined; categoryIds?: string[] | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:10628e79b0c7673e2b1444ecf1b04391 */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:77b505aab73e6c5ac1da86634f86920e */
    "\n  mutation DeleteArtwork($id: ID!, $confirmTitle: String) {\n    deleteArtwork(id: $id, confirmTitle: $confirmTitle) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtwork: { id: string; }; }, { confirmTitle?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:bbac9dd50e0e2598dd5951bda085212d */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:e0c04c12b6aa9ddfef636d5311454cc7 */
    "\n  mutation DuplicateArtwork($id: ID!) {\n    duplicateArtwork(id: $id) {\n      ...ArtworkCardFields\n    }\n  }\n":
      TadaDocumentNode<{ duplicateArtwork: { id: string; title: string; lock: boolean; width: number; height: number; preview: string | null; updatedAt: string; userID: string; strongDeleteConfirm: boolean; categories: { id: string; title: string; }[]; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c1c77babbb95d76b34f917a87881bd4b */
    "\n  mutation DuplicateArtworkCategoryFromList($id: ID!) {\n    duplicateArtworkCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ duplicateArtworkCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:7323f67032c9cd9a08e04dcfcc492165 */
    "\n  mutation ImportArtworkFromPSD($fileID: ID!, $categoryIDs: [ID!]!, $title: String) {\n    importArtworkFromPSD(fileID: $fileID, categoryIDs: $categoryIDs, title: $title)\n  }\n":
      TadaDocumentNode<{ importArtworkFromPSD: string; }, { title?: string | null | undefined; categoryIDs: string[]; fileID: string; }, void>;
    /** @gql.tada/hash sha256:a7dd58aead0685df7fbed7afa5f145a4 */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:7f066d44c742ec6ab831e2b22bcd8f0f */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:8f96881e9de7ef238d8c9aae879edf17 */
    "\n  query ArtworkDesign($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      lock\n      width\n      height\n      templates\n      sharedLayers\n      templateDisplayMode\n      templateDisplayLabel\n      updatedAt\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; lock: boolean; width: number; height: number; templates: unknown; sharedLayers: unknown; templateDisplayMode: string | null; templateDisplayLabel: string | null; updatedAt: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:9621d4e4c3b1cd78c42216ed1e4e398c */
    "\n  query ArtworkPsdImport($token: ID!) {\n    artworkPsdImport(token: $token) {\n      token\n      status\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkPsdImport: { token: string; status: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:1cbd7422aef1e68d8f49888bbde389cb */
    "\n  query ArtworksList($categoryID: ID, $search: String, $page: Int, $pageSize: Int) {\n    artworks(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize, sortBy: \"updatedAt\", order: \"desc\") {\n      count\n      hits {\n        ...ArtworkCardFields\n      }\n    }\n    everything: artworks(page: 1, pageSize: 1) {\n      count\n    }\n  }\n":
      TadaDocumentNode<{ artworks: { count: number; hits: { id: string; title: string; lock: boolean; width: number; height: number; preview: string | null; updatedAt: string; userID: string; strongDeleteConfirm: boolean; categories: { id: string; title: string; }[]; }[]; }; everything: { count: number; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:8237555d0b2de1bac844964840548104 */
    "\n  subscription ArtworkImportPSD($token: ID!) {\n    artworkImportPSD(token: $token) {\n      token\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkImportPSD: { token: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
  }
}
