/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:b6d6e9644ccd1a37294cc9e5eed1b347 */
    "\n  fragment AppSettingFields on AppSetting @_unmask {\n    name\n    value\n  }\n":
      TadaDocumentNode<{ name: string; value: string | null; }, {}, { fragment: "AppSettingFields"; on: "AppSetting"; masked: false; }>;
    /** @gql.tada/hash sha256:a23e384386f9caa8af421489267fbe9a */
    "\n  fragment RoleFields on Role @_unmask {\n    id\n    name\n  }\n":
      TadaDocumentNode<{ id: string; name: string; }, {}, { fragment: "RoleFields"; on: "Role"; masked: false; }>;
    /** @gql.tada/hash sha256:40d7b48e7c7c606225fce33dfef6c7b2 */
    "\n  fragment UserFormFields on User @_unmask {\n    id\n    first_name\n    last_name\n    email\n    birthday\n    address\n    phone\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "UserFormFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:a0ecc34ad457166da21b99e2ffc9f29a */
    "\n  fragment UserLevelFields on UserLevel @_unmask {\n    id\n    name\n    order_total\n    discount\n    status\n    totalUser\n  }\n":
      TadaDocumentNode<{ id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }, {}, { fragment: "UserLevelFields"; on: "UserLevel"; masked: false; }>;
    /** @gql.tada/hash sha256:8a6ba3a0c409f97d06712cbdc1dae98d */
    "\n  mutation AccountActivation($token: String!) {\n    accountActivation(token: $token)\n  }\n":
      TadaDocumentNode<{ accountActivation: boolean; }, { token: string; }, void>;
    /** @gql.tada/hash sha256:7663baa78a0b36ce2c2a7b0dfe3c443d */
    "\n  mutation BlockUser($id: ID!, $action: String!) {\n    blockUser(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n":
      TadaDocumentNode<{ blockUser: { id: string; status: boolean; }; }, { action: string; id: string; }, void>;
    /** @gql.tada/hash sha256:9cb32144abfe19a9e5a41e85a4e359eb */
    "\n  mutation ChangePassword($id: ID!, $current_password: String, $new_password: String!) {\n    changePassword(id: $id, current_password: $current_password, new_password: $new_password)\n  }\n":
      TadaDocumentNode<{ changePassword: boolean; }, { new_password: string; current_password?: string | null | undefined; id: string; }, void>;
    /** @gql.tada/hash sha256:bf40c288fa936e2d8a116e0f76595b6f */
    "\n  mutation CreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n":
      TadaDocumentNode<{ createUser: { id: string; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:7e3a9f4d817d2147cd9157b88ff4c138 */
    "\n  mutation CreateUserLevel($input: UserLevelInput!) {\n    createUserLevel(input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ createUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; }, void>;
    /** @gql.tada/hash sha256:1b0d1a8c4e966450569986b2323052ab */
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUser: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:483baeec64cf6d819d479a1c2d21bc1f */
    "\n  mutation DeleteUserLevel($id: ID!) {\n    deleteUserLevel(id: $id)\n  }\n":
      TadaDocumentNode<{ deleteUserLevel: boolean; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:d626455ba7bbaf73ab526becf494d072 */
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n":
      TadaDocumentNode<{ resetPassword: string; }, { email: string; }, void>;
    /** @gql.tada/hash sha256:30666a77a40c3c1f19470933783449a4 */
    "\n  mutation ResetPasswordByToken($token: String!, $pass: String!) {\n    resetPasswordByToken(token: $token, pass: $pass)\n  }\n":
      TadaDocumentNode<{ resetPasswordByToken: boolean; }, { pass: string; token: string; }, void>;
    /** @gql.tada/hash sha256:c97835a2a21fd1da5a7194b96c5bf390 */
    "\n  mutation SaveAppSettings($input: [AppSettingInput!]!) {\n    saveAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ saveAppSettings: { name: string; value: string | null; }[]; }, { input: { value?: string | null | undefined; name: string; }[]; }, void>;
    /** @gql.tada/hash sha256:8f4706e5ae3692f0924d556c8e2287b7 */
    "\n  mutation UpdateProfile($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:6f4744719372c9508a0d17df9d127a24 */
    "\n  mutation UpdateUser($id: ID!, $input: UserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUser: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; }; }, { input: { roles?: string[] | null | undefined; phone?: string | null | undefined; password?: string | null | undefined; level_id?: string | null | undefined; last_name?: string | null | undefined; is_subscription?: boolean | null | undefined; first_name?: string | null | undefined; email?: string | null | undefined; current_password?: string | null | undefined; birthday?: string | null | undefined; avatar?: { url?: string | null | undefined; key?: string | null | undefined; id?: string | null | undefined; } | null | undefined; address?: string | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:03ef4b6598243019dfbfde415abcd7ca */
    "\n  mutation UpdateUserLevel($id: ID!, $input: UserLevelInput!) {\n    updateUserLevel(id: $id, input: $input) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ updateUserLevel: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }; }, { input: { status?: boolean | null | undefined; order_total?: number | null | undefined; name?: string | null | undefined; discount?: number | null | undefined; }; id: string; }, void>;
    /** @gql.tada/hash sha256:4e7a6b2e55e78c491b600953d4d0f67e */
    "\n  query AdminAppSettings($input: [String!]!) {\n    getAppSettings(input: $input) {\n      ...AppSettingFields\n    }\n  }\n":
      TadaDocumentNode<{ getAppSettings: { name: string; value: string | null; }[]; }, { input: string[]; }, void>;
    /** @gql.tada/hash sha256:2f5fbfcdb77c6aa947f577be84a92a1a */
    "\n  query Profile {\n    me {\n      id\n      email\n      first_name\n      last_name\n      phone\n      address\n      birthday\n      avatar {\n        id\n        url\n      }\n      roles {\n        id\n        name\n      }\n      level {\n        id\n        name\n      }\n      created_at\n    }\n  }\n":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; phone: string | null; address: string | null; birthday: string | null; avatar: { id: string | null; url: string | null; } | null; roles: { id: string; name: string; }[] | null; level: { id: string; name: string; } | null; created_at: string | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:bfee9aafb10cc7049dca0d23cbb2bfc3 */
    "\n  query SellerLevels($filter: UserLevelFilter) {\n    userLevels(filter: $filter) {\n      ...UserLevelFields\n    }\n  }\n":
      TadaDocumentNode<{ userLevels: { id: string; name: string; order_total: number; discount: number; status: boolean; totalUser: number; }[]; }, { filter?: { status?: boolean | null | undefined; } | null | undefined; }, void>;
    /** @gql.tada/hash sha256:9da8ad50463839ce6ba8a35d2c6d906b */
    "\n  query UserFormRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:80f0b353f13e295873d4b74640f2d908 */
    "\n  query UserFormUser($id: ID!) {\n    userById(id: $id) {\n      ...UserFormFields\n    }\n  }\n":
      TadaDocumentNode<{ userById: { id: string; first_name: string | null; last_name: string | null; email: string | null; birthday: string | null; address: string | null; phone: string | null; roles: { id: string; name: string; }[] | null; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:a4a5b679a0e60af6f9af060fb98625fc */
    "\n  query UsersManagerRoles {\n    roles {\n      ...RoleFields\n    }\n  }\n":
      TadaDocumentNode<{ roles: { id: string; name: string; }[]; }, {}, void>;
    /** @gql.tada/hash sha256:84d74ef8bf53e0d5533cd632a936e299 */
    "\n  query UsersManagerUsers($filter: UserFilter) {\n    users(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address\n        status\n        is_supper_admin\n        roles {\n          ...RoleFields\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ users: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: string | null; status: boolean | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }[]; }; }, { filter?: { status?: boolean | null | undefined; search?: string | null | undefined; role?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
