import { gql } from 'urql';

/** The tree shows up to 9 levels (spec 002 §2.2); the query asks for exactly that many. */
export const TREE_LEVELS = 9;

export interface ArtworkCategoryNode {
  id: string;
  parentID: string | null;
  title: string;
  hasChild: boolean;
  numberOfArtworks: number;
  children?: ArtworkCategoryNode[];
}

export interface ArtworkCategoriesResult {
  artworkCategories: { count: number; hits: ArtworkCategoryNode[] };
}

const FIELDS = 'id parentID title hasChild numberOfArtworks';

function nested(levels: number): string {
  return levels <= 1 ? FIELDS : `${FIELDS} children { ${nested(levels - 1)} }`;
}

export const ARTWORK_CATEGORIES_QUERY = gql(`
  query ArtworkCategoriesTree($userID: ID) {
    artworkCategories(userID: $userID) {
      count
      hits { ${nested(TREE_LEVELS)} }
    }
  }
`);

export const CREATE_ARTWORK_CATEGORY = gql`
  mutation CreateArtworkCategory($parentID: ID, $title: String) {
    createArtworkCategory(parentID: $parentID, title: $title) {
      id
      parentID
      title
      hasChild
      numberOfArtworks
    }
  }
`;

export const UPDATE_ARTWORK_CATEGORY = gql`
  mutation UpdateArtworkCategory($id: ID!, $parentID: ID, $title: String) {
    updateArtworkCategory(id: $id, parentID: $parentID, title: $title) {
      id
      parentID
      title
      hasChild
      numberOfArtworks
    }
  }
`;

export const DELETE_ARTWORK_CATEGORY = gql`
  mutation DeleteArtworkCategory($id: ID!) {
    deleteArtworkCategory(id: $id) {
      id
      deletedAt
    }
  }
`;
