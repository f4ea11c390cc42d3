import { graphql } from '@pod/platform';

/** Spec 001 §9: categories are listed 10 per page. */
export const CATEGORIES_PAGE_SIZE = 10;

export interface CategoryRow {
  id: string;
  title: string;
  description: string | null;
  status: boolean;
  totalProductType: number;
}

export interface CategoriesResult {
  categories: { count: number; hits: CategoryRow[] };
}

export interface CategoryByIdResult {
  categoryById: CategoryRow | null;
}

/** The form's values; also the shape of CategoryInput. */
export interface CategoryValues {
  title: string;
  description?: string | null;
  status: boolean;
}

export const CATEGORIES_QUERY = graphql(`
  query CategoriesList($filter: CategoryFilter) {
    categories(filter: $filter) {
      count
      hits {
        id
        title
        description
        status
        totalProductType
      }
    }
  }
`);

export const CATEGORY_BY_ID_QUERY = graphql(`
  query CategoryById($id: ID!) {
    categoryById(id: $id) {
      id
      title
      description
      status
      totalProductType
    }
  }
`);

export const CREATE_CATEGORY_MUTATION = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      title
      description
      status
    }
  }
`);

export const UPDATE_CATEGORY_MUTATION = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      title
      description
      status
    }
  }
`);

export const DELETE_CATEGORY_MUTATION = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
