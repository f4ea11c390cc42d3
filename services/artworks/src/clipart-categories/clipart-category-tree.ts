import type { ClipartCategoryRow, ClipartDisplaySettingsValue } from './clipart-category.entity';

/** How deep the tree goes (spec 002 §2.2 "The tree shows up to 9 levels"); the server keeps it so. */
export const MAX_CLIPART_CATEGORY_DEPTH = 9;

/** A clipart category as GraphQL returns it, children nested and counts rolled up. */
export interface ClipartCategoryNode {
  id: string;
  parentID: string | null;
  title: string;
  userID: string;
  createdAt: Date;
  displaySettings: ClipartDisplaySettingsValue | null;
  /** Live cliparts here and in every descendant. */
  numberOfCliparts: number;
  /** Live cliparts filed directly here. */
  hasClipart: boolean;
  hasChild: boolean;
  children: ClipartCategoryNode[];
}

/** One owner's live categories with their direct clipart counts, indexed for tree walks. */
export class ClipartCategoryTree {
  readonly byId: Map<string, ClipartCategoryRow>;
  /** Children by parent id (null = roots of this view), each list sorted by title. */
  readonly children: Map<string | null, ClipartCategoryRow[]>;
  private readonly rolledUp = new Map<string, number>();

  constructor(
    rows: ClipartCategoryRow[],
    /** Live cliparts filed directly in each category. */
    private readonly direct: Map<string, number>,
  ) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.children = new Map();
    for (const row of rows) {
      // A parent outside the loaded set (another owner's, or deleted) makes the row a root of this view.
      const parent = row.parent_id && this.byId.has(row.parent_id) ? row.parent_id : null;
      const list = this.children.get(parent) ?? [];
      list.push(row);
      this.children.set(parent, list);
    }
    for (const list of this.children.values()) list.sort(byTitle);
  }

  kids(id: string | null): ClipartCategoryRow[] {
    return this.children.get(id) ?? [];
  }

  directCount(id: string): number {
    return this.direct.get(id) ?? 0;
  }

  /** Cliparts of `id` and every descendant (memoised: one walk for the whole tree). */
  rolledUpCount(id: string): number {
    const cached = this.rolledUp.get(id);
    if (cached !== undefined) return cached;
    // Iterative post-order so a deep or (corrupt) cyclic tree cannot blow the stack.
    const order: string[] = [];
    const stack = [id];
    const seen = new Set<string>();
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      order.push(current);
      for (const k of this.kids(current)) if (!this.rolledUp.has(k.id)) stack.push(k.id);
    }
    for (const current of order.reverse()) {
      if (this.rolledUp.has(current)) continue;
      const sum = this.kids(current).reduce((n, k) => n + (this.rolledUp.get(k.id) ?? 0), this.directCount(current));
      this.rolledUp.set(current, sum);
    }
    return this.rolledUp.get(id) ?? 0;
  }

  /** Ids of `id` and every descendant. */
  subtreeIds(id: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      out.push(current);
      for (const k of this.kids(current)) stack.push(k.id);
    }
    return out;
  }

  /** Depth of `id` counted from the root (a root has depth 1). */
  depthOf(id: string): number {
    let depth = 0;
    let current: string | null = id;
    const seen = new Set<string>();
    while (current && this.byId.has(current) && !seen.has(current)) {
      seen.add(current);
      depth += 1;
      current = this.byId.get(current)!.parent_id;
    }
    return depth;
  }

  /** Levels below and including `id`: a leaf has height 1. */
  heightOf(id: string): number {
    const kids = this.kids(id);
    return 1 + kids.reduce((max, k) => Math.max(max, this.heightOf(k.id)), 0);
  }

  /** The nested node for `row`, at most `levels` levels including itself. */
  node(row: ClipartCategoryRow, levels = MAX_CLIPART_CATEGORY_DEPTH): ClipartCategoryNode {
    const kids = this.kids(row.id);
    return {
      ...toClipartCategoryNode(row),
      numberOfCliparts: this.rolledUpCount(row.id),
      hasClipart: this.directCount(row.id) > 0,
      hasChild: kids.length > 0,
      children: levels > 1 ? kids.map((k) => this.node(k, levels - 1)) : [],
    };
  }
}

/** A row as a node without tree information (a deleted category, an event of a new leaf). */
export function toClipartCategoryNode(row: ClipartCategoryRow): ClipartCategoryNode {
  return {
    id: row.id,
    parentID: row.parent_id,
    title: row.title,
    userID: row.user_id,
    createdAt: row.created_at,
    displaySettings: row.display_settings,
    numberOfCliparts: 0,
    hasClipart: false,
    hasChild: false,
    children: [],
  };
}

const byTitle = (a: ClipartCategoryRow, b: ClipartCategoryRow) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || a.created_at.getTime() - b.created_at.getTime();
