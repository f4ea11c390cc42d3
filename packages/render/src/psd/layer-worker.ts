import { encodeLayer, type RawLayer } from './layer-encode';
import { PsdImportError } from './psd-header';

/** Piscina task: one layer's PNG, in a worker thread. A refusal comes back as `{ refused }` (errors lose their class across threads). */
export default async function encode(raw: RawLayer): Promise<{ png: Uint8Array } | { refused: string }> {
  try {
    return { png: await encodeLayer(raw) };
  } catch (error) {
    if (error instanceof PsdImportError) return { refused: error.message };
    throw error;
  }
}
