/**
 * A file the render functions refuse for good (beyond the pixel bound, not an importable PSD):
 * trying again cannot change its bytes, and the message is written for the person who uploaded it.
 * Marked `retryable: false`, the mark service-kit's consumers read (`isNonRetryable`), so a
 * consumer records the refusal at once instead of retrying it, without this package importing
 * any service code.
 */
export class RefusedFileError extends Error {
  readonly retryable = false as const;
}
