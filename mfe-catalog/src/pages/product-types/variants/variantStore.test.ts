import { describe, expect, it, vi } from 'vitest';
import { missingVariants } from '@pod/contracts';
import { rowFromDraft } from './variantRow';
import { VariantStore } from './variantStore';

const six = (name: string) => ({ name, slug: name.toLowerCase(), options: ['a', 'b', 'c', 'd', 'e', 'f'].map((o) => `${name}${o}`) });

function storeOf(attributes = [six('A'), six('B')]) {
  const store = new VariantStore();
  store.load(missingVariants({ sku: 'T', attributes }, [], ['front']).map((d, i) => rowFromDraft(d, `k${i}`)));
  return store;
}

describe('VariantStore', () => {
  it('an edit notifies only that row, and the page only when the invalid count changes', () => {
    const store = storeOf();
    const row0 = vi.fn();
    const row1 = vi.fn();
    const page = vi.fn();
    store.subscribeRow('k0', row0);
    store.subscribeRow('k1', row1);
    store.subscribe(page);

    store.update('k0', { base_cost: 5 });
    expect(store.error('k0')).toBe('Regular price must be greater than 0');
    expect(store.getSummary().invalid).toBe(1);
    expect(page).toHaveBeenCalledTimes(1);

    store.update('k0', { base_cost: 6 });
    expect(page).toHaveBeenCalledTimes(1);
    expect(row0).toHaveBeenCalledTimes(2);
    expect(row1).not.toHaveBeenCalled();

    store.update('k0', { retail_cost: 10 });
    expect(store.error('k0')).toBeUndefined();
    expect(store.getSummary().invalid).toBe(0);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('keeps the summary object while nothing the page shows changes (stable snapshot)', () => {
    const store = storeOf();
    store.update('k2', { sku: 'W' });
    const before = store.getSummary();
    store.update('k3', { sku: 'X' });
    expect(store.getSummary()).toBe(before);
  });

  it('is clean when loaded and dirty after any edit, addition or move, until loaded again', () => {
    const store = storeOf();
    expect(store.getSummary().dirty).toBe(false);
    store.update('k3', { sku: 'X' });
    expect(store.getSummary().dirty).toBe(true);
    const rows = store.all();
    store.load(rows);
    expect(store.getSummary().dirty).toBe(false);
    store.move('k0', 'k1');
    expect(store.getSummary().dirty).toBe(true);
    store.load(rows);
    store.updateMany(['k1'], { base_cost: 2 });
    expect(store.getSummary().dirty).toBe(true);
  });

  it('edits one print size', () => {
    const store = storeOf();
    store.updateSize('k2', 'front', { width: 4500 });
    expect(store.get('k2')!.print_sizes).toEqual([{ print_area_id: 'front', width: 4500, height: 0 }]);
  });

  it('bulk-patches many rows and re-counts violations once', () => {
    const store = storeOf();
    const page = vi.fn();
    store.subscribe(page);
    store.updateMany(['k0', 'k1', 'k2'], { base_cost: 10, retail_cost: 5, sale_cost: null });
    expect(store.getSummary().invalid).toBe(3);
    expect(store.error('k1')).toBe('Regular price must be greater or equals to base cost');
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('moves a row to where another one is and saves in screen order from 1', () => {
    const store = storeOf();
    store.move('k4', 'k1');
    expect(store.getSummary().order.slice(0, 6)).toEqual(['k0', 'k4', 'k1', 'k2', 'k3', 'k5']);
    store.move('k0', 'k3');
    // moving down lands after the row it was dropped on (dnd-kit's arrayMove)
    expect(store.getSummary().order.slice(0, 6)).toEqual(['k4', 'k1', 'k2', 'k3', 'k0', 'k5']);
    const inputs = store.toInputs('type-1');
    expect(inputs.slice(0, 4).map((v) => [v.sku, v.sorting])).toEqual([
      ['T:Aa:Be', 1],
      ['T:Aa:Bb', 2],
      ['T:Aa:Bc', 3],
      ['T:Aa:Bd', 4],
    ]);
    expect(inputs.every((v) => v.product_type_id === 'type-1')).toBe(true);
  });

  it('appends rows after the last one', () => {
    const store = storeOf([six('A')]);
    const more = missingVariants({ sku: 'T', attributes: [six('A'), six('B')] }, store.all(), ['front']);
    expect(more).toHaveLength(36);
    store.append(more.map((d, i) => rowFromDraft(d, `m${i}`)));
    expect(store.getSummary().order).toHaveLength(42);
    expect(store.all()[6].key).toBe('m0');
  });

  // The time of these edits is measured by `npm run bench` (client-variant-store-edits).
  it('at 1296 rows a thousand edits touch one row each: no other row and no page re-render', () => {
    const store = storeOf([six('A'), six('B'), six('C'), six('D')]);
    const order = store.getSummary().order;
    expect(order).toHaveLength(1296);
    const rows = new Map(order.map((key) => [key, vi.fn()]));
    for (const [key, listener] of rows) store.subscribeRow(key, listener);
    const page = vi.fn();
    store.subscribe(page);

    for (let i = 0; i < 1000; i++) store.update('k700', { retail_cost: i + 1 });
    expect(rows.get('k700')).toHaveBeenCalledTimes(1000);
    expect([...rows].filter(([key, listener]) => key !== 'k700' && listener.mock.calls.length > 0)).toEqual([]);
    // the first edit makes the page dirty; the rest leave its summary as it was
    expect(page).toHaveBeenCalledTimes(1);
    expect(store.getSummary().order).toBe(order);
    expect(store.get('k700')!.retail_cost).toBe(1000);
  });
});
