import { describe, expect, it } from 'vitest';
import { chartPoints, dashboardAccess, pieSlices, productName, statusLabel } from './dashboardView';

describe('dashboardAccess (spec 001 §6)', () => {
  it('gives the filters to the Administrator, without the seller select when also a Seller', () => {
    expect(dashboardAccess({ roles: ['Administrator'] })).toEqual({ stats: true, filters: true, sellerSelect: true, supplierColumn: true, currentSite: false });
    expect(dashboardAccess({ roles: ['Administrator', 'Seller'] })).toMatchObject({ filters: true, sellerSelect: false });
  });

  it('shows the supplier column to Administrator and Supporter only; no statistics for the Supporter', () => {
    expect(dashboardAccess({ roles: ['Supporter'] })).toEqual({ stats: false, filters: false, sellerSelect: false, supplierColumn: true, currentSite: false });
    expect(dashboardAccess({ roles: ['Seller'] })).toEqual({ stats: true, filters: false, sellerSelect: false, supplierColumn: false, currentSite: true });
    expect(dashboardAccess({ roles: ['Supplier'] })).toEqual({ stats: true, filters: false, sellerSelect: false, supplierColumn: false, currentSite: false });
  });
});

describe('chart data', () => {
  it('labels periods by day, week start or month', () => {
    const periods = [{ period: '2026-01-05', revenue: 60, profit: 31, orders: 1 }];
    expect(chartPoints(periods, 'day')).toEqual([{ label: 'Jan 05', revenue: 60, profit: 31 }]);
    expect(chartPoints([{ period: '2026-01-01', revenue: 1, profit: 0, orders: 1 }], 'month')[0].label).toBe('Jan 2026');
  });

  it('names the pie slices by catalog title, then line title, the rest "Other Products"', () => {
    const base = { product_id: 'P1', title: 'Classic Tee / M', other: false, quantity: 3, orders: 1, revenue: 60, product: null };
    expect(productName({ ...base, product: { id: 'P1', title: 'Classic Tee' } })).toBe('Classic Tee');
    expect(pieSlices([base, { ...base, product_id: null, title: 'Other Products', other: true, quantity: 2 }, { ...base, quantity: 0 }])).toEqual([
      { name: 'Classic Tee / M', value: 3 },
      { name: 'Other Products', value: 2 },
    ]);
  });

  it('writes statuses in words', () => {
    expect(statusLabel('pending_review')).toBe('Pending Review');
    expect(statusLabel('in_production')).toBe('In Production');
    // the contracts' one table, as the orders list shows it (spec 000 §2 labels)
    expect(statusLabel('accepted')).toBe('Accepted Design');
    expect(statusLabel('sup_rejected')).toBe('Supplier Rejected');
  });
});
