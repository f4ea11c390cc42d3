/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:efc504a9f3bbc31aee1c3933ee6353c0 */
    "\n  fragment AppSettingFields on AppSetting @_unmask {\n    name\n    value\n  }\n":
      TadaDocumentNode<{ name: string; value: string | null; }, {}, { fragment: "AppSettingFields"; on: "AppSetting"; masked: false; }>;
    /** @gql.tada/hash sha256:d08e3753de29508edfa96987cb18adcb */
    "\n  fragment RoleFields on Role @_unmask {\n    id\n    name\n  }\n":
      TadaDocumentNode<{ id: string; name: string; }, {}, { fragment: "RoleFields"; on: "Role"; masked: false; }>;
    /** @gql.tada/hash sha256:6407e3868dbb2a250996b0be59e9a81d */
    "\n  fragment UserFormFields on User @_unmask {\n    id\n    first_name\n    last_name\n    email\n    birthday\n    address\n    phone\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "UserFormFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:6b1d97c0d8af355d1a87cc2600251a23 */
    "\n  fragment UserLevelFields on UserLevel @_unmask {\n    id\n    name\n    order_total\n    discount\n    status\n    totalUser\n  }\n":
      TadaDocumentNode<{ id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }, {}, { fragment: "UserLevelFields"; on: "UserLevel"; masked: false; }>;
    /** @gql.tada/hash sha256:0dcd921639e6b531888e1973a8b30289 */
    "\n  mutation AccountActivation($token: String!) {\n    accountActivation(token: $token)\n  }\n":
      TadaDocumentNode<{ accountActivation: boolean; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:bf1e445a5bee2cf8ec9286471e2b65d3 */
    "\n  mutation BlockUser($id: ID!, $action: String!) {\n    blockUser(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n":
      TadaDocumentNode<{ blockUser: { id: string; status: boolean; }; }, { action: string; id: string; }, void>;
    /** @gql.tada/hash sha256:afcaf86dd8efcc5ba09effa312d30b9c */
    "\n  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {\n    changePassword(id: $id, current_password: $current_password, new_password: $new_password)\n  }\n":
      TadaDocumentNode<{ changePassword: boolean; }, { new_password: string; current_password?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:ed0224c50b1db37f4219a83f4a2bcd6c */
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ createUser: { id: string; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:b194e06e05127f24a9bdc9856f4f204e */
    "\n  mutation CreateUserLevel($input: UserLevelInput!) {\n    createUserLevel(input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ createUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:664da63d070cf31c8fa41fe0e647fe98 */
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUser: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:66236573de8be73ba19834b644bace42 */
    "\n  mutation DeleteUserLevel($id: ID!) {\n    deleteUserLevel(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUserLevel: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:2f37a4d38cf2440dc6a98357694bbdde */
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n":
      TadaDocumentNode<{ resetPassword: string; }, { email: string; }, void>;
    /** @gql.tada/hash sha256:09102e4bfcec370af05e1af106c67084 */
    "\n  mutation ResetPasswordByToken($token: String!, $pass: String!) {\n    resetPasswordByToken(token: $token, pass: $pass)\n  }\n":
      TadaDocumentNode<{ resetPasswordByToken: boolean; }, { pass: string; token: string; }, void>;
    /** @gql.tada/hash sha256:f1e3ab6365c7fff242d480481085337a */
    "\n  mutation SaveAppSettings($input: [AppSettingInput!]!) {\n    saveAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ saveAppSettings: { name: string; value: string | null; }[]; }, { input: { value?: string | null | undefined; name: string; }[]; }, void>;
    /** @gql.tada/hash sha256:d489784dd86a27d51a3ed87ba41215c6 */
    "\n  mutation UpdateProfile($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:ced2195cdc74b2ddb4dc6439c6742c7b */
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:04d90926693c5bcfb8263d25aa345565 */
    "\n  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {\n    updateUserLevel(id: $id, input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:504cb042fe4166cccfbe9d996e47f61f */
    "\n  query AdminAppSettings($input: [String!]!) {\n    getAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ getAppSettings: { name: string; value: string | null; }[]; }, { input: string[]; }, void>;
    /** @gql.tada/hash sha256:bf8bb4fbe5b07785480c7c20e4714f4c */
    "\n  query Profile {\n    me {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n      avatar {\n        id\n        url\n      }\n      roles {\n        id\n        name\n      }\n      level {\n        id\n        name\n      }\n      created_at\n    }\n  }\n":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; avatar: { id: string | null; url: string | null; } | null; roles: { id: string; name: string; }[] | null; level: { id: string; name: string; } | null; created_at: string | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:da616d9d0766e25e16d35c8b05083a0c */
    "\n  query SellerLevels($filter: UserLevelFilter) {\n    userLevels(filter: $filter) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ userLevels: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }[]; }, { filter?: { status?: boolean | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:c2d1cb7c447e4b528c8e15cdcf071f9e */
    "\n  query UserFormRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:3e8913ea9604983f64790344daff3489 */
    "\n  query UserFormUser($id: ID!) {\n    userById(id: $id) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ userById: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:2f8f2aa9beecfd837bb1e1df2b962431 */
    "\n  query UsersManagerRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:f6e539b65246c2b6b359bf64b1cb3f4e */
    "\n  query UsersManagerUsers($filter: UserFilter) {\n    users(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address\n        status\n        is_supper_admin\n        roles {\n          ...RoleFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ users: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: string | null; status: boolean | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }[]; }; }, { filter?: { status?: boolean | null | undefined; search?: string | null | undefined; role?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
