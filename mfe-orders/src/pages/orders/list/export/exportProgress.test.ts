import { describe, expect, it } from 'vitest';
import { exportFilter, exportPercent, followExport } from './exportProgress';

describe('exportPercent', () => {
  it('follows written rows, holds at 99 until the file is stored and is 100 when done', () => {
    expect(exportPercent(null)).toBe(0);
    expect(exportPercent({ status: 'running', progress: 0, total: 0 })).toBe(0);
    expect(exportPercent({ status: 'running', progress: 2500, total: 10000 })).toBe(25);
    expect(exportPercent({ status: 'running', progress: 10000, total: 10000 })).toBe(99);
    expect(exportPercent({ status: 'done', progress: 10000, total: 10000 })).toBe(100);
  });
});

describe('exportFilter', () => {
  it('drops the page and keeps every filter', () => {
    expect(exportFilter({ offset: 40, limit: 20, status: ['accepted'], site_id: 's1' })).toEqual({ status: ['accepted'], site_id: 's1' });
  });
});

describe('followExport', () => {
  const job = { id: 'x', file_name: 'orders-export-1.csv', status: 'running', progress: 500, total: 1500, file_id: null, error: null };

  it('takes newer progress and keeps the fields the update does not carry', () => {
    expect(followExport(job, { id: 'x', status: 'running', progress: 1000, total: 1500 })).toEqual({ ...job, progress: 1000 });
  });

  it('never goes back: an older event, or a read answered before it, leaves the job as it is', () => {
    expect(followExport(job, { id: 'x', status: 'running', progress: 0, total: 1500 })).toBe(job);
    expect(followExport(job, { id: 'x', status: 'running', progress: 500, total: 1500 })).toBe(job);
  });

  it('ends with the outcome, which no later update changes', () => {
    const done = followExport(job, { id: 'x', status: 'done', progress: 1500, total: 1500, file_id: 'f' });
    expect(done).toEqual({ ...job, status: 'done', progress: 1500, file_id: 'f' });
    expect(followExport(done, { id: 'x', status: 'running', progress: 1499, total: 1500 })).toBe(done);
    const failed = followExport(job, { id: 'x', status: 'failed', progress: 500, total: 1500, error: 'The export failed' });
    expect(failed).toMatchObject({ status: 'failed', error: 'The export failed' });
  });

  it("ignores another export's update", () => {
    expect(followExport(job, { id: 'y', status: 'done', progress: 1, total: 1 })).toBe(job);
  });
});
