import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { firstErrorMessage, useLiveResync } from '@pod/platform';
import { EXPORT_QUIET_RECHECK_MS, followExport, type ExportProgress } from './exportProgress';
import { DOWNLOAD_FILE_QUERY, EXPORT_ORDERS_MUTATION, ORDER_EXPORT_PROGRESS_SUBSCRIPTION, ORDER_EXPORT_QUERY, SUPPLIER_EXPORT_ORDER_MUTATION, type OrderExportJob } from './queries';

/** Which call exports: a Seller's own (exportOrders) or the Supplier's and staff's (supplierExportOrder). */
export type ExportCall = 'exportOrders' | 'supplierExportOrder';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; job: OrderExportJob | null }
  | { phase: 'done'; job: OrderExportJob }
  | { phase: 'failed'; message: string };

/**
 * Runs one export: starts the job, follows its progress as the gateway pushes it
 * (`orderExportProgress`) until the file is stored, then asks for the download URL and navigates
 * to it (storage answers it as an attachment, so the page stays). The status is also read once
 * when following starts (and when the socket reconnects, or after a long silence), so an export
 * that finished before the subscription was registered is still seen.
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

  const running = state.phase === 'running' ? state.job : null;
  const following = running?.id ?? '';
  const [live] = useSubscription({ query: ORDER_EXPORT_PROGRESS_SUBSCRIPTION, variables: { id: following }, pause: !following });
  const [status, readStatus] = useQuery({ query: ORDER_EXPORT_QUERY, variables: { id: following }, pause: !following, requestPolicy: 'network-only' });
  useLiveResync(() => {
    if (following) readStatus({ requestPolicy: 'network-only' });
  });
  // While following, a silence of EXPORT_QUIET_RECHECK_MS without a pushed event is covered by one
  // more read (an outcome pushed before the subscription was registered is not lost).
  const heardAt = useRef(0);
  useEffect(() => {
    if (!following) return;
    heardAt.current = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - heardAt.current >= EXPORT_QUIET_RECHECK_MS) readStatus({ requestPolicy: 'network-only' });
    }, EXPORT_QUIET_RECHECK_MS);
    return () => clearInterval(timer);
  }, [following, readStatus]);

  // The outcome may come pushed and read in the same render: it is acted on once.
  const settled = useRef<string | null>(null);
  const finish = useCallback(
    async (job: OrderExportJob) => {
      if (settled.current === job.id) return;
      settled.current = job.id;
      onFinished();
      if (job.status !== 'done') return setState({ phase: 'failed', message: job.error ?? 'The export failed' });
      setState({ phase: 'done', job });
      const link = await client.query(DOWNLOAD_FILE_QUERY, { id: job.id }, { requestPolicy: 'network-only' }).toPromise();
      if (!alive.current) return;
      if (link.error || !link.data) return setState({ phase: 'failed', message: firstErrorMessage(link.error ?? 'Something went wrong') });
      window.location.assign(link.data.downloadFile);
    },
    [client, onFinished],
  );

  const advance = useEffectEvent((update: ExportProgress) => {
    if (!running) return;
    const job = followExport(running, update);
    if (job === running) return;
    if (job.status === 'running') setState({ phase: 'running', job });
    else void finish(job);
  });
  const pushed = live.data?.orderExportProgress;
  useEffect(() => {
    if (!pushed) return;
    heardAt.current = Date.now();
    advance(pushed);
  }, [pushed]);
  const read = status.data?.orderExport;
  useEffect(() => {
    if (read) advance(read);
  }, [read]);
  const failedRead = useEffectEvent((message: string) => {
    if (running) setState({ phase: 'failed', message });
  });
  useEffect(() => {
    if (status.error) failedRead(firstErrorMessage(status.error));
  }, [status.error]);

  const start = useCallback(
    async (filter: Record<string, unknown>, templateId: string) => {
      setState({ phase: 'running', job: null });
      const variables = { filter, template_id: templateId };
      // Two typed calls rather than one over a union of documents: each result keeps its own field.
      const started =
        call === 'exportOrders'
          ? await client.mutation(EXPORT_ORDERS_MUTATION, variables).toPromise().then((r) => ({ error: r.error, job: r.data?.exportOrders }))
          : await client.mutation(SUPPLIER_EXPORT_ORDER_MUTATION, variables).toPromise().then((r) => ({ error: r.error, job: r.data?.supplierExportOrder }));
      const job = started.job;
      if (started.error || !job) return setState({ phase: 'failed', message: firstErrorMessage(started.error ?? 'Something went wrong') });
      onFinished();
      if (!alive.current) return;
      // Following starts here: the subscription and the one status read are keyed by the job's id.
      if (job.status === 'running') setState({ phase: 'running', job });
      else void finish(job);
    },
    [call, client, onFinished, finish],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
