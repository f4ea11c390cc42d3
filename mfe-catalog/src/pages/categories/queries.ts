import { graphql, type ResultOf, type VariablesOf } from '@pod/platform';

/** Spec 001 §9: categories are listed 10 per page. */
export const CATEGORIES_PAGE_SIZE = 10;

export type CategoryRow = ResultOf<typeof CATEGORY_FIELDS>;

/** The form's values: the schema's CategoryInput. */
export type CategoryValues = VariablesOf<typeof CREATE_CATEGORY_MUTATION>['input'];

/** A category as the list shows it and the form loads it. */
export const CATEGORY_FIELDS = graphql(`
  fragment CategoryFields on Category @_unmask {
    id
    title
    description
    status
    totalProductType
  }
`);

export const CATEGORIES_QUERY = graphql(`
  query CategoriesList($filter: CategoryFilter) {
    categories(filter: $filter) {
      count
      hits {
        ...CategoryFields
      }
    }
  }
`, [CATEGORY_FIELDS]);

export const CATEGORY_BY_ID_QUERY = graphql(`
  query CategoryById($id: ID!) {
    categoryById(id: $id) {
      ...CategoryFields
    }
  }
`, [CATEGORY_FIELDS]);

/** What create and update return: the fields the form saved. */
export const CATEGORY_SAVED_FIELDS = graphql(`
  fragment CategorySavedFields on Category @_unmask {
    id
    title
    description
    status
  }
`);

export const CREATE_CATEGORY_MUTATION = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...CategorySavedFields
    }
  }
`, [CATEGORY_SAVED_FIELDS]);

export const UPDATE_CATEGORY_MUTATION = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...CategorySavedFields
    }
  }
`, [CATEGORY_SAVED_FIELDS]);

export const DELETE_CATEGORY_MUTATION = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
