import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderJob, RenderResult } from '../print-file/render-print-file';
import type { MockupJob } from '../mockups/job';
import type { RenderedMockup } from '../mockups/render-mockup';
import { workerEntry } from './worker-entry';

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
  /** One mockup image (mockups/render-mockup.ts); rejects with the readable line naming the layer. */
  renderMockup(job: MockupJob): Promise<RenderedMockup>;
  readonly threads: number;
  destroy(): Promise<void>;
}

/**
 * A pool of render workers (piscina). Rendering a print file is seconds of CPU; in worker
 * threads it never blocks the calling service's event loop, and one process uses every core.
 */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  // ./worker.ts beside this module (./worker.js from a build): see worker-entry.ts.
  const { filename, execArgv } = workerEntry(import.meta.url, 'worker');
  const pool = new Piscina({
    filename,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 64 * threads,
    idleTimeout: options.idleTimeout ?? 60_000,
    execArgv,
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
    async renderMockup(job) {
      try {
        const result = (await pool.run(job, { name: 'renderMockup' })) as RenderedMockup;
        return { ...result, png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength) };
      } catch (error) {
        throw new Error((error as Error)?.message ?? String(error));
      }
    },
    destroy: () => pool.destroy(),
  };
}
