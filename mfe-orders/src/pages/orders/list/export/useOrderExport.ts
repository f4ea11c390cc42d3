import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { firstErrorMessage } from '@pod/platform';
import { EXPORT_POLL_MS } from './exportProgress';
import { DOWNLOAD_FILE_QUERY, EXPORT_ORDERS_MUTATION, ORDER_EXPORT_QUERY, SUPPLIER_EXPORT_ORDER_MUTATION, type OrderExportJob } from './queries';

/** Which call exports: a Seller's own (exportOrders) or the Supplier's and staff's (supplierExportOrder). */
export type ExportCall = 'exportOrders' | 'supplierExportOrder';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; job: OrderExportJob | null }
  | { phase: 'done'; job: OrderExportJob }
  | { phase: 'failed'; message: string };

/**
 * Runs one export: starts the job, follows its progress until the file is stored, then asks for
 * the download URL and navigates to it (storage answers it as an attachment, so the page stays).
 */
export function useOrderExport(call: ExportCall, onFinished: () => void) {
  const client = useClient();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  // A closed modal (or a left page) stops following the job; the job itself goes on on the server.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (filter: Record<string, unknown>, templateId: string) => {
      setState({ phase: 'running', job: null });
      const variables = { filter, template_id: templateId };
      // Two typed calls rather than one over a union of documents: each result keeps its own field.
      const started =
        call === 'exportOrders'
          ? await client.mutation(EXPORT_ORDERS_MUTATION, variables).toPromise().then((r) => ({ error: r.error, job: r.data?.exportOrders }))
          : await client.mutation(SUPPLIER_EXPORT_ORDER_MUTATION, variables).toPromise().then((r) => ({ error: r.error, job: r.data?.supplierExportOrder }));
      const first = started.job;
      if (started.error || !first) return setState({ phase: 'failed', message: firstErrorMessage(started.error ?? 'Something went wrong') });
      onFinished();
      let job: OrderExportJob = first;
      while (alive.current && job.status === 'running') {
        setState({ phase: 'running', job });
        await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS));
        const polled = await client.query(ORDER_EXPORT_QUERY, { id: job.id }, { requestPolicy: 'network-only' }).toPromise();
        if (polled.error || !polled.data) return setState({ phase: 'failed', message: firstErrorMessage(polled.error ?? 'Something went wrong') });
        job = polled.data.orderExport;
      }
      if (!alive.current) return;
      onFinished();
      if (job.status !== 'done') return setState({ phase: 'failed', message: job.error ?? 'The export failed' });
      setState({ phase: 'done', job });
      const link = await client.query(DOWNLOAD_FILE_QUERY, { id: job.id }, { requestPolicy: 'network-only' }).toPromise();
      if (link.error || !link.data) return setState({ phase: 'failed', message: firstErrorMessage(link.error ?? 'Something went wrong') });
      window.location.assign(link.data.downloadFile);
    },
    [call, client, onFinished],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
