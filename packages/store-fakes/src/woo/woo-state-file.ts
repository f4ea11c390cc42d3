import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WooCatalogue, WooCatalogueState } from './woo-catalogue';
import type { WooOrderBook, WooOrderBookState } from './woo-orders';

/** What a store that keeps its state writes: its catalogue (products, webhooks, ids) and its orders. */
interface WooStoreState {
  version: 1;
  catalogue: WooCatalogueState;
  orders: WooOrderBookState;
}

/**
 * Keeps a fake store's data in one JSON file between runs (the embedded default's demo store), so
 * what the suite pushed there, the webhooks a site registered and the orders placed survive a
 * restart — and the store's ids go on from where they were instead of starting over, which would
 * make a new order look like an update of an old one. Saves are coalesced (one write at a time,
 * the latest state wins) and written to a temporary file first, then renamed.
 */
export class WooStateFile {
  private writing: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly catalogue: WooCatalogue,
    private readonly orders: WooOrderBook,
  ) {}

  /** Restores the saved state; false when there is none yet (a first run: seed instead). */
  async load(): Promise<boolean> {
    let state: WooStoreState;
    try {
      state = JSON.parse(await readFile(this.file, 'utf8')) as WooStoreState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw new Error(`the fake store's state file ${this.file} cannot be read: ${(error as Error).message}`);
    }
    if (state.version !== 1) throw new Error(`the fake store's state file ${this.file} has an unknown version ${String(state.version)}`);
    this.catalogue.restore(state.catalogue);
    this.orders.restore(state.orders);
    return true;
  }

  /** Asks for a save of the current state (after a change). */
  save(): void {
    this.dirty = true;
    this.writing ??= this.drain().finally(() => {
      this.writing = null;
    });
  }

  /** Resolves once every asked save is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    while (this.dirty) {
      this.dirty = false;
      const state: WooStoreState = { version: 1, catalogue: this.catalogue.snapshot(), orders: this.orders.snapshot() };
      const temporary = `${this.file}.tmp`;
      await writeFile(temporary, JSON.stringify(state));
      await rename(temporary, this.file);
    }
  }
}
