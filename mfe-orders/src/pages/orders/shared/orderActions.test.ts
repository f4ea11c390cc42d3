import { describe, expect, it } from 'vitest';
import { canRegenerate, canSavePrintFiles, designUploader, orderActions, rowActions } from './orderActions';

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

describe('rowActions (the list\'s Actions menu by role, spec 000 §2 and §6)', () => {
  const admin = { roles: ['Administrator'] };
  const supporter = { roles: ['Supporter'] };
  const seller = { roles: ['Seller'] };
  const supplier = { roles: ['Supplier'] };
  const row = (status: string, paused = false, paused_from: string | null = null) => ({ status, paused, paused_from });

  it('gives the Administrator History, Refresh, the cancel options and Delete', () => {
    expect(rowActions(row('accepted'), admin)).toEqual([
      'customerInfo', 'designs', 'customization', 'comments', 'history', 'refresh', 'enterPayment', 'pause', 'cancel', 'cancelOptions', 'delete',
    ]);
    expect(rowActions(row('accepted'), { roles: [], isSuperAdmin: true })).toContain('delete');
  });

  it('offers Delete only before the supplier has the order (exported or later stays on the record)', () => {
    expect(rowActions(row('error'), admin)).toContain('delete');
    expect(rowActions(row('cancelled'), admin)).toContain('delete');
    for (const status of ['exported', 'ready', 'in_production', 'fulfilled']) expect(rowActions(row(status), admin)).not.toContain('delete');
  });

  it('lets a Supporter look and comment but never delete, cancel, refresh or pause', () => {
    expect(rowActions(row('accepted'), supporter)).toEqual(['customerInfo', 'designs', 'customization', 'comments']);
    expect(rowActions(row('pending_review'), supporter)).not.toContain('delete');
  });

  it('offers a Seller design review only in pending_review, Cancel unless cancelled, History, and uploads', () => {
    expect(rowActions(row('pending_review'), seller)).toEqual([
      'customerInfo', 'designs', 'customization', 'uploadDesigns', 'comments', 'history', 'pause', 'cancel',
    ]);
    expect(rowActions(row('accepted'), seller)).not.toContain('designs');
    expect(rowActions(row('cancelled'), seller)).toEqual(['customerInfo', 'customization', 'comments', 'history']);
  });

  it('follows the status rules: no uploads for exported, Resume on a paused order, no cancel in production', () => {
    expect(rowActions(row('exported'), seller)).not.toContain('uploadDesigns');
    const paused = rowActions(row('pending', true, 'accepted'), admin);
    expect(paused).toContain('resume');
    expect(paused).not.toContain('pause');
    expect(rowActions(row('in_production'), admin)).not.toContain('cancel');
    expect(rowActions(row('in_production'), admin)).not.toContain('cancelOptions');
  });

  it('offers Enter payment to the Administrator for an unpaid accepted order not yet in production', () => {
    expect(rowActions({ ...row('exported'), paid: false }, admin)).toContain('enterPayment');
    expect(rowActions({ ...row('accepted'), paid: true }, admin)).not.toContain('enterPayment');
    for (const status of ['pending_review', 'in_production', 'fulfilled', 'cancelled']) expect(rowActions(row(status), admin)).not.toContain('enterPayment');
    expect(rowActions(row('pending', true, 'accepted'), admin)).not.toContain('enterPayment');
    expect(rowActions(row('accepted'), seller)).not.toContain('enterPayment');
  });

  it('gives a Supplier and a signed-out viewer nothing', () => {
    expect(rowActions(row('accepted'), supplier)).toEqual([]);
    expect(rowActions(row('accepted'), null)).toEqual([]);
  });
});

describe('the upload-designs drawer', () => {
  it('saves print files only when the supplier rejected them or failed', () => {
    expect(['sup_rejected', 'sup_failed'].every(canSavePrintFiles)).toBe(true);
    expect(['accepted', 'exported', 'ready', 'in_production'].some(canSavePrintFiles)).toBe(false);
  });

  it("picks the uploader by the product's is_custom_design", () => {
    expect(designUploader({ is_custom_design: true, print_areas: [{ artwork_id: 'a1' }] })).toBe('custom_design');
    expect(designUploader({ is_custom_design: false, print_areas: [] })).toBe('print_file');
  });

  it('counts a product without any artwork as custom design while the catalogue has no is_custom_design', () => {
    expect(designUploader({ print_areas: [{ artwork_id: null }, { artwork_id: null }] })).toBe('custom_design');
    expect(designUploader({ print_areas: [{ artwork_id: null }, { artwork_id: 'a1' }] })).toBe('print_file');
    expect(designUploader({ print_areas: [] })).toBe('print_file');
    expect(designUploader(null)).toBe('print_file');
  });
});
