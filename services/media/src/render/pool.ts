import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderJob, RenderResult } from './render-print-file';

export interface RenderPoolOptions {
  /** Worker threads; defaults to one per core. */
  threads?: number;
  /** Jobs waiting beyond this are refused at once rather than piling up in memory. */
  maxQueue?: number;
  /** Milliseconds an idle worker lives; workers keep registered fonts between jobs. */
  idleTimeout?: number;
}

export interface RenderPool {
  /** Rejects with an Error whose message is the readable log line naming the layer. */
  render(job: RenderJob): Promise<RenderResult>;
  readonly threads: number;
  destroy(): Promise<void>;
}

/**
 * The worker is TypeScript like the rest of the repo; workers get the tsx loader
 * explicitly because a pool may be created from a process that did not start with it
 * (vitest, for one).
 */
function workerExecArgv(): string[] {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const inherited = process.execArgv.filter((arg, i, all) => arg !== 'tsx' && !(arg === '--import' && all[i + 1] === 'tsx'));
  return [...inherited, '--import', tsx];
}

/**
 * A pool of render workers (piscina). Rendering a print file is seconds of CPU; in worker
 * threads it never blocks the media service's event loop, and one process uses every core.
 */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 64 * threads,
    idleTimeout: options.idleTimeout ?? 60_000,
    execArgv: workerExecArgv(),
  });
  return {
    threads,
    async render(job) {
      try {
        const result = (await pool.run(job)) as RenderResult;
        // Structured clone hands back a Uint8Array; callers expect a Buffer.
        const png = Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
        return { ...result, png };
      } catch (error) {
        // Keep only the message: it is the log line; the worker's stack means nothing to orders.
        throw new Error((error as Error)?.message ?? String(error));
      }
    },
    destroy: () => pool.destroy(),
  };
}
