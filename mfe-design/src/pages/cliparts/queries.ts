import { graphql, type ResultOf } from '@pod/platform';

/** The fields the tree panel shows of a clipart category; unmasked, so results read them directly. */
export const CLIPART_CATEGORY_FIELDS = graphql(`
  fragment ClipartCategoryFields on ClipartCategory @_unmask {
    id
    parentID
    title
    numberOfCliparts
    hasClipart
    hasChild
    strongDeleteConfirm
    displaySettings { x y width height scaleX scaleY cropWidth cropHeight cropX cropY rotation absolutePosition }
  }
`);

/** The whole tree, 9 levels (spec 002 §2.2), written out: typed documents are static text. */
export const CLIPART_CATEGORIES_QUERY = graphql(
  `
  query ClipartCategoriesTree($userID: ID) {
    clipartCategories(userID: $userID) {
      count
      hits {
        ...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
children {
...ClipartCategoryFields
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
  [CLIPART_CATEGORY_FIELDS],
);

export type ClipartCategoryData = ResultOf<typeof CLIPART_CATEGORY_FIELDS> & { children?: ClipartCategoryData[] | null };

export const CLIPART_FIELDS = graphql(`
  fragment ClipartFields on Clipart @_unmask {
    id
    title
    categoryID
    strongDeleteConfirm
    createdAt
    category { id title }
    file { id key file_name url }
    thumbnail { id key url }
  }
`);

export const CLIPARTS_QUERY = graphql(
  `
  query Cliparts($categoryID: [ID!], $search: String, $page: Int, $pageSize: Int, $userID: ID) {
    cliparts(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize, userID: $userID) {
      count
      hits { ...ClipartFields }
    }
  }
`,
  [CLIPART_FIELDS],
);

export type ClipartRow = ResultOf<typeof CLIPART_FIELDS>;

export const CREATE_CLIPART_CATEGORY = graphql(`
  mutation CreateClipartCategory($parentID: ID, $title: String) {
    createClipartCategory(parentID: $parentID, title: $title) { id parentID title }
  }
`);

export const UPDATE_CLIPART_CATEGORY = graphql(`
  mutation UpdateClipartCategory($id: ID!, $parentID: ID, $title: String, $displaySettings: ClipartDisplaySettingsInput) {
    updateClipartCategory(id: $id, parentID: $parentID, title: $title, displaySettings: $displaySettings) { id parentID title }
  }
`);

export const DUPLICATE_CLIPART_CATEGORY = graphql(`
  mutation DuplicateClipartCategory($id: ID!) {
    duplicateClipartCategory(id: $id) { id }
  }
`);

export const DELETE_CLIPART_CATEGORY = graphql(`
  mutation DeleteClipartCategory($id: ID!, $confirmTitle: String) {
    deleteClipartCategory(id: $id, confirmTitle: $confirmTitle) { id }
  }
`);

export const CREATE_CLIPART = graphql(`
  mutation CreateClipart($title: String, $file: ID!, $categoryID: ID!) {
    createClipart(title: $title, file: $file, categoryID: $categoryID) { id }
  }
`);

export const UPDATE_CLIPART_TITLE = graphql(`
  mutation UpdateClipartTitle($id: ID!, $title: String) {
    updateClipartTitle(id: $id, title: $title) { id title }
  }
`);

export const UPDATE_CLIPART_THUMBNAIL = graphql(`
  mutation UpdateClipartThumbnail($id: ID!, $thumbnailId: ID!) {
    updateClipartThumbnail(id: $id, thumbnail_id: $thumbnailId) { id thumbnail { id key url } }
  }
`);

export const DELETE_CLIPART = graphql(`
  mutation DeleteClipart($id: ID!, $confirmTitle: String) {
    deleteClipart(id: $id, confirmTitle: $confirmTitle) { id }
  }
`);

/** Live tree changes (spec 002 §4): create adds and expands, delete removes. */
export const CLIPART_CATEGORY_SUBSCRIPTION = graphql(`
  subscription ClipartCategoryLive($userID: ID) {
    clipartCategory(userID: $userID) {
      action
      category { id parentID title numberOfCliparts hasChild }
    }
  }
`);
