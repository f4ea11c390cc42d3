import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLOR } from '@pod/contracts';
import { designsTagView } from './designsTag';
import {
  activeTab,
  ordersListView,
  statusesToShow,
  statusTabs,
  supplierExportEnabled,
  tabCount,
  tabCountText,
  SUPPLIER_PRESET_STATUSES,
} from './listView';

describe('which orders list view a person gets', () => {
  it('gives the widest view among their roles', () => {
    expect(ordersListView(['Seller', 'Administrator'])).toBe('Administrator');
    expect(ordersListView(['Supporter'])).toBe('Supporter');
    expect(ordersListView(['Supplier', 'Seller'])).toBe('Seller');
    expect(ordersListView(['Supplier'])).toBe('Supplier');
    expect(ordersListView(['Listing'])).toBeNull();
  });
});

describe('status tabs (spec 000 §2)', () => {
  it('shows All only to the Administrator, then the six tabs in the spec order with its labels', () => {
    const labels = ['Pending Review', 'Accepted Design', 'Exported', 'Rejected design', 'Cancelled', 'Error'];
    expect(statusTabs('Administrator').map((t) => t.label)).toEqual(['All', ...labels]);
    expect(statusTabs('Supporter').map((t) => t.label)).toEqual(labels);
    expect(statusTabs('Seller').map((t) => t.label)).toEqual(labels);
    expect(statusTabs('Supplier')).toEqual([]);
  });

  it('colours each tab as its status', () => {
    for (const tab of statusTabs('Supporter')) expect(tab.color).toBe(ORDER_STATUS_COLOR[tab.key as keyof typeof ORDER_STATUS_COLOR]);
    expect(statusTabs('Supporter').map((t) => t.color)).toEqual(['orange', 'blue', 'blue', 'red', 'red', 'red']);
  });

  it('opens All for the Administrator and the first tab for the others when the query string names none', () => {
    expect(activeTab('Administrator', [])).toBe('all');
    expect(statusesToShow('Administrator', [])).toEqual([]);
    expect(activeTab('Supporter', [])).toBe('pending_review');
    expect(statusesToShow('Seller', [])).toEqual(['pending_review']);
    // a status that is no tab (or several) falls back to the default tab
    expect(statusesToShow('Supporter', ['ready'])).toEqual(['pending_review']);
    expect(statusesToShow('Administrator', ['accepted', 'error'])).toEqual([]);
    expect(statusesToShow('Administrator', ['error'])).toEqual(['error']);
  });

  it('caps a count at 9999999 (spec 000 §9)', () => {
    expect(tabCountText(0)).toBe('0');
    expect(tabCountText(9_999_999)).toBe('9999999');
    expect(tabCountText(10_000_000)).toBe('9999999');
    expect(tabCountText(123_456_789)).toBe('9999999');
  });

  it('counts a tab from the per-status counts, All as their sum', () => {
    const aggs = [
      { key: 'accepted', doc_count: 3 },
      { key: 'ready', doc_count: 4 },
      { key: 'error', doc_count: 1 },
    ];
    expect(tabCount('accepted', aggs)).toBe(3);
    expect(tabCount('cancelled', aggs)).toBe(0);
    expect(tabCount('all', aggs)).toBe(8);
  });
});

describe('Supplier view', () => {
  it('presets ready, in_production, fulfilled, refunded and keeps only statuses a Supplier may see', () => {
    expect(SUPPLIER_PRESET_STATUSES).toEqual(['ready', 'in_production', 'fulfilled', 'refunded']);
    expect(statusesToShow('Supplier', [])).toEqual(['ready', 'in_production', 'fulfilled', 'refunded']);
    expect(statusesToShow('Supplier', ['accepted', 'pending_review'])).toEqual(['accepted']);
    expect(statusesToShow('Supplier', ['pending_review'])).toEqual(['ready', 'in_production', 'fulfilled', 'refunded']);
  });

  it('enables Export only while the status filter includes accepted', () => {
    expect(supplierExportEnabled(SUPPLIER_PRESET_STATUSES)).toBe(false);
    expect(supplierExportEnabled(['accepted'])).toBe(true);
    expect(supplierExportEnabled(['ready', 'accepted'])).toBe(true);
    expect(supplierExportEnabled([])).toBe(false);
  });
});

describe('Designs tag', () => {
  it('shows the server design_status as the spec words, only View opening the designs', () => {
    expect(['Error', 'Processing', 'Pending', 'View'].map((s) => designsTagView(s).text)).toEqual(['Error', 'Processing', 'Pending', 'View']);
    expect(designsTagView('View').opensDesigns).toBe(true);
    expect(designsTagView('Error')).toMatchObject({ color: 'red', opensDesigns: false });
    expect(designsTagView('Completed')).toMatchObject({ text: 'Pending', opensDesigns: false });
  });
});
