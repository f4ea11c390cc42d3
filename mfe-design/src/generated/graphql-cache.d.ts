/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:f71fa2c04713fb59608a8c5aebc31cf5 */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:23b9433b5b440f511105d5609b4a097e */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:88652824e4ff39db56d0d08c8f16787e */
    "\n  mutation DeleteArtworkCategory($id: ID!) {\n    deleteArtworkCategory(id: $id) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:34eff4e591363602e10005ab1b678b13 */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:e152144848b971c72520222423b531ea */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
  }
}
