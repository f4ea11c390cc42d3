import type { InternalRoute } from './route';

/** One internal HTTP request as sent (a retry is another one). */
export interface InternalCallRecord {
  service: string;
  method: InternalRoute['method'];
  path: string;
  status: number | null;
}

type Listener = (call: InternalCallRecord) => void;
const listeners = new Set<Listener>();

/**
 * Hears every internal request made in this process (tests count the hops of a flow with it).
 * Returns the unsubscribe.
 */
export function onInternalCall(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportInternalCall(call: InternalCallRecord): void {
  for (const listener of listeners) listener(call);
}
