/** Small helpers shared by both bus implementations and the consumer wrapper. */

/** Stable partition for a key (FNV-1a), so one aggregate's events stay in one ordered lane. */
export function partitionForKey(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}

/** Exponential backoff from `baseMs`, capped at 2 s: failures are retried quickly but never hot-loop. */
export function redeliveryDelay(baseMs: number, failures: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), 2000);
}

/** Backoff between restarts of a crashed Kafka consumer: from `baseMs`, doubling, capped at 30 s. */
export function restartDelay(baseMs: number, crashes: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, crashes - 1), 30_000);
}

/** A sleep that does not keep the process alive on its own. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
