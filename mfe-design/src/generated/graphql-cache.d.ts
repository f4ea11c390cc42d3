/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:8e47fd457e039e20adf4bbab5038c6ac */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:ccc337e613b96cd4b16d9906b0595132 */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b648160f9e34e6326eb4b07a240216be */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:111d66dcf95e1741fd65a660e6030653 */
    "\n  mutation ImportArtworkFromPSD($fileID: ID!, $categoryIDs: [ID!]!, $title: String) {\n    importArtworkFromPSD(fileID: $fileID, categoryIDs: $categoryIDs, title: $title)\n  }\n":
      TadaDocumentNode<{ importArtworkFromPSD: string; }, { title?: string | null | undefined; categoryIDs: string[]; fileID: string; }, void>;
    /** @gql.tada/hash sha256:c94257a0ab01bc3f797c171ece24dc86 */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:b6a9025a5330aed18fbf344c6e042ffe */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:d6b842dc3eb38ae16156370f7783b4d2 */
    "\n  query ArtworkDesign($id: ID!) {\n    artwork(id: $id) {\n      id\n      title\n      lock\n      width\n      height\n      templates\n      sharedLayers\n      templateDisplayMode\n      templateDisplayLabel\n      updatedAt\n    }\n  }\n":
      TadaDocumentNode<{ artwork: { id: string; title: string; lock: boolean; width: number; height: number; templates: unknown; sharedLayers: unknown; templateDisplayMode: string | null; templateDisplayLabel: string | null; updatedAt: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:b440de7505bc1f27a5e4aca5023e7de1 */
    "\n  query ArtworkPsdImport($token: ID!) {\n    artworkPsdImport(token: $token) {\n      token\n      status\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkPsdImport: { token: string; status: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:74451179678534e59e90fb5409354a44 */
    "\n  subscription ArtworkImportPSD($token: ID!) {\n    artworkImportPSD(token: $token) {\n      token\n      id\n      error\n      unmatchedFonts\n    }\n  }\n":
      TadaDocumentNode<{ artworkImportPSD: { token: string; id: string | null; error: string | null; unmatchedFonts: string[]; }; }, { token: string; }, void>;
  }
}
