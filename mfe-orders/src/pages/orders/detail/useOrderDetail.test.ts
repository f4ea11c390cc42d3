import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import type { OrderDetail } from '../shared/queries';
import { shownOrder } from './useOrderDetail';

const order = (id: string, status: string) => ({ id, status }) as unknown as OrderDetail;

describe('shownOrder', () => {
  it('shows the current answer when there is one', () => {
    expect(shownOrder(order('o1', 'processing'), order('o1', 'pending_review'), undefined, 'o1')).toMatchObject({ status: 'pending_review' });
  });

  it('keeps the last order of the same id while the cache has no complete one (after a live update)', () => {
    // Before, the page showed "Order not found" here and unmounted its panels, the live subscription with them.
    expect(shownOrder(order('o1', 'processing'), null, undefined, 'o1')).toMatchObject({ id: 'o1', status: 'processing' });
    expect(shownOrder(order('o1', 'processing'), undefined, undefined, 'o1')).toMatchObject({ id: 'o1' });
  });

  it('shows nothing for another order, before the first answer, or for an error', () => {
    expect(shownOrder(order('o1', 'processing'), null, undefined, 'o2')).toBeNull();
    expect(shownOrder(null, undefined, undefined, 'o1')).toBeNull();
    expect(shownOrder(order('o1', 'processing'), null, new CombinedError({ graphQLErrors: ['Order not found'] }), 'o1')).toBeNull();
  });
});
