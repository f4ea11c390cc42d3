import type { Exchange, OperationResult } from 'urql';
import { graphql } from '../graphql';
import { filter, fromValue, makeSubject, map, merge, mergeMap, pipe, share, take } from 'wonka';

/** The variants screen's list query and whole-list save, as the cache test and bench send them. */
export const VARIANTS = graphql(`
  query V($product_type_id: ID!) {
    productTypeVariants(product_type_id: $product_type_id) {
      id
      sku
    }
  }
`);
export const SAVE = graphql(`
  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {
      id
      sorting
    }
  }
`);

/** A server stand-in: answers the variants query and the save with `count` fresh variants. */
export function fakeServer(count: number, calls: string[]): Exchange {
  return () => (ops$) => {
    const shared = pipe(ops$, share);
    return merge([
      pipe(
        shared,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        map((op): OperationResult => {
          calls.push(op.kind);
          const data =
            op.kind === 'mutation'
              ? { saveProductTypeVariants: Array.from({ length: count }, (_, i) => ({ __typename: 'ProductTypeVariant', id: `v${calls.length}-${i}`, sorting: i + 1 })) }
              : { productTypeVariants: Array.from({ length: count }, (_, i) => ({ __typename: 'ProductTypeVariant', id: `q${calls.length}-${i}`, sku: `S${i}` })) };
          return { operation: op, data, error: undefined, stale: false, hasNext: false };
        }),
      ),
    ]);
  };
}

/** The order detail's design and status fields, as the cache test reads them. */
export const ORDER_QUERY = graphql(`
  query O($id: ID!) {
    orderById(id: $id) {
      id
      status
      detail_label
      designs { id status log file_id file_key preflight { ok effective_dpi message } revision }
      history { id message }
    }
  }
`);

/** Regenerate as the detail page sends it: the answer carries the order as the server read it. */
export const REGENERATE = graphql(`
  mutation R($orderId: ID!) {
    reGeneratePrintFile(orderId: $orderId) {
      message
      order {
        id
        status
        detail_label
        designs { id status log file_id file_key preflight { ok effective_dpi message } revision }
        history { id message }
      }
    }
  }
`);

type LiveChange = { status: string; order_status: string; file_id?: string; file_key?: string; preflight?: { ok: boolean; effective_dpi: number; message: string | null } };

let servers = 0;

/**
 * A server stand-in for one order ('o1', one design): answers the order query from its
 * current state (history grows by one entry per answer) and, on `push`, changes that state (the
 * design's revision one more, like orders' database) and sends it as a `generateOrderPrintFile`
 * update to the open subscriptions. A mutation is answered only on `answerMutations()`, with the
 * state as it was when the mutation arrived: an answer read before later changes. With
 * `holdQueries`, queries are read at once and answered on `answerQuery()`.
 */
export function orderServer(options: { holdQueries?: boolean } = {}) {
  const held: Array<() => void> = [];
  const labels: Record<string, string> = { processing: 'pending_review', pending_review: 'ReviewDesign' };
  let order = { status: 'processing' };
  // A design id of its own per server: the newest revisions a page has seen are kept per design id.
  let design = { id: `d${++servers}`, status: 'Pending', log: null as string | null, file_id: null as string | null, file_key: null as string | null, preflight: null as LiveChange['preflight'] | null, revision: 1 };
  let answered = 0;
  const live = makeSubject<LiveChange>();
  const mutationAnswers = makeSubject<void>();
  const orderData = () => {
    answered += 1;
    const history = Array.from({ length: answered }, (_, i) => ({ __typename: 'OrderHistory', id: `h${answered - i}`, message: `entry ${answered - i}` }));
    const preflight = design.preflight ? { __typename: 'DesignPreflight', ...design.preflight } : null;
    return { __typename: 'Order', id: 'o1', ...order, detail_label: labels[order.status], designs: [{ __typename: 'OrderDesign', ...design, preflight }], history };
  };
  const exchange: Exchange = () => (ops$) => {
    const shared = pipe(ops$, share);
    const queries = pipe(
      shared,
      filter((op) => op.kind === 'query'),
      mergeMap((op) => {
        const result: OperationResult = { operation: op, data: { orderById: orderData() }, error: undefined, stale: false, hasNext: false };
        if (!options.holdQueries) return fromValue(result);
        // Read now, answered later: in the order `answerQuery()` is called.
        const gate = makeSubject<void>();
        held.push(() => gate.next());
        return pipe(gate.source, take(1), map(() => result));
      }),
    );
    const mutations = pipe(
      shared,
      filter((op) => op.kind === 'mutation'),
      mergeMap((op) => {
        const data = { reGeneratePrintFile: { __typename: 'DesignActionResult', message: 'Print files regenerated', order: orderData() } };
        return pipe(
          mutationAnswers.source,
          take(1),
          map((): OperationResult => ({ operation: op, data, error: undefined, stale: false, hasNext: false })),
        );
      }),
    );
    const subscriptions = pipe(
      shared,
      filter((op) => op.kind === 'subscription'),
      mergeMap((op) =>
        pipe(
          live.source,
          map((change): OperationResult => {
            const preflight = change.preflight ? { __typename: 'OrderPrintFilePreflight', ...change.preflight } : null;
            const data = { generateOrderPrintFile: { __typename: 'OrderPrintFileUpdate', order_id: 'o1', order_status: change.order_status, design: { __typename: 'OrderPrintFileDesign', ...design, preflight } } };
            return { operation: op, data, error: undefined, stale: false, hasNext: true };
          }),
        ),
      ),
    );
    return merge([queries, mutations, subscriptions]);
  };
  return {
    exchange,
    queries: () => answered,
    designId: () => design.id,
    push(change: LiveChange) {
      order = { status: change.order_status };
      design = { ...design, status: change.status, file_id: change.file_id ?? design.file_id, file_key: change.file_key ?? design.file_key, preflight: change.preflight ?? design.preflight, revision: design.revision + 1 };
      live.next(change);
    },
    answerMutations() {
      mutationAnswers.next();
    },
    /** With `holdQueries`: answers the oldest query still waiting, with the state it was read at. */
    answerQuery() {
      held.shift()?.();
    },
  };
}
