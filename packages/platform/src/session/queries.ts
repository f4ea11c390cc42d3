import { gql } from 'urql';

/** The user fields every part of the suite may rely on (same selection as `login`). */
export const CURRENT_USER_FIELDS = gql`
  fragment CurrentUserFields on User {
    id
    email
    first_name
    last_name
    is_supper_admin
    roles {
      id
      name
    }
  }
`;

export const LOGIN = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      expired_at
      user {
        ...CurrentUserFields
      }
    }
  }
  ${CURRENT_USER_FIELDS}
`;

export const ME = gql`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
  ${CURRENT_USER_FIELDS}
`;

/**
 * A seller's verified, active sites. The server scopes sellers to their own rows, so no
 * user_id is sent; 9999 is the spec's lookup limit (spec 000 §9).
 */
export const MY_SITES = gql`
  query MySites {
    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {
      count
      hits {
        id
        title
        domain
        platform
        status
        verified
      }
    }
  }
`;
