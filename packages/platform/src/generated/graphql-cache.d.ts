/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:68f4afab8dd6ed9a57a52204494630cd */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:181d9bd29147313374a5c0400e46c22b */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:71091c3e1b675d2838f90c33c96bf69c */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:b4da1a1021630e0025e031f8ada34ecc */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:4a19446d5541125a203b3de8aed18b10 */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:da2d31277f389ed5afb8ad39efb22d67 */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:3380b4c7aa13fda92fe99d699cf4de0b */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:4113465a248717921537516b026e7b09 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:4379f7319d546dc52ccfaefb9494037d */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
