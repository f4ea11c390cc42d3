import { graphql, type ResultOf } from '@pod/platform';

/** What a card of the list shows and acts on; unmasked, so results read the fields directly. */
export const ARTWORK_CARD_FIELDS = graphql(`
  fragment ArtworkCardFields on Artwork @_unmask {
    id
    title
    lock
    width
    height
    preview
    updatedAt
    userID
    strongDeleteConfirm
    categories {
      id
      title
    }
  }
`);

export type ArtworkCard = ResultOf<typeof ARTWORK_CARD_FIELDS>;

/**
 * One page of the list (spec 002 §2.5, §7 `artworks`), newest change first, plus the number of
 * every artwork the viewer may see for 'All Categories' (the server scopes a Seller to their own).
 */
export const ARTWORKS_QUERY = graphql(
  `
  query ArtworksList($categoryID: ID, $search: String, $page: Int, $pageSize: Int) {
    artworks(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize, sortBy: "updatedAt", order: "desc") {
      count
      hits {
        ...ArtworkCardFields
      }
    }
  }
`,
  [ARTWORK_CARD_FIELDS],
);

export const CREATE_ARTWORK = graphql(
  `
  mutation CreateArtwork($input: CreateArtworkInput!) {
    createArtwork(input: $input) {
      ...ArtworkCardFields
    }
  }
`,
  [ARTWORK_CARD_FIELDS],
);

export const DUPLICATE_ARTWORK = graphql(
  `
  mutation DuplicateArtwork($id: ID!) {
    duplicateArtwork(id: $id) {
      ...ArtworkCardFields
    }
  }
`,
  [ARTWORK_CARD_FIELDS],
);

export const CHANGE_LOCK_STATUS = graphql(
  `
  mutation ChangeArtworkLock($id: ID!, $status: Boolean!) {
    changeLockStatus(id: $id, status: $status) {
      ...ArtworkCardFields
    }
  }
`,
  [ARTWORK_CARD_FIELDS],
);

export const DELETE_ARTWORK = graphql(`
  mutation DeleteArtwork($id: ID!, $confirmTitle: String) {
    deleteArtwork(id: $id, confirmTitle: $confirmTitle) {
      id
    }
  }
`);

export const DUPLICATE_ARTWORK_CATEGORY = graphql(`
  mutation DuplicateArtworkCategoryFromList($id: ID!) {
    duplicateArtworkCategory(id: $id) {
      id
    }
  }
`);
