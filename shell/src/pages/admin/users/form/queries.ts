import { graphql, type ResultOf } from '@pod/platform';

/** A role as the user form lists and shows it. */
export const ROLE_FIELDS = graphql(`
  fragment RoleFields on Role @_unmask {
    id
    name
  }
`);

/** The user as the form edits it: loaded by id and returned by the update. */
export const USER_FORM_FIELDS = graphql(`
  fragment UserFormFields on User @_unmask {
    id
    first_name
    last_name
    email
    birthday
    address
    phone
    roles {
      ...RoleFields
    }
  }
`, [ROLE_FIELDS]);

export const USER_BY_ID_QUERY = graphql(`
  query UserFormUser($id: ID!) {
    userById(id: $id) {
      ...UserFormFields
    }
  }
`, [USER_FORM_FIELDS]);

export const USER_FORM_ROLES_QUERY = graphql(`
  query UserFormRoles {
    roles {
      ...RoleFields
    }
  }
`, [ROLE_FIELDS]);

export const CREATE_USER_MUTATION = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      id
    }
  }
`);

export const UPDATE_USER_MUTATION = graphql(`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserFormFields
    }
  }
`, [USER_FORM_FIELDS]);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {
    changePassword(id: $id, current_password: $current_password, new_password: $new_password)
  }
`);

export type UserFormUser = ResultOf<typeof USER_FORM_FIELDS>;
