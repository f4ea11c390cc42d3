/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:b6d00aff89c11dd65f1a0aa2365aea2e */
    "\n  fragment AppSettingFields on AppSetting @_unmask {\n    name\n    value\n  }\n":
      TadaDocumentNode<{ name: string; value: string | null; }, {}, { fragment: "AppSettingFields"; on: "AppSetting"; masked: false; }>;
    /** @gql.tada/hash sha256:6614da33212faf9d90187ba2ded9c255 */
    "\n  fragment RoleFields on Role @_unmask {\n    id\n    name\n  }\n":
      TadaDocumentNode<{ id: string; name: string; }, {}, { fragment: "RoleFields"; on: "Role"; masked: false; }>;
    /** @gql.tada/hash sha256:b927ed978995988045a33093778bc4ce */
    "\n  fragment UserFormFields on User @_unmask {\n    id\n    first_name\n    last_name\n    email\n    birthday\n    address\n    phone\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "UserFormFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:0d386e12d8656541d62b1f7072a2ba9c */
    "\n  fragment UserLevelFields on UserLevel @_unmask {\n    id\n    name\n    order_total\n    discount\n    status\n    totalUser\n  }\n":
      TadaDocumentNode<{ id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }, {}, { fragment: "UserLevelFields"; on: "UserLevel"; masked: false; }>;
    /** @gql.tada/hash sha256:d689e884585334472b2eb2cb171ad5f6 */
    "\n  mutation AccountActivation($token: String!) {\n    accountActivation(token: $token)\n  }\n":
      TadaDocumentNode<{ accountActivation: boolean; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:51773ecd993b4dccbaefeb871187fc6d */
    "\n  mutation BlockUser($id: ID!, $action: String!) {\n    blockUser(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n":
      TadaDocumentNode<{ blockUser: { id: string; status: boolean; }; }, { action: string; id: string; }, void>;
    /** @gql.tada/hash sha256:d287950104208fd8d49226b6fc7b1e57 */
    "\n  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {\n    changePassword(id: $id, current_password: $current_password, new_password: $new_password)\n  }\n":
      TadaDocumentNode<{ changePassword: boolean; }, { new_password: string; current_password?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:1720fe7a2e842739faf993237983bc00 */
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ createUser: { id: string; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:a3f9e7e4285a65b6906dd7bc79b09c98 */
    "\n  mutation CreateUserLevel($input: UserLevelInput!) {\n    createUserLevel(input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ createUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:ba29607cc180c7148cccdcd26c922bbb */
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUser: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d70ec169e8bae5e2c804fad99f86fc3d */
    "\n  mutation DeleteUserLevel($id: ID!) {\n    deleteUserLevel(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUserLevel: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:dc29132f70b0e8d903521a27bb960a69 */
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n":
      TadaDocumentNode<{ resetPassword: string; }, { email: string; }, void>;
    /** @gql.tada/hash sha256:0d970024294b6ad7b806a731492acd5c */
    "\n  mutation ResetPasswordByToken($token: String!, $pass: String!) {\n    resetPasswordByToken(token: $token, pass: $pass)\n  }\n":
      TadaDocumentNode<{ resetPasswordByToken: boolean; }, { pass: string; token: string; }, void>;
    /** @gql.tada/hash sha256:bd0a37fd1a3624594c543866ae18e51e */
    "\n  mutation SaveAppSettings($input: [AppSettingInput!]!) {\n    saveAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ saveAppSettings: { name: string; value: string | null; }[]; }, { input: { value?: string | null | undefined; name: string; }[]; }, void>;
    /** @gql.tada/hash sha256:67fe6e049e2eac0a3dfa88bc20dae258 */
    "\n  mutation UpdateProfile($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:3e4b5cd585661588a455639d31aee5e0 */
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:85ee65a2a81da378b5c8aeb24540a80e */
    "\n  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {\n    updateUserLevel(id: $id, input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:6b2cc96705dd80f095d23d36b4cd003b */
    "\n  query AdminAppSettings($input: [String!]!) {\n    getAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ getAppSettings: { name: string; value: string | null; }[]; }, { input: string[]; }, void>;
    /** @gql.tada/hash sha256:47d238d9ef699e7707c21c4e80f03c78 */
    "\n  query Profile {\n    me {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n      avatar {\n        id\n        url\n      }\n      roles {\n        id\n        name\n      }\n      level {\n        id\n        name\n      }\n      created_at\n    }\n  }\n":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; avatar: { id: string | null; url: string | null; } | null; roles: { id: string; name: string; }[] | null; level: { id: string; name: string; } | null; created_at: string | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:a89c27f26035461a4c066f7e1d971b86 */
    "\n  query SellerLevels($filter: UserLevelFilter) {\n    userLevels(filter: $filter) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ userLevels: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }[]; }, { filter?: { status?: boolean | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:bf6423baf77c524778ec75ab6d69dcdd */
    "\n  query UserFormRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:f21aef2190fa754cb1b6b37d8e4ec390 */
    "\n  query UserFormUser($id: ID!) {\n    userById(id: $id) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ userById: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:564fcf337bd067b7630b0a4afa5f1dd4 */
    "\n  query UsersManagerRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:f41427624c04557aacde2f1bf033c27f */
    "\n  query UsersManagerUsers($filter: UserFilter) {\n    users(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address\n        status\n        is_supper_admin\n        roles {\n          ...RoleFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ users: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: string | null; status: boolean | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }[]; }; }, { filter?: { status?: boolean | null | undefined; search?: string | null | undefined; role?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
