/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:79f2324becdf814e2c0580c4a0d9b128 */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:e18a98062ac50fbcfafcb6ddbc5b13cf */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:8947a4678e17d6e27f5dcd8b15cc9cb3 */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:263f114821235d1a4aa76a956f57c0ac */
    "\n  fragment LiveOrderDesign on OrderDesign {\n    id\n    status\n    log\n    file_id\n    file_key\n    preflight { ok effective_dpi message }\n  }\n":
      TadaDocumentNode<{ id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }, {}, { fragment: "LiveOrderDesign"; on: "OrderDesign"; masked: true; }>;
    /** @gql.tada/hash sha256:1c78073b50d13ac15e49bea491e6012c */
    "\n  fragment LiveOrderStatus on Order {\n    id\n    status\n    detail_label\n  }\n":
      TadaDocumentNode<{ id: string; status: string; detail_label: string; }, {}, { fragment: "LiveOrderStatus"; on: "Order"; masked: true; }>;
    /** @gql.tada/hash sha256:ff04349c6251af5588e84ad19ecd3bf5 */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:fefaac01c94e24079e2254a673e80b6a */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:7cd2d9279432fe3c8a26e589165096aa */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:0b73125bb124cf727d5714d7d880855d */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:ba2fc8fbfc6230a57d601819b7df2c0f */
    "\n  query O($id: ID!) {\n    orderById(id: $id) {\n      id\n      status\n      detail_label\n      designs { id status log file_id file_key preflight { ok effective_dpi message } }\n      history { id message }\n    }\n  }\n":
      TadaDocumentNode<{ orderById: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }[]; history: { id: string; message: string; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:f9b02390ae261e354847e00ced090221 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:13e544db248f2daf80b543f157b720b8 */
    "\n  subscription OrderPrintFile($orderId: ID) {\n    generateOrderPrintFile(order_id: $orderId) {\n      order_id\n      order_status\n      design {\n        id status log file_id file_key\n        preflight { ok effective_dpi message }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ generateOrderPrintFile: { order_id: string; order_status: string; design: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; }; }; }, { orderId?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:1e8cfe180f5f623f6ca9cb4f50c92750 */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
