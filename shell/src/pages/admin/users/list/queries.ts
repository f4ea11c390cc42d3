import { graphql, type ResultOf } from '@pod/platform';

/** A role as the list's filter and rows show it. */
export const ROLE_FIELDS = graphql(`
  fragment RoleFields on Role @_unmask {
    id
    name
  }
`);

/** One page of users (spec 000 §7 "Users"): 25 per page, filtered on the server. */
export const USERS_QUERY = graphql(`
  query UsersManagerUsers($filter: UserFilter) {
    users(filter: $filter) {
      count
      hits {
        id
        first_name
        last_name
        email
        phone
        address
        status
        is_supper_admin
        roles {
          ...RoleFields
        }
      }
    }
  }
`, [ROLE_FIELDS]);

export const ROLES_QUERY = graphql(`
  query UsersManagerRoles {
    roles {
      ...RoleFields
    }
  }
`, [ROLE_FIELDS]);

export const BLOCK_USER_MUTATION = graphql(`
  mutation BlockUser($id: ID!, $action: String!) {
    blockUser(id: $id, action: $action) {
      id
      status
    }
  }
`);

export const DELETE_USER_MUTATION = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export type RoleRow = ResultOf<typeof ROLE_FIELDS>;

export type UserRow = UsersResult['users']['hits'][number];

export type UsersResult = ResultOf<typeof USERS_QUERY>;
