import { describe, expect, it, vi } from 'vitest';
import { Client } from 'urql';
import { pipe, subscribe } from 'wonka';
import { cacheExchange } from '@urql/exchange-graphcache';
import type { ResultOf } from '../graphql';
import { cacheConfig } from './cache';
import { fakeServer, ORDER_QUERY, orderServer, REGENERATE, SAVE, VARIANTS } from './cache-fixtures';
import { isOlderThanSeen, ORDER_PRINT_FILE_SUBSCRIPTION } from './order-print-file';

describe('cache: saveProductTypeVariants', () => {
  // How long a 1296-variant save takes with this config is measured by `npm run bench` (client-cache-variants-save).
  it('drops the cached variants list on a 1296-variant save, so the list loads again from the server', async () => {
    const calls: string[] = [];
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), fakeServer(1296, calls)] });
    await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    const saved = await client.mutation(SAVE, { product_type_id: 't1', variants: [] }).toPromise();
    expect(saved.data!.saveProductTypeVariants).toHaveLength(1296);
    const again = await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    expect(again.data!.productTypeVariants[0].id).toBe('q3-0');
    expect(calls).toEqual(['query', 'mutation', 'query']);
  });
});

describe('cache: generateOrderPrintFile', () => {
  it('puts a live print-file update on the cached design and order, and reads the timeline again', async () => {
    const server = orderServer();
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), server.exchange] });
    const seen: Array<NonNullable<ResultOf<typeof ORDER_QUERY>['orderById']>> = [];
    const { unsubscribe } = pipe(
      client.query(ORDER_QUERY, { id: 'o1' }),
      subscribe((result) => {
        if (result.data?.orderById) seen.push(result.data.orderById);
      }),
    );
    const live = pipe(client.subscription(ORDER_PRINT_FILE_SUBSCRIPTION, { orderId: 'o1' }), subscribe(() => {}));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.designs[0]).toMatchObject({ status: 'Pending', file_key: null });

    server.push({ status: 'Processing', order_status: 'processing' });
    await vi.waitFor(() => expect(seen.at(-1)!.designs[0]!.status).toBe('Processing'));
    server.push({ status: 'Completed', file_id: 'f1', file_key: 'designs/r1.png', preflight: { ok: false, effective_dpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' }, order_status: 'pending_review' });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'pending_review', detail_label: 'ReviewDesign', history: [{ id: 'h3' }, { id: 'h2' }, { id: 'h1' }] }));
    expect(seen.at(-1)!.designs[0]).toMatchObject({ status: 'Completed', file_key: 'designs/r1.png', preflight: { ok: false, effective_dpi: 150 } });
    // The first load, then the timeline read again after each update.
    expect(server.queries()).toBe(3);
    live.unsubscribe();
    unsubscribe();
  });

  it('keeps the newer live state when Regenerate’s own answer (read before the render) arrives after the render’s Completed', async () => {
    const server = orderServer();
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), server.exchange] });
    const seen: Array<NonNullable<ResultOf<typeof ORDER_QUERY>['orderById']>> = [];
    const { unsubscribe } = pipe(
      client.query(ORDER_QUERY, { id: 'o1' }),
      subscribe((result) => {
        if (result.data?.orderById) seen.push(result.data.orderById);
      }),
    );
    const live = pipe(client.subscription(ORDER_PRINT_FILE_SUBSCRIPTION, { orderId: 'o1' }), subscribe(() => {}));
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    // Regenerate: the server commits Pending and reads its answer; the answer is slow on the way back.
    const answer = client.mutation(REGENERATE, { orderId: 'o1' }).toPromise();
    // Meanwhile the render runs and its live updates reach the page first.
    server.push({ status: 'Processing', order_status: 'processing' });
    server.push({ status: 'Completed', file_id: 'f1', file_key: 'designs/r1.png', order_status: 'pending_review' });
    await vi.waitFor(() => expect(seen.at(-1)!.designs[0]!.status).toBe('Completed'));
    server.answerMutations();
    expect((await answer).data!.reGeneratePrintFile.message).toBe('Print files regenerated');
    // graphcache keeps the last write: the page is given the answer's Pending (revision 1) back,
    // and the revisions tell it that is older than the Completed (3) it already showed.
    await vi.waitFor(() => expect(seen.at(-1)!.designs[0]).toMatchObject({ status: 'Pending', revision: 1 }));
    expect(isOlderThanSeen(seen.at(-1)!.designs[0]!)).toBe(true);

    // So the page reads again (useOrderDetail) and ends on the render's result, status tag and timeline.
    await client.query(ORDER_QUERY, { id: 'o1' }, { requestPolicy: 'network-only' }).toPromise();
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'pending_review', detail_label: 'ReviewDesign', designs: [{ status: 'Completed', file_key: 'designs/r1.png', revision: 3 }] }));
    expect(isOlderThanSeen(seen.at(-1)!.designs[0]!)).toBe(false);
    expect(seen.at(-1)!.history).toHaveLength(server.queries());
    live.unsubscribe();
    unsubscribe();
  });

  it('tells a re-read older than a live update (Processing after Completed) from the current state, so the page reads again', async () => {
    const server = orderServer({ holdQueries: true });
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), server.exchange] });
    const seen: Array<{ status: string | null; stale: boolean }> = [];
    const { unsubscribe } = pipe(
      client.query(ORDER_QUERY, { id: 'o1' }),
      subscribe((result) => seen.push({ status: result.data ? (result.data.orderById?.designs[0]?.status ?? null) : null, stale: !!result.stale })),
    );
    const live = pipe(client.subscription(ORDER_PRINT_FILE_SUBSCRIPTION, { orderId: 'o1' }), subscribe(() => {}));
    await vi.waitFor(() => expect(server.queries()).toBe(1));
    server.answerQuery();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // A live update drops the timeline and reads the order again; that re-read answers after the next update.
    server.push({ status: 'Processing', order_status: 'processing' });
    await vi.waitFor(() => expect(server.queries()).toBe(2));
    server.push({ status: 'Completed', file_id: 'f1', file_key: 'designs/r1.png', order_status: 'pending_review' });
    server.answerQuery();
    // The answer read at Processing: the cache has no complete order for the page until it reads again.
    // graphcache keeps the last write and asks for nothing more: the page is given Processing
    // back, which the revisions tell is older than the Completed already shown (2 < 3).
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ status: 'Processing', stale: false }));
    expect(server.queries()).toBe(2);
    const designId = server.designId();
    expect(isOlderThanSeen({ id: designId, revision: 2 })).toBe(true);
    const again = client.query(ORDER_QUERY, { id: 'o1' }, { requestPolicy: 'network-only' }).toPromise();
    await vi.waitFor(() => expect(server.queries()).toBe(3));
    server.answerQuery();
    await again;
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ status: 'Completed', stale: false }));
    live.unsubscribe();
    unsubscribe();
  });
});
