/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:eeda5556d2fa94bf1cd09bde686cfcfe */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:3fe83484fca57a0539f55b1c8b66d9f5 */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:638c4d89e14865fa2b58e2a3fee94d13 */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:b208c06163098a8ee64e9d71bfb8d195 */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:71a7081d825aeeb97ee6aedfaaa82d19 */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
  }
}
