/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:12b3090a4049e20eaebc5e0eade3463f */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:5b5dcfea34c95b56ddd8dd94832e2d4c */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:1625aa7077ddf94ee89808daffc58861 */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:e5da6d392cd7b28f7c7f942cb9c2f14b */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:36271c6efe9de30b57b5774b67d3fbae */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
  }
}
