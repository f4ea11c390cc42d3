import type { UpdateResolver } from '@urql/exchange-graphcache';
import { isOrderStatus, ORDER_DETAIL_LABEL } from '@pod/contracts';
import { graphql, type ResultOf } from '../graphql';

/** The design fields a `generateOrderPrintFile` update carries, written onto the cached OrderDesign. */
const LIVE_ORDER_DESIGN = graphql(`
  fragment LiveOrderDesign on OrderDesign {
    id
    status
    log
    file_id
    file_key
    preflight { ok effective_dpi message }
    revision
  }
`);

/** The order's status as the update reports it; `detail_label` follows from it (the server maps it the same way). */
const LIVE_ORDER_STATUS = graphql(`
  fragment LiveOrderStatus on Order {
    id
    status
    detail_label
  }
`);

/** The live update as the subscription delivers it (the fields its updater reads). */
export const ORDER_PRINT_FILE_SUBSCRIPTION = graphql(`
  subscription OrderPrintFile($orderId: ID) {
    generateOrderPrintFile(order_id: $orderId) {
      order_id
      order_status
      design {
        id status log file_id file_key
        preflight { ok effective_dpi message }
        revision
      }
    }
  }
`);

type PrintFileUpdate = ResultOf<typeof ORDER_PRINT_FILE_SUBSCRIPTION>['generateOrderPrintFile'];

/**
 * graphcache updater of `generateOrderPrintFile` (a print file was requested, started, rendered,
 * failed or uploaded): writes the design onto the cached OrderDesign and the order's status onto
 * the cached Order, so every page showing them updates without a reload. The timeline and the
 * designs tag are the server's summary of the change, so they are read again.
 */
export const applyOrderPrintFileUpdate: UpdateResolver = (result, _args, cache) => {
  const update = result.generateOrderPrintFile as PrintFileUpdate | undefined;
  if (!update) return;
  const { design } = update;
  // An orders service older than revisions sends none: the update is then taken as the newest.
  const revision = design.revision ?? newestRevision(design.id);
  // The update's own types (OrderPrintFile*) become the entities the pages cache.
  cache.writeFragment(LIVE_ORDER_DESIGN, {
    ...design,
    revision,
    __typename: 'OrderDesign',
    preflight: design.preflight ? { ...design.preflight, __typename: 'DesignPreflight' } : null,
  } as ResultOf<typeof LIVE_ORDER_DESIGN>);
  const order = { __typename: 'Order', id: update.order_id } as const;
  if (isOrderStatus(update.order_status)) {
    cache.writeFragment(LIVE_ORDER_STATUS, { ...order, status: update.order_status, detail_label: ORDER_DETAIL_LABEL[update.order_status] });
  }
  cache.invalidate(order, 'history');
  cache.invalidate(order, 'design_status');
};

/**
 * The highest `OrderDesign.revision` written to a cache in this page, per design id. A
 * revision is a fact about the design on the server (one more per change), so one map serves
 * every client of the page.
 */
const newest = new Map<string, number>();

/** The newest revision of a design this page has heard of (0 when none). */
function newestRevision(id: string): number {
  return newest.get(id) ?? 0;
}

/**
 * Whether a design as an answer carried it is older than a state of it already written to the
 * cache (by a live update or a later answer): the page showing it should read it again.
 */
export function isOlderThanSeen(design: { id: string; revision?: number | null }): boolean {
  return typeof design.revision === 'number' && design.revision < newestRevision(design.id);
}

/**
 * graphcache updater of `OrderDesign.revision`, run whenever any answer writes a design: a
 * query, a mutation's answer or a live update. The live updates and the HTTP answers travel on
 * different connections, so an answer read before a change can arrive after that change's live
 * update (Regenerate's own answer, Pending, after the render's Completed; a re-read sent before
 * it) and graphcache keeps whatever was written last. The revision (one more per change of the
 * design, kept by the orders database) says which state is newer: this keeps the highest one
 * seen, and a page given an older design (`isOlderThanSeen`) reads it again, which brings the
 * current state (the order detail page does, `useOrderDetail`). The cache itself is left as
 * written: dropping fields there leaves graphcache answering the page with nothing.
 */
export const keepNewestDesign: UpdateResolver = (data) => {
  const { id, revision } = data as { id?: unknown; revision?: unknown };
  if (typeof id !== 'string' || typeof revision !== 'number') return;
  if (revision > newestRevision(id)) newest.set(id, revision);
};
