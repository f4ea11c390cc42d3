/**
 * A failure that trying again cannot fix (a refused file, a request that names nothing): the
 * event consumer (`startConsumer`) does not retry it but records it at once, through its
 * `fail` hook or the dead-letter topic. Throw it (or a subclass) from `prepare` or `handle`.
 */
export class NonRetryableError extends Error {
  /** Read by `isNonRetryable`, so the mark survives a second copy of this module or a plain object. */
  readonly retryable = false as const;
}

/** Whether retrying `error` is pointless: a NonRetryableError, or any error marked `retryable: false`. */
export function isNonRetryable(error: unknown): error is Error {
  return error instanceof NonRetryableError || (error instanceof Error && (error as { retryable?: unknown }).retryable === false);
}
