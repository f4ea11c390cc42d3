import { graphql, type ResultOf } from '@pod/platform';

/** Templates offered in the export modal: the first page by name (the Select searches server-side). */
export const EXPORT_TEMPLATE_CHOICES_QUERY = graphql(`
  query ExportTemplateChoices($filter: ExportTemplateFilter) {
    exportTemplates(filter: $filter) {
      count
      hits {
        id
        name
      }
    }
  }
`);

export const ORDER_EXPORT_FIELDS = graphql(`
  fragment OrderExportProgress on OrderExport @_unmask {
    id
    file_name
    status
    progress
    total
    file_id
    error
  }
`);

/** A Seller's export of their own accepted orders (spec 000 §7). */
export const EXPORT_ORDERS_MUTATION = graphql(
  `
    mutation ExportOrders($filter: OrderFilter!, $template_id: ID!) {
      exportOrders(filter: $filter, template_id: $template_id) {
        ...OrderExportProgress
      }
    }
  `,
  [ORDER_EXPORT_FIELDS],
);

/** Supplier and staff (spec 000 §7 supplierExportOrder). */
export const SUPPLIER_EXPORT_ORDER_MUTATION = graphql(
  `
    mutation SupplierExportOrder($filter: OrderFilter!, $template_id: ID!) {
      supplierExportOrder(filter: $filter, template_id: $template_id) {
        ...OrderExportProgress
      }
    }
  `,
  [ORDER_EXPORT_FIELDS],
);

/** The same state read once: covers an export that finished before the subscription started. */
export const ORDER_EXPORT_QUERY = graphql(
  `
    query OrderExportJob($id: ID!) {
      orderExport(id: $id) {
        ...OrderExportProgress
      }
    }
  `,
  [ORDER_EXPORT_FIELDS],
);

/**
 * The export's progress, pushed by the gateway (heard only by its author and Administrators): a
 * few events a second while rows are written, then done (with the file) or failed (with why).
 */
export const ORDER_EXPORT_PROGRESS_SUBSCRIPTION = graphql(`
  subscription OrderExportProgress($id: ID!) {
    orderExportProgress(id: $id) {
      id
      status
      progress
      total
      file_id
      error
    }
  }
`);

/** spec 001 §7: downloadFile(id) -> URL; the browser navigates to it. */
export const DOWNLOAD_FILE_QUERY = graphql(`
  query DownloadExportFile($id: ID!) {
    downloadFile(id: $id)
  }
`);

export type OrderExportJob = ResultOf<typeof ORDER_EXPORT_FIELDS>;
