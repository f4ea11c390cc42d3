/** How often the modal asks how far the export is (a 10,000-order export takes seconds). */
export const EXPORT_POLL_MS = 500;

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
