import { graphql, type ResultOf } from '../graphql';

/**
 * The user fields every part of the suite may rely on (same selection as `login`). Unmasked
 * (`@_unmask`): callers read the fields straight from the result, as before fragments.
 */
export const CURRENT_USER_FIELDS = graphql(`
  fragment CurrentUserFields on User @_unmask {
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
`);

export const LOGIN = graphql(
  `
    mutation Login($email: String!, $password: String!) {
      login(email: $email, password: $password) {
        token
        expired_at
        user {
          ...CurrentUserFields
        }
      }
    }
  `,
  [CURRENT_USER_FIELDS],
);

export const ME = graphql(
  `
    query Me {
      me {
        ...CurrentUserFields
      }
    }
  `,
  [CURRENT_USER_FIELDS],
);

/**
 * A seller's verified, active sites. The server scopes sellers to their own rows, so no
 * user_id is sent; 9999 is the spec's lookup limit (spec 000 §9).
 */
export const MY_SITES = graphql(`
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
`);

/** What `login` returns. */
export type SignInResult = NonNullable<ResultOf<typeof LOGIN>['login']>;
/** The user as the server sends it (`me`, `login`), before `normaliseUser`. */
export type ServerUser = ResultOf<typeof CURRENT_USER_FIELDS>;
/** A seller's site as the site selector needs it. */
export type SiteSummary = ResultOf<typeof MY_SITES>['sites']['hits'][number];
