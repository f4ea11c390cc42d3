import { Piscina } from 'piscina';
import { workerEntry } from '../pool/worker-entry';
import type { RawLayer } from './layer-encode';
import { PsdImportError } from './psd-header';

export interface LayerPool {
  encode(raw: RawLayer): Promise<Buffer>;
  destroy(): Promise<void>;
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
  // ./layer-worker.ts beside this module (./layer-worker.js from a build): see pool/worker-entry.ts.
  const { filename, execArgv } = workerEntry(import.meta.url, 'layer-worker');
  const pool = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    execArgv,
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
