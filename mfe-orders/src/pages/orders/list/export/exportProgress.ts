/**
 * The export's progress is pushed (`orderExportProgress`, a few events a second while rows are
 * written). Only if nothing arrives for this long is the status read once more: an event lost
 * while the subscription was being registered, or while the socket was down, cannot leave the
 * modal waiting forever.
 */
export const EXPORT_QUIET_RECHECK_MS = 10_000;

/** What the modal knows of an export: the job from the mutation, or an update of it (pushed or read). */
export interface ExportProgress {
  id: string;
  status: string;
  progress: number;
  total: number;
  file_id?: string | null;
  error?: string | null;
}

/**
 * The job after an update of it (pushed or read, in any order): the outcome (done or failed) is
 * final, an update of another export is ignored and, while running, progress never goes back.
 */
export function followExport<T extends ExportProgress>(current: T, next: ExportProgress): T {
  if (next.id !== current.id || current.status !== 'running') return current;
  if (next.status === 'running' && next.progress <= current.progress) return current;
  return { ...current, status: next.status, progress: next.progress, total: next.total, file_id: next.file_id ?? null, error: next.error ?? null };
}

/** The Progress bar's percent: written rows of claimed rows, 99 until the file is stored. */
export function exportPercent(job: { status: string; progress: number; total: number } | null): number {
  if (!job) return 0;
  if (job.status === 'done') return 100;
  if (job.total <= 0) return 0;
  return Math.min(99, Math.floor((job.progress / job.total) * 100));
}

/**
 * The list filter an export sends: the list's current filters without its page (every matching
 * order is exported, not the 20 on screen).
 */
export function exportFilter<T extends { offset?: number; limit?: number }>(listFilter: T): Omit<T, 'offset' | 'limit'> {
  const { offset: _offset, limit: _limit, ...rest } = listFilter;
  return rest;
}
