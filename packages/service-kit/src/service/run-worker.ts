import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { openRuntime, type RuntimeOptions, type ServiceRuntime } from './run-service';
import { mountHealthRoutes } from './health-routes';

/** What a worker process runs, built once at start-up by `setup` (its consumers, pools). */
export interface WorkerParts {
  /** Extra readiness (object storage, …) on top of the database and the bus. */
  ready?(): Promise<boolean>;
  /** Stops what setup started (consumers first), before the bus and the database close. */
  stop?(): Promise<void>;
}

export interface RunWorkerOptions extends RuntimeOptions {
  setup(runtime: ServiceRuntime): Promise<WorkerParts> | WorkerParts;
  /** Port of the health endpoint (0 = any free port). */
  port: number;
  /** Interface it listens on; `config.host` when omitted (0.0.0.0 in containers). */
  host?: string;
}

export interface RunningWorker {
  name: string;
  /** Base URL of the health endpoint (`/health`, `/ready`). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A process of a service that does the service's background work without serving its
 * subgraph (media's render consumers, scaled by Kafka partitions): the same runtime as
 * `runService` (schema and migrations, bus, outbox relay) and, instead of GraphQL, only
 * `/health` and `/ready` on `port`, so a container healthcheck or a launcher can tell it is up.
 * Stops in reverse order; a failed start releases what it had opened.
 */
export async function runWorker(options: RunWorkerOptions): Promise<RunningWorker> {
  const runtime = await openRuntime(options);
  let parts: WorkerParts | undefined;
  const release = async () => {
    await parts?.stop?.();
    await runtime.close();
  };
  try {
    parts = await options.setup(runtime);
    const ready = parts.ready;
    const app = express();
    mountHealthRoutes(app, options.name, async () => (await runtime.ready()) && (ready ? await ready() : true));
    const server = http.createServer(app);
    const host = options.host ?? runtime.config.host;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, resolve);
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://${host}:${port}`;
    runtime.logger.info({ url }, 'worker health endpoint listening');
    return {
      name: options.name,
      url,
      port,
      async stop() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await release();
      },
    };
  } catch (error) {
    await release().catch((cleanupError) => runtime.logger.error({ err: cleanupError }, 'cleanup after a failed start failed'));
    throw error;
  }
}
