import { rowError, rowToInput, type VariantInput, type VariantRow } from './variantRow';

type Listener = () => void;

/** What the page (not the rows) re-renders on: the row order, how many rows break a rule, unsaved edits. */
export interface StoreSummary {
  order: readonly string[];
  invalid: number;
  /** Something changed since the rows were loaded (leaving asks first). */
  dirty: boolean;
}

/**
 * The variants being edited, outside React state so that typing in one cell costs O(1):
 * rows are kept by key, each row has its own listeners (only that row's cells re-render),
 * and the error of a row (blank SKU or price rule) is recomputed when that row changes. The page only
 * re-renders when the order or the number of invalid rows changes.
 */
export class VariantStore {
  private rows = new Map<string, VariantRow>();
  private errors = new Map<string, string>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listeners = new Set<Listener>();
  private summary: StoreSummary = { order: [], invalid: 0, dirty: false };
  private dirty = false;

  /** Replaces every row (the server's variants, in sorting order). */
  load(rows: readonly VariantRow[]): void {
    this.rows = new Map(rows.map((r) => [r.key, r]));
    this.errors = new Map();
    for (const row of rows) this.checkRow(row);
    this.dirty = false;
    this.setSummary(rows.map((r) => r.key));
    for (const key of this.rowListeners.keys()) this.emitRow(key);
  }

  get(key: string): VariantRow | undefined {
    return this.rows.get(key);
  }

  error(key: string): string | undefined {
    return this.errors.get(key);
  }

  getSummary = (): StoreSummary => this.summary;

  /** Rows in screen order. */
  all(): VariantRow[] {
    return this.summary.order.map((key) => this.rows.get(key)!);
  }

  update(key: string, patch: Partial<Omit<VariantRow, 'key' | 'id'>>): void {
    const row = this.rows.get(key);
    if (!row) return;
    const next = { ...row, ...patch };
    this.rows.set(key, next);
    const invalidBefore = this.errors.size;
    const wasClean = !this.dirty;
    this.dirty = true;
    this.checkRow(next);
    this.emitRow(key);
    if (this.errors.size !== invalidBefore || wasClean) this.setSummary(this.summary.order);
  }

  /** One print area's size of one row. */
  updateSize(key: string, printAreaId: string, size: { width?: number; height?: number }): void {
    const row = this.rows.get(key);
    if (!row) return;
    this.update(key, { print_sizes: row.print_sizes.map((s) => (s.print_area_id === printAreaId ? { ...s, ...size } : s)) });
  }

  /** The same patch on many rows (bulk price); the summary is published once. */
  updateMany(keys: readonly string[], patch: Partial<Omit<VariantRow, 'key' | 'id' | 'print_sizes'>>): void {
    for (const key of keys) {
      const row = this.rows.get(key);
      if (!row) continue;
      const next = { ...row, ...patch };
      this.rows.set(key, next);
      this.checkRow(next);
      this.emitRow(key);
    }
    this.dirty ||= keys.length > 0;
    this.setSummary(this.summary.order);
  }

  /** Adds rows after the last one (missing variants). */
  append(rows: readonly VariantRow[]): void {
    for (const row of rows) {
      this.rows.set(row.key, row);
      this.checkRow(row);
    }
    this.dirty ||= rows.length > 0;
    this.setSummary([...this.summary.order, ...rows.map((r) => r.key)]);
  }

  /** Drag and drop: puts `activeKey` where `overKey` is, shifting the rows between. */
  move(activeKey: string, overKey: string): void {
    const order = [...this.summary.order];
    const from = order.indexOf(activeKey);
    const to = order.indexOf(overKey);
    if (from < 0 || to < 0 || from === to) return;
    order.splice(from, 1);
    order.splice(to, 0, activeKey);
    this.dirty = true;
    this.setSummary(order);
  }

  /** Every row in screen order, as saveProductTypeVariants takes it. */
  toInputs(productTypeId: string): VariantInput[] {
    return this.all().map((row, i) => rowToInput(row, productTypeId, i));
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeRow(key: string, listener: Listener): () => void {
    let set = this.rowListeners.get(key);
    if (!set) this.rowListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (!set!.size) this.rowListeners.delete(key);
    };
  }

  private checkRow(row: VariantRow): void {
    const message = rowError(row);
    if (message) this.errors.set(row.key, message);
    else this.errors.delete(row.key);
  }

  private emitRow(key: string): void {
    this.rowListeners.get(key)?.forEach((l) => l());
  }

  private setSummary(order: readonly string[]): void {
    this.summary = { order, invalid: this.errors.size, dirty: this.dirty };
    this.listeners.forEach((l) => l());
  }
}
