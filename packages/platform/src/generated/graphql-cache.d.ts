/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:f4dd1135c7cd68f96048255104f8f948 */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:dca7368ebc60aec95463bf325e6761c3 */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:adb03b744032f62e67077e6bcbfd2749 */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:b0bf7cfd84b3209b340d5ff589f673f5 */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:3f237c70e22f33557f900058e23b5688 */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:c6018c5f7b15052f5c1cb407ed6134d5 */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:438a2e5e672f5d863898ba3cbab6b384 */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:8dd160346e1a1968f776a84b9febe912 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:4cc039f6059858d9f0176dfc766505f3 */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
