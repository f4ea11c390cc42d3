import { describe, expect, it } from 'vitest';
import { canDelete, canRetry, isInProgress, shouldRefetch } from './campaignStatus';

describe('campaign store states (spec 002 §4)', () => {
  it('spins while neither Pushed nor Error', () => {
    expect(isInProgress('queued')).toBe(true);
    expect(isInProgress('pushing')).toBe(true);
    expect(isInProgress('Pushed')).toBe(false);
    expect(isInProgress('Error')).toBe(false);
  });

  it('offers Retry for anything but Pushed and Delete only for Error', () => {
    expect(['queued', 'pushing', 'Error', 'Pushed'].map(canRetry)).toEqual([true, true, true, false]);
    expect(['queued', 'pushing', 'Error', 'Pushed'].map(canDelete)).toEqual([false, false, true, false]);
  });

  it('refetches when a change brings Pushed or touches a shown row', () => {
    expect(shouldRefetch({ id: 'x', status: 'Pushed' }, [])).toBe(true);
    expect(shouldRefetch({ id: 'x', status: 'pushing' }, ['x'])).toBe(true);
    expect(shouldRefetch({ id: 'x', status: 'pushing' }, ['y'])).toBe(false);
  });
});
