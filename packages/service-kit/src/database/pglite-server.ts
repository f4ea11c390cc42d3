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
 * use the same `pg` driver as against a real server. pglite-socket multiplexes connections
 * but serialises them while a transaction is open (ARCHITECTURE.md §3).
 */
export async function startPgliteServer(opts: { dataDir: string; port?: number; host?: string }): Promise<PgliteServer> {
  const db = await PGlite.create(opts.dataDir);
  const server = new PGLiteSocketServer({ db, port: opts.port ?? 0, host: opts.host ?? '127.0.0.1', maxConnections: 100 });
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
