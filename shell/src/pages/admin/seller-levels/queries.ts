import { graphql, type ResultOf } from '@pod/platform';

/** A seller level as the list shows it and the drawer saves it. */
export const USER_LEVEL_FIELDS = graphql(`
  fragment UserLevelFields on UserLevel @_unmask {
    id
    name
    order_total
    discount
    status
    totalUser
  }
`);

/** Customer (seller) levels; the list shows active levels only (spec 001 "Customer levels list"). */
export const USER_LEVELS_QUERY = graphql(`
  query SellerLevels($filter: UserLevelFilter) {
    userLevels(filter: $filter) {
      ...UserLevelFields
    }
  }
`, [USER_LEVEL_FIELDS]);

export const CREATE_USER_LEVEL_MUTATION = graphql(`
  mutation CreateUserLevel($input: UserLevelInput!) {
    createUserLevel(input: $input) {
      ...UserLevelFields
    }
  }
`, [USER_LEVEL_FIELDS]);

export const UPDATE_USER_LEVEL_MUTATION = graphql(`
  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {
    updateUserLevel(id: $id, input: $input) {
      ...UserLevelFields
    }
  }
`, [USER_LEVEL_FIELDS]);

export const DELETE_USER_LEVEL_MUTATION = graphql(`
  mutation DeleteUserLevel($id: ID!) {
    deleteUserLevel(id: $id)
  }
`);

export type UserLevelRow = ResultOf<typeof USER_LEVEL_FIELDS>;
