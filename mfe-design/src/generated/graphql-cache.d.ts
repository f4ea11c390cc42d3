/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:6f85d6bda27f93d58ca2da3d78dba653 */
    "\n  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {\n    id\n    parentID\n    title\n    hasChild\n    numberOfArtworks\n    strongDeleteConfirm\n  }\n":
      TadaDocumentNode<{ id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; }, {}, { fragment: "ArtworkCategoryFields"; on: "ArtworkCategory"; masked: false; }>;
    /** @gql.tada/hash sha256:ece80d153432b3d15d27e471fab93698 */
    "\n  fragment ChooserArtworkFields on Artwork @_unmask {\n    id\n    title\n    preview\n    createdAt\n    width\n    height\n    usedIn\n  }\n":
      TadaDocumentNode<{ id: string; title: string; preview: string | null; createdAt: string; width: number; height: number; usedIn: number; }, {}, { fragment: "ChooserArtworkFields"; on: "Artwork"; masked: false; }>;
    /** @gql.tada/hash sha256:5f1db46dff7187ba905d21cbb8e93611 */
    "\n  mutation CreateArtworkCategory($parentID: ID, $title: String) {\n    createArtworkCategory(parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ createArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:a173a9bd603f5a63660b5d7501bd173c */
    "\n  mutation DeleteArtworkCategory($id: ID!, $confirmTitle: String) {\n    deleteArtworkCategory(id: $id, confirmTitle: $confirmTitle) {\n      id\n      deletedAt\n    }\n  }\n":
      TadaDocumentNode<{ deleteArtworkCategory: { id: string; deletedAt: string | null; }; }, { confirmTitle?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:ce0fbb8f4b32d77eee9a8efd8ca7a790 */
    "\n  mutation DuplicateArtworkCategory($id: ID!) {\n    duplicateArtworkCategory(id: $id) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ duplicateArtworkCategory: { id: string; }; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:8fe05171ef679998d26038fa032ebd7a */
    "\n  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {\n    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {\n      ...ArtworkCategoryFields\n    }\n  }\n":
      TadaDocumentNode<{ updateArtworkCategory: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; }; }, { title?: string | null | undefined; parentID?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:d069f42cca7d1ed911405a388754b2df */
    "\n  query ArtworkCategoriesTree($userID: ID) {\n    artworkCategories(userID: $userID) {\n      count\n      numberOfArtworks\n      hits {\n        ...ArtworkCategoryFields\n        children {\n          ...ArtworkCategoryFields\n          children {\n            ...ArtworkCategoryFields\n            children {\n              ...ArtworkCategoryFields\n              children {\n                ...ArtworkCategoryFields\n                children {\n                  ...ArtworkCategoryFields\n                  children {\n                    ...ArtworkCategoryFields\n                    children {\n                      ...ArtworkCategoryFields\n                      children {\n                        ...ArtworkCategoryFields\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategories: { count: number; numberOfArtworks: number; hits: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; children: { id: string; parentID: string | null; title: string; hasChild: boolean; numberOfArtworks: number; strongDeleteConfirm: boolean; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }[]; }; }, { userID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:512a0a6418477794489f42090e5c8f7e */
    "\n  query ChooserArtworks($categoryID: ID, $search: String, $page: Int, $pageSize: Int) {\n    artworks(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize) {\n      count\n      hits {\n        ...ChooserArtworkFields\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworks: { count: number; hits: { id: string; title: string; preview: string | null; createdAt: string; width: number; height: number; usedIn: number; }[]; }; }, { pageSize?: number | null | undefined; page?: number | null | undefined; search?: string | null | undefined; categoryID?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:41edcb4651d402201167677d86114591 */
    "\n  subscription ArtworkCategoryLive($userId: ID) {\n    artworkCategorySubscription(userId: $userId) {\n      action\n      category {\n        id\n        parentID\n        title\n        userID\n        numberOfArtworks\n        hasChild\n      }\n    }\n  }\n":
      TadaDocumentNode<{ artworkCategorySubscription: { action: string; category: { id: string; parentID: string | null; title: string; userID: string; numberOfArtworks: number; hasChild: boolean; }; }; }, { userId?: string | null | undefined; }, void>;
  }
}
