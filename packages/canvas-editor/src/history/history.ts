import type { Patch } from 'immer';

/** One recorded change of the document: immer's patches and the patches that revert them. */
export interface Diff {
  patches: Patch[];
  inverse: Patch[];
}

/** One undo step: every diff recorded between two marks, with the UI state around it. */
export interface HistoryStep<Snapshot> {
  id: number;
  label: string;
  diffs: Diff[];
  /** Selection and view before the first diff (undo returns to it)… */
  before: Snapshot;
  /** …and after the last one (redo returns to it). */
  after: Snapshot;
}

/** Steps kept by default; spec 002 asks for at least 200. */
export const DEFAULT_HISTORY_LIMIT = 200;

/**
 * The undo and redo stacks (tldraw's HistoryManager idea, on immer patches). A change
 * recorded with no mark open is a step of its own; `mark(id)` opens a group so that every
 * change until `end(id)` (a whole drag, a paste of 300 layers) is one step. Only recording a
 * change clears the redo stack: selecting, saving or switching views never do.
 */
export class History<Snapshot> {
  private undos: HistoryStep<Snapshot>[] = [];
  private redos: HistoryStep<Snapshot>[] = [];
  private open: { id: string; step: HistoryStep<Snapshot> | null } | null = null;
  private nextId = 1;
  private savedId = 0;

  constructor(readonly limit = DEFAULT_HISTORY_LIMIT) {
    if (!(limit >= 1)) throw new RangeError('history limit must be at least 1');
  }

  record(diff: Diff, label: string, before: Snapshot, after: Snapshot): void {
    if (!diff.patches.length) return;
    this.redos = [];
    if (this.open?.step) {
      this.open.step.diffs.push(diff);
      this.open.step.after = after;
      return;
    }
    const step: HistoryStep<Snapshot> = { id: this.nextId++, label, diffs: [diff], before, after };
    if (this.open) this.open.step = step;
    this.undos.push(step);
    if (this.undos.length > this.limit) this.undos.splice(0, this.undos.length - this.limit);
  }

  /** Group the changes that follow into one step until `end(id)` (or the next mark, undo or redo). */
  mark(id: string): void {
    this.open = { id, step: null };
  }

  /** Close the group `id` (a later change starts a new step). Ending another id is ignored. */
  end(id: string): void {
    if (this.open?.id === id) this.open = null;
  }

  isOpen(id: string): boolean {
    return this.open?.id === id;
  }

  /**
   * Take the open group's step off the stack, leaving the mark open: the caller reverts its
   * diffs (a gesture redoing itself from its start, or a drag cancelled with Escape).
   */
  takeOpenStep(id: string): HistoryStep<Snapshot> | null {
    if (this.open?.id !== id || !this.open.step) return null;
    const step = this.open.step;
    this.open.step = null;
    const at = this.undos.lastIndexOf(step);
    if (at >= 0) this.undos.splice(at, 1);
    return step;
  }

  takeUndo(): HistoryStep<Snapshot> | null {
    this.open = null;
    const step = this.undos.pop();
    if (!step) return null;
    this.redos.push(step);
    return step;
  }

  takeRedo(): HistoryStep<Snapshot> | null {
    this.open = null;
    const step = this.redos.pop();
    if (!step) return null;
    this.undos.push(step);
    return step;
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  get undoCount(): number {
    return this.undos.length;
  }

  get redoCount(): number {
    return this.redos.length;
  }

  /** Remember the current step as saved; the stacks stay as they are (save never clears history). */
  markSaved(): void {
    this.savedId = this.topId();
  }

  /** Whether undo/redo/changes moved the document away from the last saved step. */
  get dirty(): boolean {
    return this.topId() !== this.savedId;
  }

  clear(): void {
    this.undos = [];
    this.redos = [];
    this.open = null;
    this.savedId = 0;
  }

  private topId(): number {
    return this.undos.at(-1)?.id ?? 0;
  }
}
