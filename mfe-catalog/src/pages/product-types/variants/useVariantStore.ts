import { useCallback, useSyncExternalStore } from 'react';
import type { VariantRow } from './variantRow';
import type { StoreSummary, VariantStore } from './variantStore';

/**
 * One value of one row. `select` must return the same value (a primitive, or an object the
 * store did not replace) while the part it reads is unchanged, so cells reading other parts
 * of the row skip their render.
 */
export function useRowValue<T>(store: VariantStore, key: string, select: (row: VariantRow) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => select(store.get(key)!));
}

export function useRowError(store: VariantStore, key: string): string | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.error(key));
}

/** The row order and the number of rows breaking a price rule. */
export function useStoreSummary(store: VariantStore): StoreSummary {
  return useSyncExternalStore(store.subscribe, store.getSummary);
}
