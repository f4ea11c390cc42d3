/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:f7b6720d21c83e83161932b3e77c2f7a */
    "\n    mutation Login($email: String!, $password: String!) {\n      login(email: $email, password: $password) {\n        token\n        expired_at\n        user {\n          ...CurrentUserFields\n        }\n      }\n    }\n  ":
      TadaDocumentNode<{ login: { token: string; expired_at: string; user: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }; }; }, { password: string; email: string; }, void>;
    /** @gql.tada/hash sha256:9a5e1b5a3e75f4479a25614c42f3ab0c */
    "\n    query Me {\n      me {\n        ...CurrentUserFields\n      }\n    }\n  ":
      TadaDocumentNode<{ me: { id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; } | null; }, {}, void>;
    /** @gql.tada/hash sha256:4386aed570d0ab11c0133544583b4a5a */
    "\n  fragment CurrentUserFields on User @_unmask {\n    id\n    email\n    first_name\n    last_name\n    is_supper_admin\n    roles {\n      id\n      name\n    }\n  }\n":
      TadaDocumentNode<{ id: string; email: string | null; first_name: string | null; last_name: string | null; is_supper_admin: boolean | null; roles: { id: string; name: string; }[] | null; }, {}, { fragment: "CurrentUserFields"; on: "User"; masked: false; }>;
    /** @gql.tada/hash sha256:03ed1eb6c3adac2752471edf368597f5 */
    "\n  fragment LiveOrderDesign on OrderDesign {\n    id\n    status\n    log\n    file_id\n    file_key\n    preflight { ok effective_dpi message }\n    revision\n  }\n":
      TadaDocumentNode<{ id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }, {}, { fragment: "LiveOrderDesign"; on: "OrderDesign"; masked: true; }>;
    /** @gql.tada/hash sha256:f7ca422e1c4b26c37f9cd3d197500c9c */
    "\n  fragment LiveOrderStatus on Order {\n    id\n    status\n    detail_label\n  }\n":
      TadaDocumentNode<{ id: string; status: string; detail_label: string; }, {}, { fragment: "LiveOrderStatus"; on: "Order"; masked: true; }>;
    /** @gql.tada/hash sha256:2c225cd2172bae518db2f81cb9cc26f0 */
    "\n  mutation PlatformCreateFile($input: CreateFileInput!) {\n    createFile(input: $input) {\n      id\n      key\n      url\n    }\n  }\n":
      TadaDocumentNode<{ createFile: { id: string; key: string; url: string; }; }, { input: { source?: string | null | undefined; kind?: "custom_design" | "print_file" | null | undefined; key: string; file_size: number; file_name: string; file_mime: string; }; }, void>;
    /** @gql.tada/hash sha256:a49cc43d076f8e0279edbad065db7890 */
    "\n  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {\n    createSignedUrl(filename: $filename, fileMime: $fileMime) {\n      key\n      url\n      fields {\n        name\n        value\n      }\n    }\n  }\n":
      TadaDocumentNode<{ createSignedUrl: { key: string; url: string; fields: { name: string; value: string; }[]; }; }, { fileMime: string; filename: string; }, void>;
    /** @gql.tada/hash sha256:934fce7d8d51bbd464cc48af8749729a */
    "\n  mutation R($orderId: ID!) {\n    reGeneratePrintFile(orderId: $orderId) {\n      message\n      order {\n        id\n        status\n        detail_label\n        designs { id status log file_id file_key preflight { ok effective_dpi message } revision }\n        history { id message }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ reGeneratePrintFile: { message: string; order: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }[]; history: { id: string; message: string; }[]; }; }; }, { orderId: string; }, void>;
    /** @gql.tada/hash sha256:07e91a758e5f56a55aaa34c2eae33389 */
    "\n  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {\n    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {\n      id\n      sorting\n    }\n  }\n":
      TadaDocumentNode<{ saveProductTypeVariants: { id: string; sorting: number; }[]; }, { variants: { sorting?: number | null | undefined; sku?: string | null | undefined; sale_cost?: number | null | undefined; retail_cost?: number | null | undefined; product_type_id?: string | null | undefined; print_sizes?: { width: number; print_area_id: string; height: number; }[] | null | undefined; is_active?: boolean | null | undefined; id?: string | null | undefined; carrier_costs?: { cost?: number | null | undefined; carrier_id: string; }[] | null | undefined; base_cost?: number | null | undefined; attributes?: { slug: string; option: string; name: string; }[] | null | undefined; }[]; product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:d6270d66ea56fea7614411c45602d841 */
    "\n  query MySites {\n    sites(filter: { offset: 0, limit: 9999, verified: true, status: true }) {\n      count\n      hits {\n        id\n        title\n        domain\n        platform\n        status\n        verified\n      }\n    }\n  }\n":
      TadaDocumentNode<{ sites: { count: number; hits: { id: string; title: string; domain: string | null; platform: string; status: boolean; verified: boolean; }[]; }; }, {}, void>;
    /** @gql.tada/hash sha256:d1e05a4601de4ae2f5694a5840d0d026 */
    "\n  query O($id: ID!) {\n    orderById(id: $id) {\n      id\n      status\n      detail_label\n      designs { id status log file_id file_key preflight { ok effective_dpi message } revision }\n      history { id message }\n    }\n  }\n":
      TadaDocumentNode<{ orderById: { id: string; status: string; detail_label: string; designs: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number; }[]; history: { id: string; message: string; }[]; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:ae5a0d9a5e9a9bbf55cdd2d3c768fc07 */
    "\n  query V($product_type_id: ID!) {\n    productTypeVariants(product_type_id: $product_type_id) {\n      id\n      sku\n    }\n  }\n":
      TadaDocumentNode<{ productTypeVariants: { id: string; sku: string; }[]; }, { product_type_id: string; }, void>;
    /** @gql.tada/hash sha256:42fa804fd33d1a69f6fc7f063ad0ea41 */
    "\n  subscription OrderPrintFile($orderId: ID) {\n    generateOrderPrintFile(order_id: $orderId) {\n      order_id\n      order_status\n      design {\n        id status log file_id file_key\n        preflight { ok effective_dpi message }\n        revision\n      }\n    }\n  }\n":
      TadaDocumentNode<{ generateOrderPrintFile: { order_id: string; order_status: string; design: { id: string; status: string; log: string | null; file_id: string | null; file_key: string | null; preflight: { ok: boolean; effective_dpi: number; message: string | null; } | null; revision: number | null; }; }; }, { orderId?: string | null | undefined; }, void>;
    /** @gql.tada/hash sha256:aa99f9c3ac59eb23eb097d4bba6f3a19 */
    "\n  subscription SiteChanged {\n    siteChanged {\n      id\n      action\n      title\n      verified\n    }\n  }\n":
      TadaDocumentNode<{ siteChanged: { id: string; action: string; title: string; verified: boolean; }; }, {}, void>;
  }
}
