/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:9d665e1ec0bb9b0acb22a9c7b9b26e41 */
    "\n  fragment AppSettingFields on AppSetting @_unmask {\n    name\n    value\n  }\n":
      TadaDocumentNode<{ name: string; value: string | null; }, {}, { fragment: "AppSettingFields"; on: "AppSetting"; masked: false; }>;
    /** @gql.tada/hash sha256:f1e9c038ed4b8dc029fc3c8a18bb944e */
    "\n  fragment RoleFields on Role @_unmask {\n    id\n    name\n  }\n":
      TadaDocumentNode<{ id: string; name: string; }, {}, { fragment: "RoleFields"; on: "Role"; masked: false; }>;
    /** @gql.tada/hash sha256:b79693bb050f4f7b48ad2f2a28c082d1 */
    "\n  fragment UserFormFields on User @_unmask {\n    id\n    first_name\n    last_name\n    email\n    birthday\n    address\n    phone\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "UserFormFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:103d25b49e9bdf56ebebe04377fc937b */
    "\n  fragment UserLevelFields on UserLevel @_unmask {\n    id\n    name\n    order_total\n    discount\n    status\n    totalUser\n  }\n":
      TadaDocumentNode<{ id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }, {}, { fragment: "UserLevelFields"; on: "UserLevel"; masked: false; }>;
    /** @gql.tada/hash sha256:ac5adf0546773705cd43c9c872e3bdb0 */
    "\n  mutation AccountActivation($token: String!) {\n    accountActivation(token: $token)\n  }\n":
      TadaDocumentNode<{ accountActivation: boolean; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:ea9bcb712eb1d18043dd44aef2dc63df */
    "\n  mutation BlockUser($id: ID!, $action: String!) {\n    blockUser(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n":
      TadaDocumentNode<{ blockUser: { id: string; status: boolean; }; }, { action: string; id: string; }, void>;
    /** @gql.tada/hash sha256:2b3d00602a6e03f4843c46c04fda0ede */
    "\n  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {\n    changePassword(id: $id, current_password: $current_password, new_password: $new_password)\n  }\n":
      TadaDocumentNode<{ changePassword: boolean; }, { new_password: string; current_password?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:8a0b0aa31be3ee2f64aff179eeedde66 */
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ createUser: { id: string; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:901dacd889237a291e64d9217022c3f5 */
    "\n  mutation CreateUserLevel($input: UserLevelInput!) {\n    createUserLevel(input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ createUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:cd83665ad84db94d3e818121f9565fe1 */
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUser: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:dd78ac867cffb50ac8aa2ba1a6f799bf */
    "\n  mutation DeleteUserLevel($id: ID!) {\n    deleteUserLevel(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUserLevel: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:82e02595fd81590aefb49e854d44b4ea */
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n":
      TadaDocumentNode<{ resetPassword: string; }, { email: string; }, void>;
    /** @gql.tada/hash sha256:2ef30a79c6a3341d1ef3917cfc3e2f6c */
    "\n  mutation ResetPasswordByToken($token: String!, $pass: String!) {\n    resetPasswordByToken(token: $token, pass: $pass)\n  }\n":
      TadaDocumentNode<{ resetPasswordByToken: boolean; }, { pass: string; token: string; }, void>;
    /** @gql.tada/hash sha256:d80bd985539bfb8c7e9ba380724bf8ab */
    "\n  mutation SaveAppSettings($input: [AppSettingInput!]!) {\n    saveAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ saveAppSettings: { name: string; value: string | null; }[]; }, { input: { value?: string | null | undefined; name: string; }[]; }, void>;
    /** @gql.tada/hash sha256:d47c93315aa4f1a33ad2343f2d511d95 */
    "\n  mutation UpdateProfile($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:805ea17aeb07816bb0018b999c07be1b */
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:15eaf8f6d9aabc6297a3c01f7e7ce4d5 */
    "\n  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {\n    updateUserLevel(id: $id, input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:9e5090efdfc842f3eb87faedd20ed3a0 */
    "\n  query AdminAppSettings($input: [String!]!) {\n    getAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ getAppSettings: { name: string; value: string | null; }[]; }, { input: string[]; }, void>;
    /** @gql.tada/hash sha256:5a2f8e7bf525b953e039e03c1815573e */
    "\n  query Profile {\n    me {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n      avatar {\n        id\n        url\n      }\n      roles {\n        id\n        name\n      }\n      level {\n        id\n        name\n      }\n      created_at\n    }\n  }\n":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; avatar: { id: string | null; url: string | null; } | null; roles: { id: string; name: string; }[] | null; level: { id: string; name: string; } | null; created_at: string | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:6fc8ca5244321ebfd6d8d7c64d73ebff */
    "\n  query SellerLevels($filter: UserLevelFilter) {\n    userLevels(filter: $filter) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ userLevels: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }[]; }, { filter?: { status?: boolean | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:a0662f31c7905226620da6c0cb518b26 */
    "\n  query UserFormRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:5c03ba20a8729eac53cbf84d8bbaa6ee */
    "\n  query UserFormUser($id: ID!) {\n    userById(id: $id) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ userById: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:54a49adcca5da8d37250817383b22719 */
    "\n  query UsersManagerRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:fc36f1096707410b5497c87411b02e58 */
    "\n  query UsersManagerUsers($filter: UserFilter) {\n    users(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address\n        status\n        is_supper_admin\n        roles {\n          ...RoleFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ users: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: string | null; status: boolean | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }[]; }; }, { filter?: { status?: boolean | null | undefined; search?: string | null | undefined; role?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
