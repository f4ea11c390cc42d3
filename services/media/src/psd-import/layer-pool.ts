import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RawLayer } from './layer-encode';
import { PsdImportError } from './psd-header';

export interface LayerPool {
  encode(raw: RawLayer): Promise<Buffer>;
  destroy(): Promise<void>;
}

/** Workers are TypeScript like the render pool's: they get the tsx loader explicitly. */
function workerExecArgv(): string[] {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const inherited = process.execArgv.filter((arg, i, all) => arg !== 'tsx' && !(arg === '--import' && all[i + 1] === 'tsx'));
  return [...inherited, '--import', tsx];
}

/**
 * A task's payload: the layer's compressed channels copied out of the PSD into buffers of their
 * own, to be transferred. ag-psd's channels are views into the whole file, and cloning a view
 * clones its whole buffer: sent as they are, every layer copied the 69 MB file into a worker
 * (3.1 GB peak RSS on the bench; see the README's benches).
 */
function ownChannels(raw: RawLayer): { task: RawLayer; transferList: ArrayBuffer[] } {
  if (!raw.rawData) return { task: raw, transferList: [] };
  const channels = raw.rawData.channels.map((channel) => ({ ...channel, data: channel.data?.slice() }));
  const transferList = channels.flatMap((channel) => (channel.data ? [channel.data.buffer as ArrayBuffer] : []));
  return { task: { ...raw, rawData: { ...raw.rawData, channels } }, transferList };
}

/**
 * Decoding a PSD layer is ag-psd's JavaScript (hundreds of ms for a 4500×5400 layer) and would
 * block media's event loop; in worker threads (piscina, as the render pool) it does not, and
 * `threads` layers decode at once.
 */
export function createLayerPool(threads: number): LayerPool {
  const pool = new Piscina({
    filename: new URL('./layer-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    execArgv: workerExecArgv(),
  });
  return {
    async encode(raw) {
      const { task, transferList } = ownChannels(raw);
      const result = (await pool.run(task, { transferList })) as { png: Uint8Array } | { refused: string };
      if ('refused' in result) throw new PsdImportError(result.refused);
      return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
    },
    destroy: () => pool.destroy(),
  };
}
