/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:9981f730ed742a4ed985f3941957ce3d */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:d8750d63b1821fe97662b3c2ed87b72b */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:7ed821cacc643a2fd556a7815bff9c28 */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:8cc672ed6b1ebb19eded133cbaa05dc6 */
    "\n  fragment LiveOrderDesign on OrderDesign {\n    id\n    status\n    log\n    file_id\n    file_key\n    preflight { ok effective_dpi message }\n    revision\n  }\n":
      TadaDocumentNode<{ id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }, {}, { fragment: "LiveOrderDesign"; on: "OrderDesign"; masked: true; }>;
    /** @gql.tada/hash sha256:a4790d632b64c9a62b0a9c7b4298d99c */
    "\n  fragment LiveOrderStatus on Order {\n    id\n    status\n    detail_label\n  }\n":
      TadaDocumentNode<{ id: string; status: string; detail_label: string; }, {}, { fragment: "LiveOrderStatus"; on: "Order"; masked: true; }>;
    /** @gql.tada/hash sha256:b0c9714807fa5585b12577a61f4b7b5d */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:35602cea2ff2ccdf5e9b57cc10b6eca9 */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:325e693974adb9120b2d976b5b5a8b39 */
    "\n  mutation R($orderId: ID!) {\n    reGeneratePrintFile(orderId: $orderId) {\n      message\n      order {\n        id\n        status\n        detail_label\n        designs { id status log file_id file_key preflight { ok effective_dpi message } revision }\n        history { id message }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ reGeneratePrintFile: { message: string; order: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }[]; history: { id: string; message: string; }[]; }; }; }, { orderId: string; }, void>;
    /** @gql.tada/hash sha256:3fe87616f7e26842024a9e5a416f00c2 */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:2cae2e29f8dec711985376e92eb8b475 */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:a1a63a3de9844e742d79814bcf5d629f */
    "\n  query O($id: ID!) {\n    orderById(id: $id) {\n      id\n      status\n      detail_label\n      designs { id status log file_id file_key preflight { ok effective_dpi message } revision }\n      history { id message }\n    }\n  }\n":
      TadaDocumentNode<{ orderById: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }[]; history: { id: string; message: string; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:8d3e5f5a61cd53bfc4ff2bf04ba1ec17 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:3628d076b00987efa2aedebd0fb374e5 */
    "\n  subscription OrderPrintFile($orderId: ID) {\n    generateOrderPrintFile(order_id: $orderId) {\n      order_id\n      order_status\n      design {\n        id status log file_id file_key\n        preflight { ok effective_dpi message }\n        revision\n      }\n    }\n  }\n":
      TadaDocumentNode<{ generateOrderPrintFile: { order_id: string; order_status: string; design: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number | null; }; }; }, { orderId?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:b8d8ca102fe9221f08ef377771a278da */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
