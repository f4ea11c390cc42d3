import { graphql } from '@pod/platform/session';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email)
  }
`);

export const RESET_PASSWORD_BY_TOKEN = graphql(`
  mutation ResetPasswordByToken($token: String!, $pass: String!) {
    resetPasswordByToken(token: $token, pass: $pass)
  }
`);

export const ACCOUNT_ACTIVATION = graphql(`
  mutation AccountActivation($token: String!) {
    accountActivation(token: $token)
  }
`);

export const PROFILE = graphql(`
  query Profile {
    me {
      id
      email
      first_name
      last_name
      phone
      address
      birthday
      avatar {
        id
        url
      }
      roles {
        id
        name
      }
      level {
        id
        name
      }
      created_at
    }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      id
      email
      first_name
      last_name
      phone
      address
      birthday
    }
  }
`);
