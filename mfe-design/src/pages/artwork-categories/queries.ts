import { graphql, type ResultOf } from '@pod/platform';

/** The fields every artwork-category row shows; unmasked, so results read them directly. */
export const ARTWORK_CATEGORY_FIELDS = graphql(`
  fragment ArtworkCategoryFields on ArtworkCategory @_unmask {
    id
    parentID
    title
    hasChild
    numberOfArtworks
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

export const DELETE_ARTWORK_CATEGORY = graphql(`
  mutation DeleteArtworkCategory($id: ID!) {
    deleteArtworkCategory(id: $id) {
      id
      deletedAt
    }
  }
`);
