/** An internal call that did not get a usable answer. Messages never carry the callee's stack or paths. */
export class InternalCallError extends Error {
  constructor(
    message: string,
    /** The callee's HTTP status; null when none came (network, time-out). */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * The callee refused the request (a 4xx other than 404): `message` is the callee's own `error`
 * text, written for the user, so callers may pass it on.
 */
export class InternalRefusedError extends InternalCallError {}

/**
 * The callee could not answer: down, time-out, 5xx, an answer over the size bound or not of the
 * route's shape. Transient for the caller (a consumer lets its bus redeliver).
 */
export class InternalUnavailableError extends InternalCallError {}

/** The longest callee message passed on (a 4xx body is the callee's, but still bounded). */
export const MAX_REFUSAL_MESSAGE_CHARS = 300;
