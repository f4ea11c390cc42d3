import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../shared/queries';
import { shownOrder } from './useOrderDetail';

const order = (id: string, status: string) => ({ id, status }) as unknown as OrderDetail;

describe('shownOrder', () => {
  it('shows the current answer when there is one', () => {
    expect(shownOrder(order('o1', 'processing'), order('o1', 'pending_review'), true, 'o1')).toMatchObject({ status: 'pending_review' });
  });

  it('keeps the last order of the same id while a read is in flight and the cached one is incomplete', () => {
    // A live update dropped the timeline from the cache: the page stays (and its live subscription with it).
    expect(shownOrder(order('o1', 'processing'), null, true, 'o1')).toMatchObject({ id: 'o1', status: 'processing' });
    expect(shownOrder(order('o1', 'processing'), undefined, true, 'o1')).toMatchObject({ id: 'o1' });
  });

  it('shows nothing for another order, before the first answer, or once a read ended without an order', () => {
    expect(shownOrder(order('o1', 'processing'), null, true, 'o2')).toBeNull();
    expect(shownOrder(null, undefined, true, 'o1')).toBeNull();
    expect(shownOrder(order('o1', 'processing'), null, false, 'o1')).toBeNull();
  });
});
