import { graphql, type ResultOf } from '@pod/platform';

/** Customer (seller) levels; the list shows active levels only (spec 001 "Customer levels list"). */
export const USER_LEVELS_QUERY = graphql(`
  query SellerLevels($filter: UserLevelFilter) {
    userLevels(filter: $filter) {
      id
      name
      order_total
      discount
      status
      totalUser
    }
  }
`);

export const CREATE_USER_LEVEL_MUTATION = graphql(`
  mutation CreateUserLevel($input: UserLevelInput!) {
    createUserLevel(input: $input) {
      id
      name
      order_total
      discount
      status
      totalUser
    }
  }
`);

export const UPDATE_USER_LEVEL_MUTATION = graphql(`
  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {
    updateUserLevel(id: $id, input: $input) {
      id
      name
      order_total
      discount
      status
      totalUser
    }
  }
`);

export const DELETE_USER_LEVEL_MUTATION = graphql(`
  mutation DeleteUserLevel($id: ID!) {
    deleteUserLevel(id: $id)
  }
`);

export interface UserLevelRow {
  id: string;
  name: string;
  order_total: number;
  discount: number;
  status: boolean;
  totalUser: number;
}
