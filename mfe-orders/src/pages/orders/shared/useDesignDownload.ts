import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useNotify } from '@pod/platform';
import { ORDER_DESIGN_DOWNLOAD } from './queries';

/**
 * Download of a design's print file: asks the server for a short-lived presigned URL (it checks
 * the caller may read the order) and opens it; storage answers it as an attachment, so the page
 * stays where it is.
 */
export function useDesignDownload(orderId: string, designId: string) {
  const client = useClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    setBusy(true);
    try {
      const result = await client.query(ORDER_DESIGN_DOWNLOAD, { orderId, designId }, { requestPolicy: 'network-only' }).toPromise();
      const url = result.data?.orderDesignDownload.url;
      if (result.error || !url) return notify.error(result.error ?? 'Something went wrong');
      window.location.assign(url);
    } finally {
      setBusy(false);
    }
  }, [client, notify, orderId, designId]);
  return { download, busy };
}
