import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AddressInfo } from 'node:net';

export interface PgliteServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The embedded default database: PGlite served over the PostgreSQL wire protocol, so services
 * use the same `pg` driver as against a real server. PGlite runs one statement at a time, so
 * connections are multiplexed and serialised while a transaction is open (ARCHITECTURE.md §3).
 */
export async function startPgliteServer(opts: { dataDir: string; port?: number; host?: string }): Promise<PgliteServer> {
  const db = await PGlite.create(opts.dataDir);
  const server = new PGLiteSocketServer({ db, port: opts.port ?? 0, host: opts.host ?? '127.0.0.1', maxConnections: 100 });
  keepProtocolBatchesTogether(server, db);
  await server.start();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const port = address.port;
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
}

/** Extended-protocol messages that leave a batch open until the client's Sync. */
const BATCH_MESSAGE_TYPES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * pglite-socket 0.2 serialises single messages across connections, so one client's
 * Parse/Bind/Execute can be split by another's: unnamed statements and portals vanish and
 * results reach the wrong client (electric-sql/pglite#1046; our pglite-server test reproduces
 * it). This replaces its queue step so a connection keeps PGlite from its first batch message
 * until its Sync, as it already does for an open transaction. Remove when upstream fixes it.
 */
function keepProtocolBatchesTogether(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error('pglite-socket internals changed: review keepProtocolBatchesTogether');
  }
  let batchOpen = false;
  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.lastHandlerId;
        const pinned = owner !== null && (batchOpen || db.isInTransaction());
        const index = pinned ? this.queue.findIndex((q) => q.handlerId === owner) : 0;
        // The pinned connection has not sent its next message yet: its arrival restarts us.
        if (index === -1) break;
        const [next] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(next.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                next.onData(data);
              },
            }),
          );
        } catch (error) {
          batchOpen = false;
          next.reject(error as Error);
          continue;
        }
        this.lastHandlerId = next.handlerId;
        batchOpen = BATCH_MESSAGE_TYPES.has(next.message[0]);
        next.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  // A connection that drops mid-batch must not pin the queue.
  const clear = (queue as unknown as { clearQueueForHandler(id: number): void }).clearQueueForHandler.bind(queue);
  (queue as unknown as { clearQueueForHandler(id: number): void }).clearQueueForHandler = (handlerId: number) => {
    if (queue.lastHandlerId === handlerId) batchOpen = false;
    clear(handlerId);
    void queue.processQueue();
  };
}
