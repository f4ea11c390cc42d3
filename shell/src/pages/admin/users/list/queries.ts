import { graphql, type ResultOf } from '@pod/platform';

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
          id
          name
        }
      }
    }
  }
`);

export const ROLES_QUERY = graphql(`
  query UsersManagerRoles {
    roles {
      id
      name
    }
  }
`);

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

export interface RoleRow {
  id: string;
  name: string;
}

export interface UserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  status: boolean;
  is_supper_admin: boolean;
  roles: RoleRow[];
}

export interface UsersResult {
  users: { count: number; hits: UserRow[] };
}
