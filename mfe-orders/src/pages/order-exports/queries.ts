import { graphql, type ResultOf } from '@pod/platform';

/** Spec 001 §9: the order export list is 20 per page. */
export const ORDER_EXPORTS_PAGE_SIZE = 20;
/** Typing in the search box waits this long before asking the server. */
export const ORDER_EXPORTS_SEARCH_DEBOUNCE_MS = 300;

/** spec 001 §7: orderExports(from, to, search, limit, offset) -> count, hits. */
export const ORDER_EXPORTS_QUERY = graphql(`
  query OrderExportsList($from: String, $to: String, $search: String, $limit: Int, $offset: Int) {
    orderExports(from: $from, to: $to, search: $search, limit: $limit, offset: $offset) {
      count
      hits {
        id
        file_name
        created_at
        status
        total
      }
    }
  }
`);

export const DOWNLOAD_EXPORT_QUERY = graphql(`
  query DownloadOrderExport($id: ID!) {
    downloadFile(id: $id)
  }
`);

export type OrderExportRow = ResultOf<typeof ORDER_EXPORTS_QUERY>['orderExports']['hits'][number];
