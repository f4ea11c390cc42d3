/**
 * Campaign store states (spec 002 §4): Pushed and Error are final; anything else (queued,
 * pushing) is still in progress and shows a spinner.
 */
export const PUSHED = 'Pushed';
export const ERROR = 'Error';

export const isInProgress = (status: string): boolean => status !== PUSHED && status !== ERROR;

/** Retry is offered for any status but Pushed. */
export const canRetry = (status: string): boolean => status !== PUSHED;

/** Delete is offered only for Error. */
export const canDelete = (status: string): boolean => status === ERROR;

/**
 * Whether a live change should refetch the list: spec 002 §4 requires it when the change brings
 * Pushed; we also refetch for Error and for rows the page shows, so spinners end either way.
 */
export function shouldRefetch(change: { id: string; status: string }, shownIds: readonly string[]): boolean {
  return change.status === PUSHED || change.status === ERROR || shownIds.includes(change.id);
}
