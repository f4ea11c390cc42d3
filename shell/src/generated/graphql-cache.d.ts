/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:a7ff4db6694e0d3f52ea2d19350ad488 */
    "\n  fragment AppSettingFields on AppSetting @_unmask {\n    name\n    value\n  }\n":
      TadaDocumentNode<{ name: string; value: string | null; }, {}, { fragment: "AppSettingFields"; on: "AppSetting"; masked: false; }>;
    /** @gql.tada/hash sha256:bb4f9b16aaf9874d907cdb8c122a1770 */
    "\n  fragment RoleFields on Role @_unmask {\n    id\n    name\n  }\n":
      TadaDocumentNode<{ id: string; name: string; }, {}, { fragment: "RoleFields"; on: "Role"; masked: false; }>;
    /** @gql.tada/hash sha256:9a6d50e3ef0962b44fb69222c29ce412 */
    "\n  fragment UserFormFields on User @_unmask {\n    id\n    first_name\n    last_name\n    email\n    birthday\n    address\n    phone\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "UserFormFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:d1fe59f5f817d8a72d9ebad58cefd5a8 */
    "\n  fragment UserLevelFields on UserLevel @_unmask {\n    id\n    name\n    order_total\n    discount\n    status\n    totalUser\n  }\n":
      TadaDocumentNode<{ id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }, {}, { fragment: "UserLevelFields"; on: "UserLevel"; masked: false; }>;
    /** @gql.tada/hash sha256:3d5613702e861832ee71f495a359d1ef */
    "\n  mutation AccountActivation($token: String!) {\n    accountActivation(token: $token)\n  }\n":
      TadaDocumentNode<{ accountActivation: boolean; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:df145fa7ea7f5ec4caaaf95e8ccc41ee */
    "\n  mutation BlockUser($id: ID!, $action: String!) {\n    blockUser(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n":
      TadaDocumentNode<{ blockUser: { id: string; status: boolean; }; }, { action: string; id: string; }, void>;
    /** @gql.tada/hash sha256:748d2be1ba203b03dfbfc090e1e85626 */
    "\n  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {\n    changePassword(id: $id, current_password: $current_password, new_password: $new_password)\n  }\n":
      TadaDocumentNode<{ changePassword: boolean; }, { new_password: string; current_password?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:9358129cf92bbd2132f0cc251b2a3a2d */
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ createUser: { id: string; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:cff98f22bbaf5c900e4e034710bb9d9f */
    "\n  mutation CreateUserLevel($input: UserLevelInput!) {\n    createUserLevel(input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ createUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:0a6c846e04bd378e21d0baca78192730 */
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUser: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:070cd8427257a56de206d45a7c027e50 */
    "\n  mutation DeleteUserLevel($id: ID!) {\n    deleteUserLevel(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUserLevel: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:c3e74e82c09379a12d15823022fe17ff */
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n":
      TadaDocumentNode<{ resetPassword: string; }, { email: string; }, void>;
    /** @gql.tada/hash sha256:42e88871686174e3dd36599aa7637cf9 */
    "\n  mutation ResetPasswordByToken($token: String!, $pass: String!) {\n    resetPasswordByToken(token: $token, pass: $pass)\n  }\n":
      TadaDocumentNode<{ resetPasswordByToken: boolean; }, { pass: string; token: string; }, void>;
    /** @gql.tada/hash sha256:7812b58be8f5f8f755b5ccc0a58bcec1 */
    "\n  mutation SaveAppSettings($input: [AppSettingInput!]!) {\n    saveAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ saveAppSettings: { name: string; value: string | null; }[]; }, { input: { value?: string | null | undefined; name: string; }[]; }, void>;
    /** @gql.tada/hash sha256:cdc8a56369f7ecb6ca976f4381b1c5db */
    "\n  mutation UpdateProfile($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:ff3a14b23d77dc73c97e911d743484ba */
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:6666ceaf2b26641a6ee570788f794453 */
    "\n  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {\n    updateUserLevel(id: $id, input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:e4de4a269f816b753248c3f06c6c976f */
    "\n  query AdminAppSettings($input: [String!]!) {\n    getAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ getAppSettings: { name: string; value: string | null; }[]; }, { input: string[]; }, void>;
    /** @gql.tada/hash sha256:9fdc6ac7032c35545e45f881853ec828 */
    "\n  query Profile {\n    me {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n      avatar {\n        id\n        url\n      }\n      roles {\n        id\n        name\n      }\n      level {\n        id\n        name\n      }\n      created_at\n    }\n  }\n":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; avatar: { id: string | null; url: string | null; } | null; roles: { id: string; name: string; }[] | null; level: { id: string; name: string; } | null; created_at: string | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:5f5ec6780bb17c952e47c01dc8ef584e */
    "\n  query SellerLevels($filter: UserLevelFilter) {\n    userLevels(filter: $filter) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ userLevels: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }[]; }, { filter?: { status?: boolean | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:cd503fdcffba4995c1884e56dba7c50f */
    "\n  query UserFormRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:4140b68c701d5abecd9a9a55a22c85a1 */
    "\n  query UserFormUser($id: ID!) {\n    userById(id: $id) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ userById: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:401529588c976e2ee3c2d3636fc2d098 */
    "\n  query UsersManagerRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:5a46a9fc73e193508f49cd8484c44e26 */
    "\n  query UsersManagerUsers($filter: UserFilter) {\n    users(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address\n        status\n        is_supper_admin\n        roles {\n          ...RoleFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ users: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: string | null; status: boolean | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }[]; }; }, { filter?: { status?: boolean | null | undefined; search?: string | null | undefined; role?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
