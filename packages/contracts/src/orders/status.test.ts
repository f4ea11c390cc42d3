import { describe, expect, it } from 'vitest';
import { canCancel, canPause, canTransition, designsTag, ORDER_DETAIL_LABEL, ORDER_STATUS_COLOR, ORDER_STATUSES, orderStatusTag } from './status';

/** The graph as services/orders/README.md writes it, edge by edge. */
const EXPECTED_EDGES = new Set([
  'processing>pending_review', 'processing>accepted', 'processing>error', 'processing>cancelled',
  'pending_review>accepted', 'pending_review>rejected', 'pending_review>processing', 'pending_review>cancelled',
  'rejected>accepted', 'rejected>processing', 'rejected>cancelled',
  'accepted>rejected', 'accepted>exported', 'accepted>processing', 'accepted>cancelled',
  'error>processing', 'error>cancelled',
  'exported>ready', 'exported>in_production', 'exported>sup_rejected', 'exported>sup_failed', 'exported>cancelled',
  'ready>in_production', 'ready>sup_rejected', 'ready>sup_failed', 'ready>cancelled',
  'sup_rejected>ready', 'sup_rejected>cancelled',
  'sup_failed>ready', 'sup_failed>cancelled',
  'in_production>fulfilled',
  'fulfilled>refunded',
  'pending>cancelled',
]);

describe('order status graph', () => {
  it('allows exactly the edges of the README and refuses every other pair', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect.soft(canTransition(from, to), `${from} → ${to}`).toBe(EXPECTED_EDGES.has(`${from}>${to}`));
      }
    }
    expect(canTransition('accepted', 'shipped')).toBe(false);
    expect(canTransition('nonsense', 'accepted')).toBe(false);
  });

  it('pauses anything before production; cancel is refused for cancelled, in_production, fulfilled, refunded', () => {
    expect(ORDER_STATUSES.filter((status) => canPause(status))).toEqual([
      'processing', 'pending_review', 'accepted', 'rejected', 'error', 'exported', 'ready', 'sup_rejected', 'sup_failed',
    ]);
    expect(ORDER_STATUSES.filter((status) => !canCancel(status))).toEqual(['in_production', 'fulfilled', 'refunded', 'cancelled', 'pending']);
    expect(canCancel('pending', 'accepted')).toBe(true);
    expect(canCancel('pending', 'in_production')).toBe(false);
  });

  it('gives every status a detail label and a tag colour of the spec groups', () => {
    expect(ORDER_DETAIL_LABEL.pending_review).toBe('ReviewDesign');
    expect(ORDER_DETAIL_LABEL.in_production).toBe('InProduction');
    expect(ORDER_DETAIL_LABEL.pending).toBe('OnHold');
    expect(ORDER_DETAIL_LABEL.rejected).toBe('DesignRejected');
    for (const status of ORDER_STATUSES) expect(['orange', 'blue', 'green', 'red']).toContain(ORDER_STATUS_COLOR[status]);
    expect([ORDER_STATUS_COLOR.fulfilled, ORDER_STATUS_COLOR.cancelled, ORDER_STATUS_COLOR.pending]).toEqual(['green', 'red', 'orange']);
  });

  it('labels every status in words (spec 000 §2 tab labels where given), never the raw key', () => {
    expect(orderStatusTag('pending_review')).toEqual({ label: 'Pending Review', color: 'orange' });
    expect(orderStatusTag('accepted')).toEqual({ label: 'Accepted Design', color: 'blue' });
    expect(orderStatusTag('rejected')).toEqual({ label: 'Rejected design', color: 'red' });
    expect(orderStatusTag('in_production')).toEqual({ label: 'In Production', color: 'blue' });
    expect(orderStatusTag('sup_rejected')).toEqual({ label: 'Supplier Rejected', color: 'red' });
    expect(orderStatusTag('pending')).toEqual({ label: 'On Hold', color: 'orange' });
    for (const status of ORDER_STATUSES) expect(orderStatusTag(status).label).not.toContain('_');
    expect(orderStatusTag('pending_design')).toEqual({ label: 'Pending design', color: undefined });
  });

  it('orders the designs tag Error > Processing > Pending > View', () => {
    expect(designsTag(['Completed', 'Processing', 'Error'])).toBe('Error');
    expect(designsTag(['Pending', 'Processing'])).toBe('Processing');
    expect(designsTag(['Completed', 'Pending'])).toBe('Pending');
    expect(designsTag(['Completed'])).toBe('View');
  });
});
