import { graphql, type ResultOf } from '@pod/platform';

export const USER_BY_ID_QUERY = graphql(`
  query UserFormUser($id: ID!) {
    userById(id: $id) {
      id
      first_name
      last_name
      email
      birthday
      address
      phone
      roles {
        id
        name
      }
    }
  }
`);

export const USER_FORM_ROLES_QUERY = graphql(`
  query UserFormRoles {
    roles {
      id
      name
    }
  }
`);

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
      id
      first_name
      last_name
      email
      birthday
      address
      phone
      roles {
        id
        name
      }
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {
    changePassword(id: $id, current_password: $current_password, new_password: $new_password)
  }
`);

export interface UserFormUser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  birthday: string | null;
  address: string | null;
  phone: string | null;
  roles: { id: string; name: string }[];
}
