import { graphql, type ResultOf } from '@pod/platform';

/**
 * Artwork category documents shared by the tree panel (components/category-tree), the chooser
 * and the /artworks/categories page.
 */

/** The fields every artwork-category row shows; unmasked, so results read them directly. */
export const ARTWORK_CATEGORY_FIELDS = graphql(`
  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {
    id
    parentID
    title
    hasChild
    numberOfArtworks
    strongDeleteConfirm
  }
`);

/**
 * The tree shows up to 9 levels (spec 002 §2.2); the query asks for exactly that many
 * (written out: typed documents are static text).
 */
export const TREE_LEVELS = 9;

export const ARTWORK_CATEGORIES_QUERY = graphql(
  `
  query ArtworkCategoriesTree($userID: ID) {
    artworkCategories(userID: $userID) {
      count
      numberOfArtworks
      hits {
        ...ArtworkCategoryFields
        children {
          ...ArtworkCategoryFields
          children {
            ...ArtworkCategoryFields
            children {
              ...ArtworkCategoryFields
              children {
                ...ArtworkCategoryFields
                children {
                  ...ArtworkCategoryFields
                  children {
                    ...ArtworkCategoryFields
                    children {
                      ...ArtworkCategoryFields
                      children {
                        ...ArtworkCategoryFields
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`,
  [ARTWORK_CATEGORY_FIELDS],
);

/** One node of the tree: the category's fields and, above the last level, its children. */
export type ArtworkCategoryNode = ResultOf<typeof ARTWORK_CATEGORY_FIELDS> & { children?: ArtworkCategoryNode[] };

export const CREATE_ARTWORK_CATEGORY = graphql(`
  mutation CreateArtworkCategory($parentID: ID, $title: String) {
    createArtworkCategory(parentID: $parentID, title: $title) {
      ...ArtworkCategoryFields
    }
  }
`, [ARTWORK_CATEGORY_FIELDS]);

export const UPDATE_ARTWORK_CATEGORY = graphql(`
  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {
    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {
      ...ArtworkCategoryFields
    }
  }
`, [ARTWORK_CATEGORY_FIELDS]);

/** `confirmTitle`: the exact title, for a category of the configured owner (`strongDeleteConfirm`, spec 002 §6). */
export const DELETE_ARTWORK_CATEGORY = graphql(`
  mutation DeleteArtworkCategory($id: ID!, $confirmTitle: String) {
    deleteArtworkCategory(id: $id, confirmTitle: $confirmTitle) {
      id
      deletedAt
    }
  }
`);

/** The copy (with its subtree) lands beside the original; the UI then opens /artworks?categoryID={id}. */
export const DUPLICATE_ARTWORK_CATEGORY = graphql(`
  mutation DuplicateArtworkCategory($id: ID!) {
    duplicateArtworkCategory(id: $id) {
      id
    }
  }
`);

/** Live changes of the tree (spec 002 §4); a Seller hears only their own, whatever userId says. */
export const ARTWORK_CATEGORY_SUBSCRIPTION = graphql(`
  subscription ArtworkCategoryLive($userId: ID) {
    artworkCategorySubscription(userId: $userId) {
      action
      category {
        id
        parentID
        title
        userID
        numberOfArtworks
        hasChild
      }
    }
  }
`);
