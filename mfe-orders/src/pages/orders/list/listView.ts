import { ORDER_STATUS_COLOR, ORDER_STATUS_LABEL, ROLES, SUPPLIER_VISIBLE_STATUSES, type OrderStatus, type OrderTagColor } from '@pod/contracts';

/**
 * Which of spec 000 §2's three order-list views a person gets, and the status rules of each:
 * the tabs (Administrator and Supporter; the Seller's list uses the same tabs without All), the
 * Supplier's preset, the tab count cap (§9 "tab count overflow 9999999") and the Supplier's
 * Export rule. The server scopes the rows again whatever the page sends.
 */
export type OrdersListView = 'Administrator' | 'Supporter' | 'Seller' | 'Supplier';

/** Someone with several roles gets the widest view they hold. */
const VIEW_PRIORITY: readonly OrdersListView[] = [ROLES.Administrator, ROLES.Supporter, ROLES.Seller, ROLES.Supplier];

export function ordersListView(roles: readonly string[]): OrdersListView | null {
  return VIEW_PRIORITY.find((view) => roles.includes(view)) ?? null;
}

export interface StatusTab {
  /** 'all' or the one status the tab shows. */
  key: 'all' | OrderStatus;
  label: string;
  color: OrderTagColor | null;
}

/** Spec 000 §2's tabs, in its order; labels and colours from @pod/contracts' one table. */
const TAB_STATUSES: readonly OrderStatus[] = ['pending_review', 'accepted', 'exported', 'rejected', 'cancelled', 'error'];

const STATUS_TABS: StatusTab[] = TAB_STATUSES.map((status) => ({
  key: status,
  label: ORDER_STATUS_LABEL[status],
  color: ORDER_STATUS_COLOR[status],
}));

/** The tabs a view shows: All first for the Administrator only; none for the Supplier (a status select instead). */
export function statusTabs(view: OrdersListView): StatusTab[] {
  if (view === 'Supplier') return [];
  if (view === 'Administrator') return [{ key: 'all', label: 'All', color: null }, ...STATUS_TABS];
  return STATUS_TABS;
}

/** Spec 000 §2 "Supplier view: preset status filter ready, in_production, fulfilled, refunded". */
export const SUPPLIER_PRESET_STATUSES: readonly OrderStatus[] = ['ready', 'in_production', 'fulfilled', 'refunded'];
/** What a Supplier may pick from (they never see the design stages). */
export const SUPPLIER_STATUS_OPTIONS = SUPPLIER_VISIBLE_STATUSES;

/**
 * The statuses the list asks for, from the query string's `status`: a tabbed view shows exactly
 * one tab (the first when the query string names none or another), the Administrator's All sends
 * none (every status), the Supplier keeps any of their statuses (the preset when none).
 */
export function statusesToShow(view: OrdersListView, status: readonly OrderStatus[]): OrderStatus[] {
  if (view === 'Supplier') {
    const mine = status.filter((s) => SUPPLIER_STATUS_OPTIONS.includes(s));
    return mine.length ? mine : [...SUPPLIER_PRESET_STATUSES];
  }
  const tab = activeTab(view, status);
  return tab === 'all' ? [] : [tab];
}

/** The tab to highlight for the query string's `status`. */
export function activeTab(view: OrdersListView, status: readonly OrderStatus[]): StatusTab['key'] {
  const tabs = statusTabs(view);
  const named = status.length === 1 ? tabs.find((tab) => tab.key === status[0]) : undefined;
  return (named ?? tabs[0])?.key ?? 'all';
}

/** Spec 000 §9: a tab never shows more than this. */
export const TAB_COUNT_MAX = 9_999_999;

export function tabCountText(count: number): string {
  return String(Math.min(Math.max(0, Math.trunc(count)), TAB_COUNT_MAX));
}

/** A tab's count from the list's per-status counts (All: their sum; the server only counts what the caller may see). */
export function tabCount(key: StatusTab['key'], aggs: readonly { key: string; doc_count: number }[]): number {
  if (key === 'all') return aggs.reduce((sum, agg) => sum + agg.doc_count, 0);
  return aggs.find((agg) => agg.key === key)?.doc_count ?? 0;
}

/** Spec 000 §2: "Export for Suppliers is enabled only when the status filter includes accepted". */
export function supplierExportEnabled(statuses: readonly string[]): boolean {
  return statuses.includes('accepted');
}
