import { describe, expect, it } from 'vitest';
import { exportFilter, exportPercent } from './exportProgress';

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
