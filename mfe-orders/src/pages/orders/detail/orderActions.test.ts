import { describe, expect, it } from 'vitest';
import { canRegenerate, orderActions } from './orderActions';

describe('orderActions', () => {
  it('hides Cancel for cancelled, in production and fulfilled orders', () => {
    for (const status of ['cancelled', 'in_production', 'fulfilled']) {
      expect(orderActions({ status, paused: false }).cancel).toBe(false);
    }
    expect(orderActions({ status: 'pending_review', paused: false }).cancel).toBe(true);
    expect(orderActions({ status: 'accepted', paused: false }).cancel).toBe(true);
  });

  it('offers Pause on a running order and Resume on a paused one, never both', () => {
    const running = orderActions({ status: 'accepted', paused: false });
    expect([running.pause, running.resume]).toEqual([true, false]);
    const paused = orderActions({ status: 'pending', paused: true, paused_from: 'accepted' });
    expect([paused.pause, paused.resume]).toEqual([false, true]);
    expect(paused.cancel).toBe(true);
  });

  it('offers tracking only in production or fulfilled', () => {
    expect(orderActions({ status: 'in_production', paused: false }).tracking).toBe(true);
    expect(orderActions({ status: 'fulfilled', paused: false }).tracking).toBe(true);
    expect(orderActions({ status: 'exported', paused: false }).tracking).toBe(false);
    expect(orderActions({ status: 'accepted', paused: false }).tracking).toBe(false);
  });

  it('offers Accept / Reject only in ReviewDesign', () => {
    expect(orderActions({ status: 'pending_review', paused: false }).review).toBe(true);
    expect(orderActions({ status: 'processing', paused: false }).review).toBe(false);
    expect(orderActions({ status: 'accepted', paused: false }).review).toBe(false);
  });

  it('locks the shipping edit and design changes for exported or cancelled orders', () => {
    for (const status of ['exported', 'cancelled']) {
      const actions = orderActions({ status, paused: false });
      expect([actions.editShipping, actions.changeDesigns]).toEqual([false, false]);
    }
    expect(orderActions({ status: 'error', paused: false }).changeDesigns).toBe(true);
  });

  it('disables Regenerate while a design is Pending or Processing', () => {
    expect(canRegenerate('Pending')).toBe(false);
    expect(canRegenerate('Processing')).toBe(false);
    expect(canRegenerate('Completed')).toBe(true);
    expect(canRegenerate('Error')).toBe(true);
  });
});
