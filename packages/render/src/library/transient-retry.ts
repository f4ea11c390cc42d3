/**
 * Network failures of a request that never reached, or never finished at, the storage server:
 * a kept-alive socket it closed as the request went out (ECONNRESET, EPIPE), a connect or read
 * that timed out, a name lookup that failed for a moment. Trying the same GET again is safe.
 */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNABORTED', 'ECONNREFUSED', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

/** S3 answers that mean "busy, try again" (HTTP 500/503 with these codes). */
const TRANSIENT_S3_CODES = new Set(['SlowDown', 'InternalError', 'ServiceUnavailable', 'RequestTimeout']);

export function isTransientStorageError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || TRANSIENT_S3_CODES.has(code))) return true;
  // A response cut off mid-body surfaces from Node's http as a plain 'aborted' / 'socket hang up' error.
  return typeof message === 'string' && (message === 'aborted' || message === 'socket hang up');
}

/** Tries after the first one, and the pause before each: small, so a render waits well under a second. */
export const STORAGE_READ_RETRY = { retries: 2, baseDelayMs: 100 } as const;

/**
 * Runs an idempotent storage read again on a transient failure, `retries` times with a doubling
 * pause (100 ms, 200 ms); any other error, or the last transient one, is thrown as it is.
 */
export async function withTransientRetry<T>(read: () => Promise<T>, policy: { retries: number; baseDelayMs: number } = STORAGE_READ_RETRY): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= policy.retries || !isTransientStorageError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.baseDelayMs * 2 ** attempt));
    }
  }
}
