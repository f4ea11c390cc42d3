/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:e71a6f5f4674c7a54812a8b6d0e60cfb */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:cb5dcaef610f30e2cb259f46a8989b9a */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:4d37ea9ef2b2b1ba25038237c7dbce42 */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:1d9fb578f8636993c499c77aa764744b */
    "\n  fragment LiveOrderDesign on OrderDesign {\n    id\n    status\n    log\n    file_id\n    file_key\n    preflight { ok effective_dpi message }\n  }\n":
      TadaDocumentNode<{ id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }, {}, { fragment: "LiveOrderDesign"; on: "OrderDesign"; masked: true; }>;
    /** @gql.tada/hash sha256:2417c83464bf2e26488279838ffd71e1 */
    "\n  fragment LiveOrderStatus on Order {\n    id\n    status\n    detail_label\n  }\n":
      TadaDocumentNode<{ id: string; status: string; detail_label: string; }, {}, { fragment: "LiveOrderStatus"; on: "Order"; masked: true; }>;
    /** @gql.tada/hash sha256:bc8624041e7632c177f58e7a93728433 */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:19d7c82af2154ee4b447efdc90e2c57e */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:a0d73d7be6dd3db6b813f5dc28bb252e */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:270d672980f74898b6ffdf4f0e98e45e */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:edcbf92dbe82ffb223a6a53b30f4b0de */
    "\n  query O($id: ID!) {\n    orderById(id: $id) {\n      id\n      status\n      detail_label\n      designs { id status log file_id file_key preflight { ok effective_dpi message } }\n      history { id message }\n    }\n  }\n":
      TadaDocumentNode<{ orderById: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }[]; history: { id: string; message: string; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:3548522bc05ec00ef3357f81851b75c0 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:6c7e859278fe49ab661667f09f5d17a4 */
    "\n  subscription OrderPrintFile($orderId: ID) {\n    generateOrderPrintFile(order_id: $orderId) {\n      order_id\n      order_status\n      design {\n        id status log file_id file_key\n        preflight { ok effective_dpi message }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ generateOrderPrintFile: { order_id: string; order_status: string; design: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }; }; }, { orderId?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:1e96e65c6c2167d7048bb0a7474027ab */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
